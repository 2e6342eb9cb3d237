import { expect, type Locator, type Page } from '@playwright/test';
import type { Operator } from './server-support';

/**
 * SPEC §2 administration sections, as the served console's administrator of the public tenant uses them: the ones
 * that create, edit and delete records (each change then read back from the server's own list), and the ones that
 * only list what the server holds. One row per section; admin-sections.spec.ts walks the table on one signed-in page.
 */

/** A server read of the section, with the console's token: GET unless a body is given (then POST). */
export interface Wire {
  readonly path: string;
  readonly body?: Record<string, unknown>;
}

export interface CrudSection {
  /** The sidebar entry and heading. */
  readonly name: string;
  /** Who administers it, when not the public tenant's administrator (a section only some tenants have). */
  readonly account?: Operator;
  /** Where the section's records are, when not at the sidebar entry's first screen (a tab). */
  readonly open?: (page: Page) => Promise<void>;
  readonly wire: Wire;
  /** The first seeded record the list shows (read from the server). */
  readonly seeded: string;
  /** Creates the record named `label`. */
  create(page: Page, label: string): Promise<void>;
  /** Renames the record `from` to `to` through its edit form. */
  edit(page: Page, from: string, to: string): Promise<void>;
  /** The record's name in its row's buttons ("Edit {name}"), when not the label itself. */
  readonly rowName?: (label: string) => string;
  /** What else the created record shows, checked once it is listed. */
  readonly created?: (page: Page, label: string) => Promise<void>;
}

export interface ListSection {
  readonly name: string;
  /** The route after the tenant, for sections the sidebar does not list. */
  readonly route?: string;
  readonly wire?: Wire;
  /** What on screen proves the server's answer arrived (default: the section's table has a record row). */
  readonly shows?: (page: Page) => Locator;
}

/**
 * The sections the production build walks too (one that creates, edits and deletes, one that lists, and tenants, whose
 * photo it loads from the API's origin under its Content-Security-Policy): the whole table runs on the served console,
 * and the admin screens are the same code in both builds.
 */
export const PRODUCTION_SECTIONS: readonly string[] = ['Users', 'Incidents', 'Tenants'];

/** A 1×1 PNG picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The server's world outlives a run when the server is reused: each run adds records of its own. */
export const RUN = Date.now() % 250;
const RANGE = `172.31.${RUN}.0/24`;

const dialog = (page: Page) => page.getByRole('dialog');
const submit = (page: Page, name: string | RegExp) =>
  dialog(page)
    .getByRole('button', { name, exact: typeof name === 'string' })
    .click();

/** A row action: its own button ("Edit X") when the row shows one, else the item of the row's "More actions" menu. */
export async function rowAction(page: Page, verb: string, name: string): Promise<void> {
  const own = page.getByRole('button', { name: `${verb} ${name}`, exact: true });
  if ((await own.count()) > 0) return own.click();
  await page.getByRole('button', { name: `More actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: verb, exact: true }).click();
}

/** Opens the row's edit form, fills `field` with `to` and saves. */
const editField = (field: string | RegExp, verb = 'Edit') =>
  async function (this: CrudSection, page: Page, from: string, to: string): Promise<void> {
    await rowAction(page, verb, this.rowName?.(from) ?? from);
    await dialog(page)
      .getByRole('textbox', { name: field, exact: typeof field === 'string' })
      .fill(to);
    await submit(page, /^(Save|Rename)$/);
  };

export const CRUD_SECTIONS: readonly CrudSection[] = [
  {
    name: 'Users',
    wire: { path: '/api/users?perPage=100' },
    seeded: 'admin@public.demo',
    rowName: (label) => `${label} Wire`,
    create: async (page, label) => {
      await page.getByRole('button', { name: 'New user' }).click();
      await dialog(page).getByRole('textbox', { name: 'Name', exact: true }).fill(label);
      await dialog(page).getByRole('textbox', { name: 'Last name', exact: true }).fill('Wire');
      await dialog(page)
        .getByRole('textbox', { name: 'Email', exact: true })
        .fill(`${label.toLowerCase().replace(/\W+/g, '.')}@public.demo`);
      await dialog(page)
        .getByRole('textbox', { name: /^Password/ })
        .fill('a long password');
      await submit(page, 'Create user');
    },
    edit: editField('Name'),
  },
  {
    name: 'Tenants',
    wire: { path: '/tenant/filter', body: {} },
    seeded: 'Monterrey',
    create: async (page, label) => {
      await page.getByRole('button', { name: 'New tenant' }).click();
      await dialog(page).getByRole('textbox', { name: /^Name/ }).fill(label);
      await dialog(page)
        .getByRole('textbox', { name: /^API key/ })
        .fill(`wire-key-${RUN}-a9f3c2d1`);
      await dialog(page)
        .getByRole('textbox', { name: /^Admin users/ })
        .fill('3');
      await dialog(page)
        .getByRole('textbox', { name: /^Allowed IPs/ })
        .fill('10.1.0.0/16');
      await dialog(page).getByLabel('Photo file').setInputFiles({ name: 'wire.png', mimeType: 'image/png', buffer: PNG });
      await submit(page, 'New tenant');
    },
    // The photo went up as a storage key: the list shows it through the address the server signed, its bytes loaded.
    created: async (page, label) => {
      const photo = page.getByRole('main').getByRole('img', { name: `Photo of ${label}` });
      await expect(photo).toHaveAttribute('src', /\/files\/stored\/.+[?&]signature=/);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    },
    edit: editField(/^Name/),
  },
  {
    name: 'Places of interest',
    wire: { path: '/api/places-of-interest?perPage=100' },
    seeded: 'Hospital Botafogo',
    create: async (page, label) => {
      await page.getByRole('button', { name: 'Add place' }).first().click();
      await dialog(page).getByLabel('Name').fill(label);
      await dialog(page).getByLabel('Category').selectOption({ label: 'Shelter' });
      await dialog(page).getByLabel('Latitude').fill('-22.95');
      await dialog(page).getByLabel('Longitude').fill('-43.19');
      await submit(page, 'Add place');
    },
    edit: editField('Name'),
  },
  {
    name: 'Allowed IP addresses',
    wire: { path: '/api/allowed-ips?perPage=100' },
    seeded: 'Headquarters network',
    rowName: (label) => `${label} (${RANGE})`,
    create: async (page, label) => {
      await page.getByRole('button', { name: 'Add address' }).first().click();
      await dialog(page).getByLabel('Address or range').fill(RANGE);
      await dialog(page).getByLabel('Name').fill(label);
      await submit(page, 'Add address');
    },
    edit: editField('Name'),
  },
  {
    name: 'Predefined descriptions',
    wire: { path: '/predefined-description' },
    seeded: 'Fire',
    create: async (page, label) => {
      await page.getByRole('button', { name: 'New description' }).first().click();
      await dialog(page).getByLabel('Label').fill(label);
      await dialog(page).getByLabel('Description').fill(`${label}: reported over the wire`);
      await submit(page, 'New description');
    },
    edit: editField('Label'),
  },
  {
    name: 'Files',
    wire: { path: '/files' },
    seeded: 'Emergency response protocol',
    rowName: (label) => `${label} (wire.txt)`,
    create: async (page, label) => {
      await page.getByRole('button', { name: 'Upload file' }).first().click();
      await dialog(page)
        .getByLabel('File to upload')
        .setInputFiles({ name: 'wire.txt', mimeType: 'text/plain', buffer: Buffer.from('sent over the wire') });
      await dialog(page).getByLabel('Description').fill(`${label}: a file sent over the wire`);
      await dialog(page).getByLabel('Label').fill(label);
      await submit(page, 'Upload file');
    },
    edit: editField('Label'),
  },
  {
    name: 'Files',
    open: (page) => page.getByRole('tab', { name: 'Video templates' }).click(),
    wire: { path: '/api/video-template' },
    seeded: 'Welcome message',
    create: async (page, label) => {
      await page.getByRole('button', { name: 'New template' }).first().click();
      await dialog(page).getByLabel('Name').fill(label);
      await submit(page, 'New template');
    },
    edit: editField('Name', 'Rename'),
  },
  {
    // SPEC §2: allowed devices only for tenants 24, 5, 28 and 8.
    name: 'Allowed devices',
    account: { email: 'super@tenant5.demo', tenant: 'tenant_5' },
    wire: { path: '/api/allowed-devices?perPage=100' },
    seeded: 'Night shift 1',
    create: async (page, label) => {
      await page.getByRole('button', { name: 'Add device' }).first().click();
      await dialog(page)
        .getByRole('textbox', { name: /^Device hash/ })
        .fill(`wire-device-${RUN}-${Date.now()}`);
      await dialog(page).getByRole('textbox', { name: /^Name/ }).fill(label);
      await submit(page, 'Add device');
    },
    edit: editField(/^Name/, 'Rename'),
  },
];

/** A section whose first screen is not a table: its heading's region shows what the server answered. */
const text = (value: string | RegExp) => (page: Page) => page.getByRole('main').getByText(value).first();

export const LIST_SECTIONS: readonly ListSection[] = [
  { name: 'Incidents map', shows: (page) => page.getByRole('main').getByRole('group').first() },
  { name: 'Incidents' },
  { name: 'Registration requests', wire: { path: '/api/new-users-register?perPage=5' } },
  { name: 'Speed tests', wire: { path: '/speed-test' } },
  { name: 'Sign-in attempts', wire: { path: '/api/auth-data?perPage=5' } },
  { name: 'Allowed places', wire: { path: '/api/allowed-places?perPage=5' } },
  { name: 'App ratings' },
  { name: 'Features', wire: { path: '/api/features' } },
  { name: 'Reports', shows: text(/incidents?/i) },
  { name: 'Permissions', wire: { path: '/api/permission' } },
  { name: 'Roles', wire: { path: '/api/role' } },
  { name: 'Argos', wire: { path: '/api/argos?perPage=5' } },
  { name: 'Settings', wire: { path: '/teleport-config' }, shows: (page) => page.getByRole('main').getByRole('checkbox').first() },
  { name: 'Dashboard', shows: (page) => page.getByRole('region', { name: 'Live now' }) },
  { name: 'Signed-in users', wire: { path: '/api/logged-users?perPage=5' } },
  // The console's own log of this tab (no server call, SPEC §7): it may hold nothing yet, and says how much it holds.
  { name: 'Logs', shows: text(/^\d+ records?$/) },
  { name: 'User behaviour', route: 'user-behaviour' },
  { name: 'Teleport map', route: 'teleport-map', shows: (page) => page.getByRole('main').getByRole('group').first() },
];

export { expect };
