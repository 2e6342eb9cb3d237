import { expect, test, type Locator, type Page, type ViewportSize } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { layoutProblems } from './layout-problems';
import {
  ADMIN_ACCOUNT,
  ADMIN_SECTIONS,
  OTHER_TENANT_ROUTES,
  PAST_INCIDENT,
  PUBLIC_ROUTES,
  SIGNED_IN_ROUTES,
  TENANT5_SUPER,
} from './route-list';
import {
  createLiveIncident,
  installClock,
  openCreateMode,
  runClockUntilToast,
  SCREEN_SIZES,
  sharedSignedInPage,
  sidebar,
  signInStored,
} from './support';

/**
 * The layout guard: on every screen of SPEC §2 at the operators' three sizes, what a new user would trip over
 * (layoutProblems, one measure a screen a size): text narrower than its first word, the page scrolling sideways, a
 * toast over a control, a control or a block cut by its scrolling frame, the header's actions off screen. The walks that
 * open every admin section also run axe-core's rules on each (the quality bar's "every control has a label or role a
 * screen reader can name"; accessibility.spec.ts checks the login, the incident screens and the keyboard): one walk
 * opens each section once for both.
 */

/** The problems of a screen once it has settled (its loading may reflow it), each prefixed with where it was seen. */
async function problemsOf(page: Page, heading: string | RegExp, where: string, level?: number): Promise<string[]> {
  // A string is the screen's whole title in English (SPEC §2's translated titles), a pattern a part of it.
  await expect(page.getByRole('heading', { level, name: heading, exact: typeof heading === 'string' }).first()).toBeVisible({
    timeout: 20_000,
  });
  // A list is measured with its rows: an empty table still loading has nothing under its pinned actions yet.
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  let last: string[] = [];
  await expect
    .poll(async () => (last = await layoutProblems(page)), { timeout: 5_000 })
    .toEqual([])
    .catch(() => undefined);
  return last.map((problem) => `${where}: ${problem}`);
}

/**
 * axe-core's serious or critical violations on the screen as it shows now, once every part of it has loaded (none
 * busy), as one line naming the screen; none when it has none. Every screen's figures are printed (axe-check.ts).
 */
async function accessibilityProblems(page: Page, where: string): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  return expectNoSeriousViolations(page, where).then(
    () => [],
    (error: Error) => [error.message],
  );
}

/** The admin sections' keys: the screens whose accessibility the guard's walks check. */
const ADMIN_SECTION_KEYS = new Set(ADMIN_SECTIONS.map(([key]) => key));

/**
 * Each screen opened once, measured at each size in turn (the window resized in place, as an operator resizes it).
 * What the measure finds at a size is the layout's (the theme changes colours, not sizes); what it finds in a theme is
 * the colours' (a field's edge, a switch's track: the same at every size). So a screen is measured at every size in one
 * theme, and in the other theme at the first size only (`sizes`).
 */
async function problemsAtEachSize(
  page: Page,
  heading: string | RegExp,
  where: string,
  level?: number,
  sizes: readonly ViewportSize[] = SCREEN_SIZES,
): Promise<string[]> {
  const problems: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    problems.push(...(await problemsOf(page, heading, `${where} at ${size.width}x${size.height}`, level)));
  }
  return problems;
}

/** Where a screen is measured in `theme`: every size in the dark theme (the default), the first in the light one. */
function sizesIn(theme: 'dark' | 'light'): readonly ViewportSize[] {
  return theme === 'dark' ? SCREEN_SIZES : SCREEN_SIZES.slice(0, 1);
}

test.describe('layout guard: signed in, every screen at every size', () => {
  const page = sharedSignedInPage(ADMIN_ACCOUNT, { viewport: SCREEN_SIZES[0] });
  // Each screen opens under the tenant with its translated title (its heading, whole), then is measured at each size;
  // each admin section is then checked by axe in the default (dark) theme.
  test('every signed-in screen of SPEC §2, and the admin sections by axe in the dark theme', async () => {
    test.setTimeout(480_000);
    await expect(page().locator('html')).toHaveClass(/\bdark\b/);
    const problems: string[] = [];
    for (const route of SIGNED_IN_ROUTES) {
      await page().goto(`/#/${ADMIN_ACCOUNT.tenant}/${route.path}`);
      problems.push(...(await problemsAtEachSize(page(), route.heading, route.path, 1)));
      if (ADMIN_SECTION_KEYS.has(route.path)) problems.push(...(await accessibilityProblems(page(), `${route.path} (dark)`)));
    }
    expect(problems).toEqual([]);
  });
});

test.describe('layout guard: the sections the public tenant does not offer, in tenant_5', () => {
  const page = sharedSignedInPage(TENANT5_SUPER, { viewport: SCREEN_SIZES[0] });
  test('every such screen at every size, and by axe in the dark theme', async () => {
    const problems: string[] = [];
    for (const route of OTHER_TENANT_ROUTES) {
      await page().goto(`/#/${TENANT5_SUPER.tenant}/${route.path}`);
      problems.push(...(await problemsAtEachSize(page(), route.heading, route.path, 1)));
      problems.push(...(await accessibilityProblems(page(), `${route.path} (dark)`)));
    }
    expect(problems).toEqual([]);
  });
});

test('layout guard: the public screens at every size, and by axe in the dark theme', async ({ page }) => {
  const problems: string[] = [];
  for (const route of PUBLIC_ROUTES) {
    await page.goto(`/#/${route.path}`);
    problems.push(...(await problemsAtEachSize(page, route.heading, route.path)));
    // The login is checked in both themes with its controls by accessibility.spec.ts; the other public screens here.
    if (route.path !== 'login') problems.push(...(await accessibilityProblems(page, `${route.path} (dark)`)));
  }
  expect(problems).toEqual([]);
});

test('create mode at 1280x720 keeps Send SMS in view when the form shows its messages', async ({ page }) => {
  await page.setViewportSize(SCREEN_SIZES[0]);
  await openCreateMode(page, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.tenant);
  // Each field touched and left wrong: every one of them says what it needs.
  await page.getByLabel('Phone number').pressSequentially('12');
  for (const label of ['Title', 'Address', 'Description']) {
    const field = page.getByLabel(label, { exact: true });
    await field.fill('x');
    await field.fill('');
  }
  await page.getByLabel('Phone number').focus();
  await expect(page.getByText(/required/i).first()).toBeVisible();
  const send = page.getByRole('button', { name: 'Send SMS' });
  await expect(send).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Send WhatsApp' })).toBeInViewport({ ratio: 1 });
});

test('a user without permissions gets no empty sidebar', async ({ page }) => {
  await signInStored(page, { email: 'noperm@tenant5.demo', tenant: 'tenant_5' });
  await expect(page.getByRole('main')).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Minimise sidebar' })).toHaveCount(0);
});

test("the incident view in Portuguese and Spanish at every size: a readable title, its header's actions wrapped tidily", async ({
  page,
}) => {
  // The longest words of the header: at 1280 px in Portuguese its seven actions no longer fit on one row.
  const problems: string[] = [];
  for (const language of ['pt', 'es']) {
    await page.setViewportSize(SCREEN_SIZES[0]);
    await signInStored(page, ADMIN_ACCOUNT, { language, at: `incident/view/${PAST_INCIDENT}` });
    problems.push(...(await problemsAtEachSize(page, /Suspicious package/, `incident view (${language})`, 1)));
  }
  expect(problems).toEqual([]);
});

// The light theme's three lists are also checked by axe (the dark theme's are, in the walk of every screen).
test('the heavy screens in the light theme (the lists by axe too), and in Spanish as super@tenant5 at every size and in both themes', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  const walk = async (
    account: typeof ADMIN_ACCOUNT | typeof TENANT5_SUPER,
    paths: readonly string[],
    where: string,
    { axe = false, sizes = SCREEN_SIZES }: { axe?: boolean; sizes?: readonly ViewportSize[] } = {},
  ) => {
    for (const path of paths) {
      await page.goto(`/#/${account.tenant}/${path}`);
      problems.push(...(await problemsAtEachSize(page, /./, `${path} (${where})`, 1, sizes)));
      if (axe) problems.push(...(await accessibilityProblems(page, `${path} (${where})`)));
    }
  };
  await page.setViewportSize(SCREEN_SIZES[0]);
  await signInStored(page, ADMIN_ACCOUNT, { at: 'incidents' });
  // The theme is switched in place with the navbar's switch, as an operator switches it: the screens are not loaded again.
  await switchTheme(page, 'light');
  // Their layout at every size was measured in the dark theme by the walk of every screen: here, the light theme's colours.
  await walk(ADMIN_ACCOUNT, ['incidents', 'users', 'reports'], 'light', { axe: true, sizes: sizesIn('light') });
  await walk(ADMIN_ACCOUNT, ['control-panel', 'incident/live', `incident/view/${PAST_INCIDENT}`], 'light', { sizes: sizesIn('light') });
  await signInStored(page, TENANT5_SUPER, { language: 'es' });
  for (const theme of ['dark', 'light'] as const) {
    await switchTheme(page, theme, 'Tema oscuro');
    const sizes = sizesIn(theme);
    await walk(TENANT5_SUPER, ['users', 'reports', 'control-panel', 'roles', 'allowed-devices'], `es, ${theme}`, { sizes });
  }
  expect(problems).toEqual([]);
});

/** Switches the theme with the navbar's switch (named `name` in the console's language), as an operator does (no reload: a call goes on). */
async function switchTheme(page: Page, theme: 'dark' | 'light', name = 'Dark theme'): Promise<void> {
  await page.getByRole('checkbox', { name }).setChecked(theme === 'dark', { force: true });
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

/** A dialog opened with `opener`, measured at each of `sizes` once settled, then closed with Escape. */
async function dialogProblems(
  page: Page,
  opener: Locator,
  dialogName: string | RegExp,
  where: string,
  sizes: readonly ViewportSize[] = SCREEN_SIZES,
): Promise<string[]> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName }).or(page.getByRole('alertdialog', { name: dialogName }));
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const problems: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    let last: string[] = [];
    await expect
      .poll(async () => (last = await layoutProblems(page)), { timeout: 5_000 })
      .toEqual([])
      .catch(() => undefined);
    problems.push(...last.map((problem) => `${where} at ${size.width}x${size.height}: ${problem}`));
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.setViewportSize(SCREEN_SIZES[0]);
  return problems;
}

test('the dialogs and their fields at every size and in both themes: create and edit forms, search, push, share', async ({ page }) => {
  test.setTimeout(300_000);
  await installClock(page);
  await page.setViewportSize(SCREEN_SIZES[0]);
  await signInStored(page, ADMIN_ACCOUNT);
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await switchTheme(page, theme);
    const sizes = sizesIn(theme);
    await page.goto(`/#/${ADMIN_ACCOUNT.tenant}/users`);
    await expect(page.locator('table[aria-busy="false"]')).toBeVisible({ timeout: 20_000 });
    const users = page.getByRole('main');
    problems.push(
      ...(await dialogProblems(page, users.getByRole('button', { name: 'New user' }), 'New user', `new user (${theme})`, sizes)),
    );
    const edit = users.getByRole('button', { name: /^Edit / }).first();
    problems.push(...(await dialogProblems(page, edit, (await edit.getAttribute('aria-label')) ?? '', `edit user (${theme})`, sizes)));
    await page.goto(`/#/${ADMIN_ACCOUNT.tenant}/roles`);
    problems.push(
      ...(await dialogProblems(page, page.getByRole('button', { name: 'New role' }), 'New role', `new role (${theme})`, sizes)),
    );
    await page.goto(`/#/${ADMIN_ACCOUNT.tenant}/incident/view/${PAST_INCIDENT}`);
    const search = page.getByRole('button', { name: 'Search incidents' });
    problems.push(...(await dialogProblems(page, search, 'Search incidents', `search (${theme})`, sizes)));
    problems.push(
      ...(await dialogProblems(page, page.getByRole('button', { name: 'Send push' }), /push notification/, `push (${theme})`, sizes)),
    );
  }
  // The share dialog's invitations, on a live call with the caller on video (the theme switched during the call).
  await createLiveIncident(page, ADMIN_ACCOUNT, { digits: '21987654321', title: 'Guard share dialog' });
  // The caller's first notices, held on screen by stopping the clock once they show: the page gives way to them.
  await runClockUntilToast(page);
  problems.push(...(await problemsAtEachSize(page, 'Guard share dialog', 'live page with toasts')));
  await page.clock.resume();
  await page.clock.runFor('00:12');
  const share = page.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Share' });
  await expect(share).toBeVisible({ timeout: 25_000 });
  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    const sizes = sizesIn(theme);
    problems.push(...(await dialogProblems(page, share, 'Share this incident', `share (${theme})`, sizes)));
  }
  expect(problems).toEqual([]);
});
