import { expect, test, type Page } from '@playwright/test';
import { sharedSignedInPage, sidebar, sidebarLabels, signIn, signInStored } from './support';

// The accounts most tests read the layout of share one signed-in page each for the file (one app load, not one per
// test): each such test opens its account's landing route by its address first, as from the sidebar. The file's tests
// run one after the other in one worker, so each page opens once.
test.describe.configure({ mode: 'default' });
const VIEWPORT = { viewport: { width: 1280, height: 720 } };
const adminPage = sharedSignedInPage({ email: 'admin@public.demo', tenant: 'public' }, VIEWPORT);
const tenant24Page = sharedSignedInPage({ email: 'operator@tenant24.demo', tenant: 'tenant_24' }, VIEWPORT);
const super5Page = sharedSignedInPage({ email: 'super@tenant5.demo', tenant: 'tenant_5' }, VIEWPORT);

/** The shared page of an account on its landing route (`route`), its heading shown. */
async function atLanding(page: Page, route: string, heading: string): Promise<Page> {
  await page.goto(`/#/${route}`);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  return page;
}

test.describe('admin layout: sidebar (SPEC §2 Sidebar)', () => {
  test('a super user of the public tenant sees every entry except allowed devices', async () => {
    const page = await atLanding(adminPage(), 'public/incidents-map', 'Incidents map');
    await expect(page).toHaveURL(/#\/public\/incidents-map$/);
    // Grouped by what they are for (operations, people and access, catalogues, system), each group in SPEC §2's order.
    expect(await sidebarLabels(page)).toEqual([
      'Teleport',
      'Incidents map',
      'Incidents',
      'App ratings',
      'Reports',
      'Argos',
      'Dashboard',
      'Users',
      'Registration requests',
      'Sign-in attempts',
      'Allowed IP addresses',
      'Permissions',
      'Roles',
      'Signed-in users',
      'Places of interest',
      'Allowed places',
      'Predefined descriptions',
      'Files',
      'Tenants',
      'Speed tests',
      'Features',
      'Settings',
      'Logs',
    ]);
    for (const group of ['Operations', 'People and access', 'Catalogues', 'System']) {
      await expect(sidebar(page).getByRole('list', { name: group })).toBeVisible();
    }
    await expect(sidebar(page).getByRole('link', { name: 'Incidents map' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).getByText('Version 1.15.0')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Incident Console logo' })).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'Roles' }).click();
    await expect(page).toHaveURL(/#\/public\/roles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).getByRole('link', { name: 'Incidents map' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Incident Console');
  });

  test('operator@tenant24.demo (allowed-devices tenant, permissions) sees its permitted entries, the tenant logo and HQ Admin title', async () => {
    const page = await atLanding(tenant24Page(), 'tenant_24/allowed-devices', 'Allowed devices');
    await expect(page).toHaveURL(/#\/tenant_24\//);
    expect(await sidebarLabels(page)).toEqual(['Teleport', 'Argos', 'Allowed devices', 'Files', 'Settings']);
    await expect(page.getByRole('img', { name: 'Tenant logo' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Incident Console logo' })).toHaveCount(0);
    await expect(page).toHaveTitle('HQ Admin');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /tenants\/tenant_24\/favicon\.svg$/);
  });

  test('operator@tenant5.demo (permission-limited) sees only Teleport and Reports', async ({ page }) => {
    await signInStored(page, { email: 'operator@tenant5.demo', tenant: 'tenant_5' });
    await expect(page).toHaveURL(/#\/tenant_5\//);
    expect(await sidebarLabels(page)).toEqual(['Teleport', 'Reports']);
  });

  test('a super user of an allowed-devices tenant sees allowed devices but not the public-only entries', async () => {
    const page = await atLanding(super5Page(), 'tenant_5/users', 'Users');
    const labels = await sidebarLabels(page);
    expect(labels).toContain('Allowed devices');
    for (const publicOnly of [
      'Incidents map',
      'Registration requests',
      'Tenants',
      'Incidents',
      'Places of interest',
      'Allowed places',
      'App ratings',
    ]) {
      expect(labels).not.toContain(publicOnly);
    }
  });

  test('the sidebar minimises and expands', async () => {
    const page = await atLanding(super5Page(), 'tenant_5/users', 'Users');
    await expect(page).toHaveURL(/#\/tenant_5\/users$/);
    await expect(sidebar(page).getByText('Users', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Minimise sidebar' }).click();
    await expect(sidebar(page)).toHaveAttribute('data-minimised', 'true');
    await expect(sidebar(page).getByText('Users', { exact: true })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Users', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar(page)).toHaveAttribute('data-minimised', 'false');
    await expect(sidebar(page).getByText('Users', { exact: true })).toBeVisible();
  });
});

test.describe('admin layout: navbar (SPEC §2 Navbar)', () => {
  test('add incident shows only on the argos route of a tenant that allows it', async () => {
    const page = await atLanding(tenant24Page(), 'tenant_24/allowed-devices', 'Allowed devices');
    await expect(page).toHaveURL(/#\/tenant_24\//);
    await expect(page.getByRole('button', { name: 'Add incident' })).toHaveCount(0);
    await page.goto('/#/tenant_24/argos');
    await expect(page.getByRole('heading', { level: 1, name: 'Argos' })).toBeVisible();
    const add = page.getByRole('button', { name: 'Add incident' });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page).toHaveURL(/#\/tenant_24\/incident\/live$/);
  });

  test('no add incident on argos when the tenant setting is off', async () => {
    const page = await atLanding(adminPage(), 'public/incidents-map', 'Incidents map');
    await expect(page).toHaveURL(/#\/public\/incidents-map$/);
    await page.goto('/#/public/argos');
    await expect(page.getByRole('heading', { level: 1, name: 'Argos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add incident' })).toHaveCount(0);
  });

  test('the network-status widget shows the realtime socket state', async () => {
    const page = await atLanding(adminPage(), 'public/incidents-map', 'Incidents map');
    const widget = page.getByRole('status', { name: /^Network status: / });
    await expect(widget).toBeVisible();
    await expect(widget).toHaveAttribute('data-state', /^(CONNECTED|RECONNECTING|DISCONNECTED)$/);
    await expect(widget).toHaveAttribute('data-state', 'CONNECTED', { timeout: 10_000 });
    await expect(widget).toHaveAttribute('data-colour', 'green');
  });

  test('switching the language to Portuguese asks first, then reloads in Portuguese', async ({ page }) => {
    await signInStored(page, { email: 'super@tenant5.demo', tenant: 'tenant_5' });
    await expect(page).toHaveURL(/#\/tenant_5\/users$/);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change language?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Change and reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Idioma: Português' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Relatórios' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Tema escuro' })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('currentLanguage'))).toBe('pt');

    await page.getByRole('button', { name: 'Menu da conta (super@tenant5.demo)' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByLabel('Senha')).toBeVisible();
  });

  test('log out clears storage (keeping theme and language), and lands on the mini-HQ login', async ({ page }) => {
    await signIn(page, 'operator@tenant12.demo', 'tenant_12');
    await expect(page).toHaveURL(/#\/tenant_12\//);
    await page.evaluate(() => sessionStorage.setItem('scratch', 'x'));
    await page.getByRole('checkbox', { name: 'Dark theme' }).click({ force: true });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.getByRole('button', { name: 'Account menu (operator@tenant12.demo)' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/#\/teleport\/tenant_12\/login$/);
    const storage = await page.evaluate(() => ({
      local: Object.keys(localStorage).sort(),
      session: Object.keys(sessionStorage),
      theme: localStorage.getItem('darkTheme'),
    }));
    expect(storage.session).toEqual([]);
    expect(storage.local.filter((key) => !['darkTheme', 'currentLanguage', 'deviceHash'].includes(key))).toEqual([]);
    expect(storage.theme).toBe('false');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.goto('/#/tenant_12/users');
    await expect(page).toHaveURL(/#\/login\?redirect=tenant_12%2Fusers$/);
  });
});

test.describe('connectivity (SPEC §2 Other, §8)', () => {
  test('a banner when the browser goes offline and when it is back', async ({ page, context }) => {
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('alert').filter({ hasText: 'Connection lost! You are not connected to internet' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Back to online' })).toBeVisible();
    await expect(page.getByText('Connection lost! You are not connected to internet')).toHaveCount(0);
  });

  test('the banner speaks the current language', async ({ page, context }) => {
    await page.goto('/#/login');
    await page.evaluate(() => localStorage.setItem('currentLanguage', 'es'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('alert').filter({ hasText: '¡Conexión perdida! No estás conectado a internet' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Conectado de nuevo')).toBeVisible();
  });
});
