import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { installClock } from '../e2e/support';
import { playPushService, type PushSubscriptionDouble } from './web-push-browser';

export const PASSWORD = 'demo1234';

/** The training room's trainer password in these runs (playwright.server.config.ts gives it to the server). */
export const TRAINER_PASSWORD = process.env.TRAINER_PASSWORD ?? 'e2e-trainer-password';

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
  // The landing shown: a page opened next is not replaced by a sign-in still finishing.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
}

/**
 * A browser of its own (its own storage: another operator's machine), signed in as `account`; with `clock`, its timers
 * run on Playwright's clock from the start (installClock); with `pushService`, its Web Push subscription is the test's
 * (playPushService).
 */
export async function operatorBrowser(
  browser: Browser,
  account: Operator,
  { clock = false, pushService }: { clock?: boolean; pushService?: PushSubscriptionDouble } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  if (pushService) await playPushService(context, pushService);
  // Only the served console's own origin answers: the SDKs' and maps' services are unreachable, as on a closed network.
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  if (clock) await installClock(page);
  await signIn(page, account);
  return page;
}

/** The bearer token the console stored at sign-in (the server's driving API takes the same token). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('not signed in');
  return token;
}

/**
 * Which console the test runs against (the config's project): the served console, or the production build proper
 * (Agora and Twilio, no training code) on the same server and world.
 */
export function buildOf(info: TestInfo = test.info()): 'served' | 'production' {
  return info.project.name === 'production' ? 'production' : 'served';
}

/** Skips the test on the production build: it needs the served console's video or chat relay, or its training screens. */
export function servedOnly(why: string): void {
  test.skip(buildOf() === 'production', why);
}

/**
 * The production build's live video needs Agora, which these runs have no app id for: its live page and no-login view
 * say so in a warning, closed here as an operator would, and the rest of the page works without the video.
 */
export async function closeNoVideoWarning(page: Page): Promise<void> {
  const warning = page.getByRole('alertdialog', { name: 'Warning' });
  await expect(warning).toContainText('The live video service is not available on this console', { timeout: 30_000 });
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();
}

/** The trainee sends a drill's link from a new incident, as on any call. */
export async function sendLink(trainee: Page, title: string, phone: string): Promise<void> {
  // At the address the trainee's console was opened at (the suite's server, or the room's).
  await trainee.goto(new URL('/#/public/incident/live', trainee.url()).href);
  await expect(trainee.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
  await trainee.getByLabel('Phone number').pressSequentially(phone);
  await trainee.getByLabel('Title', { exact: true }).fill(title);
  await trainee.getByRole('combobox', { name: 'Address', exact: true }).fill('Rua do Catete 100, Rio de Janeiro');
  await trainee.getByLabel('Description', { exact: true }).fill('A training call');
  await trainee.getByRole('button', { name: 'Send SMS' }).click();
  // Creating the incident and sending its link take a while on a busy machine.
  await expect(trainee).toHaveURL(/#\/public\/incident\/live\/[^/?]+$/, { timeout: 30_000 });
}

/** The trainer's console at `url`, the room opened with the trainer's password. */
export async function openRoom(trainer: Page, url: string): Promise<void> {
  await trainer.goto(url);
  await unlockRoom(trainer);
}

/** The trainer's console asks the trainer's password once per tab. */
export async function unlockRoom(trainer: Page): Promise<void> {
  await expect(trainer.getByRole('heading', { level: 1, name: "Trainer's console" })).toBeVisible({ timeout: 30_000 });
  // Only the trainer assigns and injects: the room asks the password the server printed.
  await trainer.getByLabel("Trainer's password", { exact: true }).fill(TRAINER_PASSWORD);
  await trainer.getByRole('button', { name: 'Open the room' }).click();
}
