import { expect, type Browser, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';

export interface Operator {
  readonly email: string;
  readonly tenant: string;
}

export const OPERATOR: Operator = { email: 'operator@public.demo', tenant: 'public' };
export const ADMIN: Operator = { email: 'admin@public.demo', tenant: 'public' };

/** Signs in through the login form of the served console, as a person would, and waits for the tenant's landing. */
export async function signIn(page: Page, account: Operator): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Tenant').fill(account.tenant);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`#/${account.tenant}/`), { timeout: 20_000 });
}

/** A browser of its own (its own storage: another operator's machine), signed in as `account`. */
export async function operatorBrowser(browser: Browser, account: Operator): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  // Only the served console's own origin answers: the SDKs' and maps' services are unreachable, as on a closed network.
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** The bearer token the console stored at sign-in (the server's driving API takes the same token). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('not signed in');
  return token;
}
