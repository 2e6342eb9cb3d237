import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, signIn, tokenOf } from './server-support';

/**
 * Administration sections on the served console: list, create, edit and delete go over the wire to the demo world,
 * each change checked on screen and by a second read (the server's own list, asked with the console's token; after
 * the edit a reload reads the section from the server again). One sign-in for every section.
 */
interface Section {
  /** The sidebar entry and heading. */
  readonly name: string;
  /** The server's list of the section, to read it a second time outside the browser. */
  readonly wirePath: string;
  readonly createButton: string;
  /** Fills the create dialog with the record named `label`. */
  fillNew(dialog: Locator, label: string): Promise<void>;
  /** Fills the edit dialog so that the record is named `label`. */
  fillEdit(dialog: Locator, label: string): Promise<void>;
  /** Opens the edit dialog, and the delete confirmation, of the row named `label`. */
  edit(page: Page, label: string): Promise<void>;
  remove(page: Page, label: string): Promise<void>;
}

/** The server's world outlives a run when the server is reused: each run adds records of its own. */
const RUN = Date.now() % 250;
const RANGE = `172.31.${RUN}.0/24`;

const SECTIONS: readonly Section[] = [
  {
    name: 'Predefined descriptions',
    wirePath: '/predefined-description',
    createButton: 'New description',
    fillNew: async (dialog, label) => {
      await dialog.getByLabel('Label').fill(label);
      await dialog.getByLabel('Description').fill(`${label}: reported over the wire`);
    },
    fillEdit: (dialog, label) => dialog.getByLabel('Label').fill(label),
    edit: (page, label) => page.getByRole('button', { name: `Edit ${label}`, exact: true }).click(),
    remove: async (page, label) => {
      await page.getByRole('button', { name: `More actions for ${label}`, exact: true }).click();
      await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    },
  },
  {
    name: 'Allowed IP addresses',
    wirePath: '/api/allowed-ips?perPage=100',
    createButton: 'Add address',
    fillNew: async (dialog, label) => {
      await dialog.getByLabel('Address or range').fill(RANGE);
      await dialog.getByLabel('Name').fill(label);
    },
    fillEdit: (dialog, label) => dialog.getByLabel('Name').fill(label),
    edit: (page, label) => page.getByRole('button', { name: `Edit ${label} (${RANGE})`, exact: true }).click(),
    remove: (page, label) => page.getByRole('button', { name: `Delete ${label} (${RANGE})`, exact: true }).click(),
  },
];

test.describe.serial('administration sections over the wire', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    await signIn(page, ADMIN);
  });
  test.afterAll(() => page.close());

  /** The section's records as the server lists them, as text. */
  const onServer = async (section: Section): Promise<string> => {
    const token = await tokenOf(page);
    const response = await page.request.get(section.wirePath, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    return response.text();
  };

  const rows = (section: Section) => page.getByRole('table', { name: section.name }).getByRole('row');

  /** The change is on screen and in the server's own list. */
  const shown = async (section: Section, label: string, present: boolean) => {
    await expect(rows(section).filter({ hasText: label })).toHaveCount(present ? 1 : 0);
    expect((await onServer(section)).includes(label)).toBe(present);
  };

  /** The section read from the server again: the page reloaded, the record still listed. */
  const reread = async (section: Section, label: string) => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: section.name })).toBeVisible({ timeout: 30_000 });
    await expect(rows(section).filter({ hasText: label })).toHaveCount(1);
  };

  for (const section of SECTIONS) {
    test(`${section.name}: list, create, edit and delete`, async () => {
      const created = `Wire ${section.name.split(' ')[0]} ${RUN} one`;
      const edited = `Wire ${section.name.split(' ')[0]} ${RUN} two`;
      await page.getByRole('navigation').getByRole('link', { name: section.name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: section.name })).toBeVisible();
      await expect(rows(section).nth(1)).toBeVisible();

      await page.getByRole('button', { name: section.createButton }).first().click();
      const create = page.getByRole('dialog');
      await section.fillNew(create, created);
      await create.getByRole('button', { name: /^(Save|Create|Add address|New description)$/ }).click();
      await expect(create).toBeHidden();
      await shown(section, created, true);

      await section.edit(page, created);
      const edit = page.getByRole('dialog');
      await section.fillEdit(edit, edited);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(edit).toBeHidden();
      await shown(section, edited, true);
      await reread(section, edited);

      await section.remove(page, edited);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await shown(section, edited, false);
    });
  }
});
