import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations, useTheme } from './axe-check';
import { fillIncidentForm, installClock, sendSmsAndOpenLive, sidebar, signInStored } from './support';

// Each screen runs even when one before it fails, so a run prints every screen's figures; a failure restarts the
// worker and with it the block's sign-in.
/**
 * The quality bar's "every control has a label or role a screen reader can name", checked by axe-core's rules
 * (WCAG 2 A and AA) on the live pages rather than by hand. Each screen's violations are printed by impact; a serious
 * or critical one fails the test. Every admin section is checked where the layout guard opens it
 * (layout-guard.spec.ts: each one in the dark theme, the incidents, users and reports lists in the light one too, and
 * the allowed devices of tenant_5): one walk opens each section once for both checks.
 *
 * CSP: @axe-core/playwright injects axe through `page.evaluate` of its source, which runs over the DevTools protocol
 * and is not subject to the page's `script-src 'self'` (the csp-guard of the suite checks that no report is sent),
 * so no bypassCSP is needed.
 */

const ADMIN = { email: 'admin@public.demo', tenant: 'public' };
/** A finished demo incident of the public tenant (the one incident-view.spec.ts reviews). */
const PAST_INCIDENT = '100131';
const SHOTS = process.env.E2E_SHOTS_DIR;

/** One page per block, in a context of its own: axe's last step opens a blank page beside it in the same context. */
async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  return context.newPage();
}

/** The width of the outline the focused element draws (Chakra's focus ring), 0 when it draws none. */
const focusRingWidth = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
  });

/** The first element the Tab key reaches, in document order (what a reloaded page's first Tab focuses). */
const firstTabStop = (page: Page) =>
  page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]');
    const first = [...candidates].find((el) => el.tabIndex >= 0 && !el.hasAttribute('disabled'));
    return first?.textContent?.trim() ?? '';
  });

/** Shift+Tab (or Tab) until `target` has the focus (at most `limit` presses), as a keyboard user goes back (on) to it. */
async function tabBackTo(page: Page, target: Locator, limit = 40, key: 'Shift+Tab' | 'Tab' = 'Shift+Tab'): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${key} did not reach ${target.toString()} in ${limit} presses`);
}

/** Switches the theme with the navbar's toggle, as an operator would (no reload: a live call goes on). */
async function switchTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  // The switch's input is visually hidden under its track: the click lands on the track.
  await page.getByRole('checkbox', { name: 'Dark theme' }).setChecked(theme === 'dark', { force: true });
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

test.describe('accessibility: signed out', () => {
  let page: Page;
  // The block's tests in one worker, in order: one page and one sign-in for them all.
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ browser }) => {
    page = await openPage(browser);
  });
  test.afterAll(() => page.context().close());

  for (const theme of ['dark', 'light'] as const)
    test(`login page, ${theme}`, async () => {
      if (!page.url().includes('#/login')) await page.goto('/#/login');
      await useTheme(page, theme);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expectNoSeriousViolations(page, `login (${theme})`);
    });
});

/** Every animation and transition on the page that lasts longer than a hundredth of a millisecond, named. */
const lastingMotion = (page: Page) =>
  page.evaluate(() => {
    const longest = (list: string) => Math.max(...list.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000)));
    const moving: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        const animation = style.animationName === 'none' ? 0 : longest(style.animationDuration);
        const transition = style.transitionProperty === 'none' ? 0 : longest(style.transitionDuration);
        if (Math.max(animation, transition) > 0.01)
          moving.push(
            `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}${pseudo ?? ''} ${Math.max(animation, transition)} ms`,
          );
      }
    }
    return [...new Set(moving)].slice(0, 10);
  });

test('a reader who asks for less motion gets none: buttons, skeletons, spinners, menus', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signInStored(page, ADMIN);
  await page.goto(`/#/${ADMIN.tenant}/control-panel`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  // While the 90 days are read: the placeholders' pulse and the spinner.
  await page.getByRole('button', { name: '90 days', exact: true }).click();
  expect(await lastingMotion(page)).toEqual([]);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  // A menu's entrance (the language menu), and a scroll the console starts itself.
  await page
    .getByRole('button', { name: /language/i })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await lastingMotion(page)).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  // A dialog still opens and closes (its end is announced though it has no time to move).
  await page.getByRole('menuitem', { name: 'Español' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Change language?' }).or(page.getByRole('dialog', { name: 'Change language?' }));
  await expect(dialog).toBeVisible();
  expect(await lastingMotion(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('menu')).toBeHidden();
  await context.close();
});

test.describe(`accessibility: signed in as ${ADMIN.email}`, () => {
  let page: Page;
  // The block's tests in one worker, in order: one page and one sign-in for them all.
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ browser }) => {
    page = await openPage(browser);
    // The page's timers run on Playwright's clock: the call's test runs the seconds before the caller joins at once.
    await installClock(page);
    await signInStored(page, ADMIN, { at: 'users' });
  });
  test.afterAll(() => page.context().close());

  test('keyboard: the skip link comes first and moves to the main content; sidebar links and icon buttons show a ring', async () => {
    await sidebar(page).getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const route = page.url();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 15_000 });
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/skip-link.png` });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    expect(page.url()).toBe(route);

    // Back from the main content: the navbar's icon buttons, then the sidebar's links.
    await tabBackTo(page, page.getByRole('button', { name: 'Minimise sidebar' }));
    expect(await focusRingWidth(page)).toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/focus-icon-button.png` });
    await tabBackTo(page, sidebar(page).getByRole('link', { name: 'Reports', exact: true }));
    expect(await focusRingWidth(page)).toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/focus-sidebar-link.png` });
  });

  for (const theme of ['dark', 'light'] as const)
    test(`incident view of a past incident, ${theme}`, async () => {
      await page.goto(`/#/public/incident/view/${PAST_INCIDENT}`);
      await switchTheme(page, theme);
      await expect(page.getByLabel(/^Recording player:/)).toBeVisible({ timeout: 15_000 });
      await expectNoSeriousViolations(page, `incident view (${theme})`);
    });

  test('create mode, then a live incident with the caller on video, in both themes', async () => {
    // Five axe runs and a call: more than the default minute on a busy machine.
    test.setTimeout(150_000);
    await page.goto('/#/public/incident/live');
    await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
    for (const theme of ['dark', 'light'] as const) {
      await switchTheme(page, theme);
      await expectNoSeriousViolations(page, `create mode (${theme})`);
    }

    const title = 'Accessibility check';
    // createLiveIncident's steps after its sign-in: this block is already signed in and on create mode.
    await fillIncidentForm(page, { digits: '21987654321', title });
    await sendSmsAndOpenLive(page, ADMIN.tenant);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    // The caller publishes 11 s after the link.
    await page.clock.runFor('00:12');
    const video = page.getByLabel("Caller's live video");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
    const stop = page.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Stop', exact: true });
    for (const theme of ['light', 'dark'] as const) {
      await switchTheme(page, theme);
      await expectNoSeriousViolations(page, `live incident (${theme})`);
      // The red Stop shows the focus ring in both themes (reached from the theme switch by Tab).
      await tabBackTo(page, stop, 40, 'Tab');
      expect(await focusRingWidth(page)).toBeGreaterThan(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/focus-stop-${theme}.png` });
    }
    // The shortcuts' list, over the call.
    await page.keyboard.press('Shift+?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expectNoSeriousViolations(page, 'keyboard shortcuts (dark)');
    await page.keyboard.press('Escape');
    expect(await firstTabStop(page)).toBe('Skip to main content');
  });
});
