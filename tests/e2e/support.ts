import { expect, test, type Browser, type Locator, type Page, type ViewportSize } from '@playwright/test';
import { IN_BROWSER_DEMO_KEYS } from '../../src/adapters/fake/demo-world/share-tokens';

export const PASSWORD = 'demo1234';

/** Signs in through the form as a person would (the tenant typed in the Tenant field). */
export async function signIn(page: Page, email: string, tenant: string, password = PASSWORD): Promise<void> {
  if (!/#\/(login|teleport)/.test(page.url())) await page.goto('/#/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Tenant').fill(tenant);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A demo account: its email and the tenant typed in the Tenant field. */
export interface DemoAccount {
  readonly email: string;
  readonly tenant: string;
}

/** What a signed-in tab of the demo keeps (its localStorage and sessionStorage), and the route it landed on. */
interface StoredSession {
  readonly local: Record<string, string>;
  readonly session: Record<string, string>;
  /** The account's landing route; unknown when the sign-in went straight to a route of the test's (`at`). */
  readonly landing?: string;
}

// One sign-in per account and test worker: the first test that needs an account signs in through the form, later
// tests (of any file the worker runs) start from what that tab stored, as a reload of a signed-in tab does.
const storedSessions = new Map<string, StoredSession>();

/** Where signInStored opens the console: in a language chosen earlier, at a route of the test's. */
interface SignInOptions {
  readonly language?: string;
  /**
   * The route under the tenant to open (`incident/live`, `users?page=2`) instead of the account's landing route: the
   * console is loaded once, there, and the landing screen (the admin's incidents map, a super user's 10,000 users) is
   * not drawn for a test that leaves it at once. The worker's first sign-in goes there by the login's `redirect`.
   */
  readonly at?: string;
}

/**
 * Opens the app in `page` signed in as `account`, on the route its sign-in lands on (or `at`), for a test that is not
 * about signing in. The worker's first call signs in through the form (signIn); the next calls for the same account put
 * the storage that sign-in left into the page's origin and open the route, without the form. With `language`, the
 * console opens in that language (SPEC §3 currentLanguage, read when the app starts), as a tab whose operator chose
 * it earlier: no second load to switch.
 */
export async function signInStored(page: Page, account: DemoAccount, { language, at }: SignInOptions = {}): Promise<void> {
  const key = `${account.tenant} ${account.email}`;
  const stored = storedSessions.get(key);
  const tenantRoute = new RegExp(`#/${account.tenant}/`);
  if (!stored || (at === undefined && stored.landing === undefined)) {
    if (at !== undefined) {
      // A login page already open reads no new redirect from its address: the app is opened anew on it.
      await page.goto('about:blank');
      await page.goto(`/#/login?redirect=${encodeURIComponent(`${account.tenant}/${at}`)}`);
    }
    await signIn(page, account.email, account.tenant);
    await expect(page).toHaveURL(at === undefined ? tenantRoute : routeOf(account.tenant, at), { timeout: 15_000 });
    // The sign-in's last step, the device's push subscription, is kept after the landing route shows: the stored
    // session waits for it (a tab reloaded before it would not receive pushes).
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('demo.push') !== null)).toBe(true);
    // The theme is the browser's choice, not the session's: a tab switched to light before this sign-in does not
    // pass it on to the later tests that start from the stored session.
    const storage = await page.evaluate((theme) => {
      const local: Record<string, string> = { ...localStorage };
      delete local[theme];
      return { local, session: { ...sessionStorage } };
    }, THEME_KEY);
    storedSessions.set(key, { ...storage, landing: at === undefined ? new URL(page.url()).hash : stored?.landing });
    if (language !== undefined) await openInLanguage(page, language);
    return;
  }
  // A static file of the app's origin: its storage can be written before the app starts. The language a sign-in
  // stores (the tenant's default) is read when the app starts, so the signed-in tab still shows the one it had:
  // it is written back once the app has started, as after a sign-in in this tab.
  const { [LANGUAGE_KEY]: signedInLanguage, ...local } = stored.local;
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ local: localItems, session }) => {
      for (const [name, value] of Object.entries(localItems)) localStorage.setItem(name, value);
      for (const [name, value] of Object.entries(session)) sessionStorage.setItem(name, value);
    },
    { local: language === undefined ? local : { ...local, [LANGUAGE_KEY]: language }, session: stored.session },
  );
  await page.goto(at === undefined ? `/${stored.landing}` : `/#/${account.tenant}/${at}`);
  await expect(page).toHaveURL(tenantRoute, { timeout: 15_000 });
  // The signed-in layout has opened (its navbar; a user without permissions has no sidebar), in whatever language.
  await expect(page.getByRole('banner').getByRole('button').last()).toBeVisible();
  if (language === undefined && signedInLanguage !== undefined)
    await page.evaluate(([name, value]) => localStorage.setItem(name, value), [LANGUAGE_KEY, signedInLanguage] as const);
}

/** The address of `route` under `tenant`, as a pattern of the page's whole address. */
function routeOf(tenant: string, route: string): RegExp {
  return new RegExp(`#/${tenant}/${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** The signed-in tab chooses `language` and reloads into it (a worker's first sign-in lands in the tenant's own). */
async function openInLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [LANGUAGE_KEY, language] as const);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button').last()).toBeVisible();
}

/** Where the console keeps the language it opens in (SPEC §3 currentLanguage). */
const LANGUAGE_KEY = 'currentLanguage';

/** Where the console keeps the theme the navbar's switch chose (SPEC §1). */
const THEME_KEY = 'darkTheme';

/** A single sign-on link token as the demo's HQ signs it (the demo server refuses a token by its shape alone). */
export function demoSsoToken(tenant: string, accountId: string): string {
  return IN_BROWSER_DEMO_KEYS.linkToken(tenant, accountId, Date.now());
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

/** Signs in (signInStored) and opens create mode of the live page ({tenant}/incident/live), with an optional query (`scenario=…`, `phone=…`). */
export async function openCreateMode(page: Page, email: string, tenant: string, query = ''): Promise<void> {
  await signInStored(page, { email, tenant }, { at: `incident/live${query ? `?${query.replace(/^\?/, '')}` : ''}` });
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
  const address = page.getByLabel('Address', { exact: true });
  await address.fill('Carrera 7');
  await page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first().click();
  // The choice closes the suggestions and gives the focus back to the field (on the next frame): the description is
  // typed after that, as a person's next click comes.
  await expect(page.getByRole('listbox', { name: 'Address suggestions' })).toBeHidden();
  await expect(address).toBeFocused();
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
  await signInStored(page, account);
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
 * them), its timers on Playwright's clock when `clock` is set (installClock). Call it inside the block; the answer
 * gives the page.
 */
export function sharedSignedInPage(
  account: { readonly email: string; readonly tenant: string },
  {
    viewport = { width: 1366, height: 768 },
    clock = false,
  }: { readonly viewport?: { width: number; height: number }; readonly clock?: boolean } = {},
) {
  let opened: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    opened = await browser.newPage({ viewport });
    if (clock) await installClock(opened);
    await signInStored(opened, account);
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

/** The screen sizes operators use (the live page fits each without scrolling). */
export const SCREEN_SIZES = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;

/** The named blocks not wholly inside the viewport (with their box), and whether the page or its main area scrolls. */
export async function offScreen(page: Page, blocks: Readonly<Record<string, Locator>>): Promise<string[]> {
  const size = page.viewportSize() ?? { width: 0, height: 0 };
  const misses: string[] = [];
  for (const [name, locator] of Object.entries(blocks)) {
    const box = await locator.boundingBox({ timeout: 5_000 }).catch(() => null);
    if (!box || box.width === 0 || box.height === 0) misses.push(`${name}: not shown`);
    else if (box.x < 0 || box.y < 0 || box.x + box.width > size.width + 0.5 || box.y + box.height > size.height + 0.5)
      misses.push(`${name}: ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`);
  }
  const scrolls = await page.evaluate(() => {
    const main = document.querySelector('main');
    const root = document.scrollingElement ?? document.documentElement;
    return { page: root.scrollHeight > root.clientHeight + 1, main: main ? main.scrollHeight > main.clientHeight + 1 : false };
  });
  if (scrolls.page) misses.push('the page scrolls');
  if (scrolls.main) misses.push('the main area scrolls');
  return misses;
}

/**
 * Whether a box between the element and the page (one that scrolls or clips what overflows it) hides part of it: on
 * screen by its own position, yet below the fold of a short video area, say.
 */
async function cutOff(locator: Locator): Promise<boolean> {
  return locator
    .evaluate(
      (element) => {
        const own = element.getBoundingClientRect();
        for (let box = element.parentElement; box; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const edge = box.getBoundingClientRect();
          if (own.top < edge.top - 0.5 || own.bottom > edge.bottom + 0.5 || own.left < edge.left - 0.5 || own.right > edge.right + 0.5)
            return true;
        }
        return false;
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => false);
}

/** At each of SCREEN_SIZES, `misses` comes to name nothing; the page gets `restore` back after. */
async function noMissOnEachScreen(page: Page, misses: () => Promise<string[]>, restore: ViewportSize | null): Promise<void> {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await expect.poll(misses, { message: `at ${size.width}x${size.height}`, timeout: 30_000 }).toEqual([]);
  }
  if (restore) await page.setViewportSize(restore);
}

/**
 * At each of SCREEN_SIZES, no block is cut off by a box that scrolls or clips it (on screen by its own position, yet
 * below the fold of a short video area); the page gets `restore` back after.
 */
export async function expectUncutOnEachScreen(
  page: Page,
  blocks: Readonly<Record<string, Locator>>,
  restore = page.viewportSize(),
): Promise<void> {
  const cut = async () => {
    const names: string[] = [];
    for (const [name, locator] of Object.entries(blocks)) if (await cutOff(locator)) names.push(`${name}: cut off`);
    return names;
  };
  await noMissOnEachScreen(page, cut, restore);
}

/** At each of SCREEN_SIZES, every block is on screen without scrolling; the page gets `restore` back after. */
export async function expectOnEachScreen(
  page: Page,
  blocks: Readonly<Record<string, Locator>>,
  restore = page.viewportSize(),
): Promise<void> {
  await noMissOnEachScreen(page, () => offScreen(page, blocks).catch((error: unknown) => [String(error)]), restore);
}

/**
 * Runs the page's timers and dates on Playwright's clock (page.clock: time flows as usual, and `page.clock.runFor`
 * runs the seconds a simulated caller waits at once), from the next page load on. Animation frames stay the
 * browser's own: a dialog waits for a frame before it watches its closing animation end, and a frame from the
 * timer queue may come after that animation has already ended, leaving the closed dialog on screen.
 */
export async function installClock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__frames = { request: window.requestAnimationFrame.bind(window), cancel: window.cancelAnimationFrame.bind(window) };
  });
  await page.clock.install();
  await page.addInitScript(() => {
    const frames = (window as unknown as { __frames: { request: typeof requestAnimationFrame; cancel: typeof cancelAnimationFrame } })
      .__frames;
    window.requestAnimationFrame = frames.request;
    window.cancelAnimationFrame = frames.cancel;
  });
}

/**
 * Runs the page's clock (installClock) in short steps until a toast shows, then stops the clock there and returns the
 * shown toasts: a toast lasts 2 to 3 s (SPEC §9), so the step that brings it cannot also take it away, and it stays
 * while the test looks. `page.clock.resume()` lets time flow again.
 */
export async function runClockUntilToast(page: Page, withinMs = 30_000): Promise<Locator> {
  const toasts = page.locator('[data-scope="toast"][data-part="root"][data-state="open"]');
  for (let ran = 0; ran < withinMs && (await toasts.count()) === 0; ran += 250) await page.clock.runFor(250);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1);
  await expect(toasts.first()).toBeVisible();
  return toasts;
}
