import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';

/** Signs in through the form as a person would (the tenant typed in the Tenant field). */
export async function signIn(page: Page, email: string, tenant: string, password = PASSWORD): Promise<void> {
  if (!/#\/(login|teleport)/.test(page.url())) await page.goto('/#/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Tenant').fill(tenant);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The demo's single sign-on token: demo.{tenant}.{accountId}.{issuedAtMs}. */
export function demoSsoToken(tenant: string, accountId: string): string {
  return `demo.${tenant}.${accountId}.${Date.now()}`;
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

export async function sidebarLabels(page: Page): Promise<string[]> {
  const links = sidebar(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return (await links.allInnerTexts()).map((text) => text.trim());
}

export function hashOf(page: Page): string {
  return new URL(page.url()).hash;
}

/** Signs in and opens create mode of the live page ({tenant}/incident/live), with an optional query (`scenario=…`, `phone=…`). */
export async function openCreateMode(page: Page, email: string, tenant: string, query = ''): Promise<void> {
  await signIn(page, email, tenant);
  await expect(page).toHaveURL(new RegExp(`#/${tenant}/`), { timeout: 15_000 });
  await page.goto(`/#/${tenant}/incident/live${query ? `?${query.replace(/^\?/, '')}` : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
}

export interface IncidentFormInput {
  /** The national digits typed after the prefix; the last one picks the simulated caller's scenario. */
  readonly digits: string;
  readonly title: string;
  readonly description?: string;
}

/** Types the phone, title, an address chosen from the suggestions and the description of create mode. */
export async function fillIncidentForm(page: Page, input: IncidentFormInput): Promise<void> {
  await page.getByLabel('Phone number').pressSequentially(input.digits);
  await page.getByLabel('Title', { exact: true }).fill(input.title);
  await page.getByLabel('Address', { exact: true }).fill('Carrera 7');
  await page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first().click();
  await page.getByLabel('Description', { exact: true }).fill(input.description ?? 'End-to-end test');
}

/** Sends the SMS link from a filled create form and waits for the new incident's live route; returns its id. */
export async function sendSmsAndOpenLive(page: Page, tenant: string): Promise<string> {
  await page.getByRole('button', { name: 'Send SMS' }).click();
  const live = new RegExp(`#/${tenant}/incident/live/([^/?]+)$`);
  await expect(page).toHaveURL(live, { timeout: 15_000 });
  return live.exec(new URL(page.url()).hash)?.[1] ?? '';
}

/** Signs in, fills create mode and sends the SMS link; returns the new incident's id once its live route shows. */
export async function createLiveIncident(
  page: Page,
  account: { readonly email: string; readonly tenant: string; readonly query?: string },
  input: IncidentFormInput,
): Promise<string> {
  await openCreateMode(page, account.email, account.tenant, account.query);
  await fillIncidentForm(page, input);
  return sendSmsAndOpenLive(page, account.tenant);
}

/** A page of its own, signed in as `email` on `tenant` and on the admin section the sidebar names `section` (a spec's one sign-in). */
export async function openAdminSection(browser: Browser, account: { readonly email: string; readonly tenant: string }, section: string) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, account.email, account.tenant);
  await expect(page).toHaveURL(new RegExp(`#/${account.tenant}/`), { timeout: 15_000 });
  await sidebar(page).getByRole('link', { name: section, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
  return page;
}

/**
 * The admin section a describe block's tests share (one sign-in for them all, openAdminSection): opened before them,
 * closed after them. Call it inside the block; the answer gives the page.
 */
export function sharedAdminSection(account: { readonly email: string; readonly tenant: string }, section: string): () => Page {
  let opened: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    opened = await openAdminSection(browser, account, section);
  });
  test.afterAll(() => opened?.close());
  return () => {
    if (!opened) throw new Error(`the ${section} section is opened before the tests`);
    return opened;
  };
}

/**
 * A page a describe block's tests share, signed in once as `email` on `tenant` (opened before them, closed after
 * them). Call it inside the block; the answer gives the page.
 */
export function sharedSignedInPage(account: { readonly email: string; readonly tenant: string }, viewport = { width: 1366, height: 768 }) {
  let opened: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    opened = await browser.newPage({ viewport });
    await signIn(opened, account.email, account.tenant);
    await expect(opened).toHaveURL(new RegExp(`#/${account.tenant}/`), { timeout: 15_000 });
  });
  test.afterAll(() => opened?.close());
  return (): Page => {
    if (!opened) throw new Error('the signed-in page is opened before the tests');
    return opened;
  };
}

/**
 * Leaves create mode by `go` and waits for `arrived`. Create mode asks first when typed input would be discarded
 * ("Leave the new incident?"); when it asks, the test leaves and discards.
 */
export async function leaveCreateMode(page: Page, go: () => Promise<unknown>, arrived: Locator): Promise<void> {
  await go();
  const question = page.getByRole('alertdialog', { name: 'Leave the new incident?' });
  await expect(arrived.or(question)).toBeVisible();
  if (await question.isVisible()) await question.getByRole('button', { name: 'Leave and discard' }).click();
  await expect(arrived).toBeVisible();
}
