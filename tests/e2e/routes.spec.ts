import { expect, test, type Page } from '@playwright/test';
import { TENANT5_SUPER } from './route-list';
import { sharedSignedInPage, sidebar, signIn, signInStored } from './support';

test.describe('routes and guards (SPEC §2)', () => {
  // The signed-out routes in one tab (one load of the app for them all), each opened by its address as typed into the
  // address bar of the open app: wouter follows the hash.
  test.describe('signed out, in one tab', () => {
    test.describe.configure({ mode: 'default' });
    let opened: Page | undefined;
    test.beforeAll(async ({ browser }) => {
      opened = await browser.newPage();
    });
    test.afterAll(() => opened?.close());
    const tab = (): Page => {
      if (!opened) throw new Error('the signed-out tab is opened before the tests');
      return opened;
    };

    test('the app opened at / or at any route it does not know goes to login', async () => {
      const page = tab();
      // The first opens the app; the others change the route of the open app (wouter follows the hash), as typing
      // them into its address bar does: each is matched and sent to login on its own.
      for (const path of ['/', '/#/', '/#/nowhere', '/#/public/no-such-section', '/#/tenant_5/incident/elsewhere', '/#/a/b/c/d']) {
        await page.goto(path);
        await expect(page, `${path} goes to login`).toHaveURL(/#\/login$/);
        await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      }
    });

    test('minihq/{tenant} goes to the mini-HQ login of teleport/{tenant}, with the tenant filled in', async () => {
      const page = tab();
      await page.goto('/#/minihq/tenant_5');
      await expect(page).toHaveURL(/#\/teleport\/tenant_5\/login$/);
      await expect(page.getByLabel('Tenant')).toHaveValue('tenant_5');
      await page.goto('/#/teleport/tenant_12');
      await expect(page).toHaveURL(/#\/teleport\/tenant_12\/login$/);
    });

    test("the tab title is 'HQ Admin' for the configured tenant (demo: tenant_24), else the product title", async () => {
      const page = tab();
      await page.goto('/#/login/tenant_24');
      await expect(page).toHaveTitle('HQ Admin');
      await page.goto('/#/login/tenant_5');
      await expect(page).toHaveTitle('Incident Console');
    });

    test('deeplinks is a public page', async () => {
      const page = tab();
      await page.goto('/#/deeplinks');
      await expect(page.getByRole('heading', { name: 'Open this link in the app' })).toBeVisible();
      await page.getByRole('link', { name: 'Go to sign in' }).click();
      await expect(page).toHaveURL(/#\/login$/);
    });
  });

  test('mini-HQ login lands a super user on the create-incident screen (a route starting with teleport)', async ({ page }) => {
    await page.goto('/#/teleport/tenant_5/login');
    await signIn(page, 'super@tenant5.demo', 'tenant_5');
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/live$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible();
  });

  test('the read-only live view needs no login; the other incident routes do', async ({ page }) => {
    await page.goto('/#/tenant_5/incident/live/17/view');
    // Without the link's share token it opens, signed out, and shows nothing but its notice that the link opens nothing.
    await expect(page.getByRole('heading', { name: 'Live incident 17 (view only)', includeHidden: true })).toBeAttached();
    await expect(
      page.getByText('This link does not open any incident. Check the link, or ask whoever sent it for a new one.'),
    ).toBeVisible();
    await page.goto('/#/tenant_5/incident/live/17');
    await expect(page).toHaveURL(/#\/login\?redirect=tenant_5%2Fincident%2Flive%2F17$/);
    await page.goto('/#/tenant_5/incident/view/17?fromIncidentDetail=true');
    await expect(page).toHaveURL(/#\/login\?redirect=tenant_5%2Fincident%2Fview%2F17%3FfromIncidentDetail%3Dtrue$/);
    await expect(page.getByLabel('Tenant')).toHaveValue('tenant_5');
    await signIn(page, 'super@tenant5.demo', 'tenant_5');
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/view\/17\?fromIncidentDetail=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Incident 17' })).toBeVisible();
  });

  // Every admin section of §2 opening under the tenant with its translated title (the public tenant's as its super
  // user, allowed devices as tenant_5's): the layout guard's walks open each one and wait for its whole title
  // (layout-guard.spec.ts), once for both checks.

  test('a section the tenant does not offer is refused alike to its super user and to an account without permissions', async ({
    browser,
  }) => {
    for (const account of [TENANT5_SUPER, { email: 'noperm@tenant5.demo', tenant: 'tenant_5' }]) {
      const page = await browser.newPage();
      await signInStored(page, account);
      for (const [key, title] of [
        ['incidents', 'Incidents'],
        ['incidents-map', 'Incidents map'],
        ['tenants', 'Tenants'],
      ]) {
        await page.goto(`/#/tenant_5/${key}`);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: 'This section is not available for your tenant' })).toBeVisible();
        await expect(main.getByText(`“${title}” is not part of this tenant’s console, for any of its accounts.`)).toBeVisible();
        await expect(main.getByRole('table')).toHaveCount(0);
      }
      await page.close();
    }
  });

  // The super user of tenant_5's routes in one signed-in tab, from screen to screen by address.
  test.describe('as the super user of tenant_5, in one tab', () => {
    test.describe.configure({ mode: 'default' });
    const superTab = sharedSignedInPage(TENANT5_SUPER);

    test('what the sidebar offers a super user is what opens by address', async () => {
      test.slow();
      const page = superTab();
      const links = sidebar(page).getByRole('link');
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(10);
      for (const href of hrefs) {
        await page.goto(`/${href}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('heading', { level: 1, name: /not available for your tenant|do not have access/ }), href).toHaveCount(
          0,
        );
      }
    });

    test("another tenant's route never shows: the user goes to their own landing route", async () => {
      const page = superTab();
      for (const other of ['public/users', 'tenant_12/settings', 'tenant_50/incident/live', 'tenant_24/incident/view/3']) {
        await page.goto(`/#/${other}`);
        await expect(page).toHaveURL(/#\/tenant_5\/users$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
      }
    });
  });

  // Hostile redirects, in the browser: hostile-input.spec.ts (each value refused, the landing route opens); why each
  // one is refused: tests/domain/routing-redirect.test.ts.
  test('a redirect to an in-app route of the same tenant is honoured after login', async ({ page }) => {
    await page.goto('/#/login?redirect=tenant_5%2Freports');
    await expect(page.getByLabel('Tenant')).toHaveValue('tenant_5');
    await signIn(page, 'super@tenant5.demo', 'tenant_5');
    await expect(page).toHaveURL(/#\/tenant_5\/reports$/);
  });
});
