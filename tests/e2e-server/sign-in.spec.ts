import { expect } from '@playwright/test';
import { OPERATOR, servedOnly, signIn } from './server-support';
import { test } from './served-test';

/** SPEC §2 Login, §4, §7 over the wire: the real adapters of either build against the demo world's server. */
test.describe('sign-in over the wire', () => {
  test('a demo account signs in with the demo password and lands on its tenant, the session kept by the server', async ({ page }) => {
    await signIn(page, OPERATOR);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    // The token is the one the server's world issued (the console invents nothing), and the server takes it.
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    expect(token).toMatch(/^demo\.public\./);
    expect((await page.request.get('/health/ping', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  });

  test("a wrong password reads 'Incorrect user or password' and stores nothing", async ({ page }) => {
    await page.goto('/#/login');
    await page.getByLabel('Email').fill(OPERATOR.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByLabel('Tenant').fill(OPERATOR.tenant);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Incorrect user or password')).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  // SPEC §2's landing after sign-in, from the permissions the server answers for each demo account.
  const landings: [string, string, RegExp, string][] = [
    ['admin@public.demo', 'public', /#\/public\/incidents-map$/, 'Incidents map'],
    ['super@tenant5.demo', 'tenant_5', /#\/tenant_5\/users$/, 'Users'],
    ['operator@tenant5.demo', 'tenant_5', /#\/tenant_5\/reports$/, 'Reports'],
    ['noperm@tenant5.demo', 'tenant_5', /#\/tenant_5\/incident\/live$/, 'New incident'],
  ];
  // The landing is the application's rule over the permissions the wire answers, one code in both builds: it runs on the
  // served console. One browser, as at a shared desk: each account signs in, is checked and logs out for the next.
  test('every demo account lands where the rules say', async ({ browser }) => {
    servedOnly('the landing rule is the same application code in both builds; the production build signs in above');
    test.setTimeout(120_000);
    // A browser of its own, opened only where the test runs (a skipped test opens none).
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    for (const [email, tenant, url, title] of landings) {
      await signIn(page, { email, tenant });
      await expect(page, `${email} lands on ${title}`).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible({ timeout: 15_000 });
      await page.getByRole('button', { name: `Account menu (${email})` }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page).toHaveURL(new RegExp(`#/teleport/${tenant}/login$`), { timeout: 15_000 });
    }
    await context.close();
  });
});
