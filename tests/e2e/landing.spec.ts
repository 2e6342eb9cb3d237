import { expect, test } from '@playwright/test';
import { demoSsoToken, signIn } from './support';

test.describe('landing routes of the demo accounts (SPEC §2 Login, README table)', () => {
  const cases: [string, string, RegExp, string][] = [
    ['admin@public.demo', 'public', /#\/public\/incidents-map$/, 'Incidents map'],
    ['operator@public.demo', 'public', /#\/public\/incidents-map$/, 'Incidents map'],
    ['super@tenant5.demo', 'tenant_5', /#\/tenant_5\/users$/, 'Users'],
    ['operator@tenant5.demo', 'tenant_5', /#\/tenant_5\/reports$/, 'Reports'],
    ['noperm@tenant5.demo', 'tenant_5', /#\/tenant_5\/incident\/live$/, 'New incident'],
    ['operator@tenant12.demo', 'tenant_12', /#\/tenant_12\/users$/, 'Users'],
    ['operator@tenant24.demo', 'tenant_24', /#\/tenant_24\/allowed-devices$/, 'Allowed devices'],
  ];
  // One browser, as at a shared desk: the refused accounts try first, then each account signs in, lands, holds the token
  // the demo server issued, and logs out to its tenant's mini-HQ login with nothing kept. A sign-in reloads the page
  // into its landing route, as in a fresh browser; the login page before it opens once. The browser grants no
  // geolocation (none is granted in these runs): the login proceeds without it (SPEC §2 Login).
  test('each demo account lands where the rules say; the inactive and viewer accounts are refused with the spec message', async ({
    page,
  }) => {
    test.slow();
    for (const email of ['inactive@tenant5.demo', 'viewer@tenant5.demo']) {
      // A login screen of its own (the route left and opened again): no answer of the last try is on it.
      await page.goto('/#/deeplinks');
      await expect(page.getByRole('heading', { name: 'Open this link in the app' })).toBeVisible();
      await page.goto('/#/login');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await signIn(page, email, 'tenant_5');
      await expect(page.getByRole('alert'), email).toHaveText('You must have Administrator access');
      await expect(page).toHaveURL(/#\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('token')), email).toBeNull();
    }
    for (const [email, tenant, url, title] of cases) {
      // The console's login (a logout leaves the tenant's mini-HQ login, whose sign-in lands elsewhere: routes.spec.ts).
      await page.goto('/#/login');
      await signIn(page, email, tenant);
      await expect(page, `${email} lands on ${title}`).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token')), email).toMatch(new RegExp(`^demo\\.${tenant}\\.`));
      await page.getByRole('button', { name: `Account menu (${email})` }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page).toHaveURL(new RegExp(`#/teleport/${tenant}/login$`));
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token')), email).toBeNull();
    }
  });

  test('invalid email alone and invalid password alone', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByLabel('Email').fill('nobody');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Email');
    await page.getByLabel('Email').fill('admin@public.demo');
    await page.getByLabel('Password').fill('');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Password');
  });

  test('the tenant comes from the route, and an invalid one is explained with no request made', async ({ page, baseURL }) => {
    await page.goto('/#/login/tenant_12');
    await expect(page.getByLabel('Tenant')).toHaveValue('tenant_12');
    await page.goto('/#/login?tenant=5');
    await expect(page.getByLabel('Tenant')).toHaveValue('tenant_5');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/#/login/te%3Cscript%3Enant');
    await expect(page.getByRole('alert')).toHaveText('Invalid tenant');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(requests.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);
  });

  test('email and password in the query sign in at once', async ({ page }) => {
    await page.goto('/#/login/tenant_5?email=super%40tenant5.demo&password=demo1234');
    await expect(page).toHaveURL(/#\/tenant_5\/users$/);
  });

  test('the phone query value is carried on to the live page', async ({ page }) => {
    await page.goto('/#/login/tenant_5?phone=%2B5215512345678');
    await signIn(page, 'noperm@tenant5.demo', 'tenant_5');
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/live\?phone=%2B5215512345678$/);
  });

  test('token and tenant in the query sign in by single sign-on', async ({ page }) => {
    await page.goto(`/#/login?token=${demoSsoToken('tenant_5', '3')}&tenant=tenant_5`);
    await expect(page).toHaveURL(/#\/tenant_5\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });

  test('a refused single sign-on token shows an error on the login screen', async ({ page }) => {
    await page.goto('/#/login?token=demo.tenant_5.3.1&tenant=tenant_5');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the incident view signs in by its token query value, then shows without the token', async ({ page }) => {
    await page.goto(`/#/tenant_5/incident/view/42?token=${demoSsoToken('tenant_5', '3')}&fromIncidentDetail=true`);
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/view\/42\?fromIncidentDetail=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Incident 42' })).toBeVisible();
  });

  test('the live page signs in by its token query value and keeps the phone (SPEC §2 Live incident page)', async ({ page }) => {
    await page.goto(`/#/tenant_5/incident/live?phone=%2B525512345678&token=${demoSsoToken('tenant_5', '4')}`);
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/live\?phone=%2B525512345678$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible();
    await expect(page.getByLabel('Country prefix')).toHaveValue('+52');
    await expect(page.getByLabel('Phone number')).toHaveValue('(55) 1234-5678');
  });
});

test.describe('geolocation granted (SPEC §7 POST /auth/login lat, long)', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: -22.95, longitude: -43.19 } });
  test('signs in with the browser position available', async ({ page }) => {
    await signIn(page, 'admin@public.demo', 'public');
    await expect(page).toHaveURL(/#\/public\/incidents-map$/);
  });
});
