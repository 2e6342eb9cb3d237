import { expect, test } from '@playwright/test';
import { OPERATOR, signIn } from './server-support';

/** SPEC §2 Login, §4, §7 over the wire: the production build's real adapters against the demo world's server. */
test.describe('the served console: sign-in', () => {
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
});
