import { expect, test, type Page } from '@playwright/test';
import { Backend, type Account } from './backend';

/** SPEC §2 Login, §6, §7 with the production adapters: the built console against a stand-in of the platform's backend. */

const OPERATOR: Account = {
  email: 'operator@tenant5.example',
  password: 'correct horse',
  tenant: 'tenant_5',
  token: 'jwt-operator-5',
  userId: 51,
  isSuperUser: false,
  permissions: ['teleport', 'reports', 'incidents'],
};
const TENANT_5_PERMISSIONS = ['teleport', 'reports', 'incidents', 'users', 'control-access-to-video-history'];

async function signIn(page: Page, account: Pick<Account, 'email' | 'password' | 'tenant'>) {
  await page.goto('/#/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Tenant').fill(account.tenant);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('production build: sign-in over the real adapters', () => {
  test('an operator signs in, permissions and settings load, and lands on the first permitted screen', async ({ page }) => {
    const backend = new Backend([OPERATOR], TENANT_5_PERMISSIONS);
    await backend.install(page);
    await signIn(page, OPERATOR);
    await expect(page).toHaveURL(/#\/tenant_5\/reports$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    expect(backend.requests).toEqual(
      expect.arrayContaining(['POST /auth/login', 'GET /api/role/permission/user/51', 'GET /api/permission']),
    );
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(OPERATOR.token);
  });

  test("the server's 'Internal server error' reads 'Incorrect user or password', and nothing is stored", async ({ page }) => {
    const backend = new Backend([OPERATOR], TENANT_5_PERMISSIONS);
    await backend.install(page);
    await signIn(page, { ...OPERATOR, password: 'wrong' });
    await expect(page.getByRole('alert')).toHaveText('Incorrect user or password');
    await expect(page).toHaveURL(/#\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('has no trainer’s console: #/training goes to login and no training code is fetched', async ({ page }) => {
    const backend = new Backend([OPERATOR], TENANT_5_PERMISSIONS);
    await backend.install(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/#/training');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(scripts.filter((path) => /train/i.test(path))).toEqual([]);
  });
});
