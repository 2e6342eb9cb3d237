import { expect, test } from '@playwright/test';

test.describe('the login form answers what is wrong', () => {
  test('a wrong password shows the spec message and keeps the typed email', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByLabel('Email').fill('admin@public.demo');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect user or password');
    await expect(page.getByLabel('Email')).toHaveValue('admin@public.demo');
  });

  test('invalid input names both problems, joined by a comma, and sends nothing', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Email, Invalid Password');
  });

  test('an authenticated route without a session goes to login with a redirect back', async ({ page }) => {
    await page.goto('/#/public/incidents-map');
    await expect(page).toHaveURL(/#\/login\?redirect=public%2Fincidents-map$/);
    await page.getByLabel('Email').fill('admin@public.demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/#\/public\/incidents-map$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Incidents map' })).toBeVisible();
  });
});

test('a position that is granted but never comes does not hold up signing in (SPEC §9: asked when the page opens)', async ({ browser }) => {
  // Geolocation allowed, and no position ever given: the browser would answer only at the 10 s timeout.
  const context = await browser.newContext({ permissions: ['geolocation'] });
  const page = await context.newPage();
  await page.goto('/#/login');
  await page.getByLabel('Email').fill('super@tenant5.demo');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByLabel('Tenant').fill('tenant_5');
  const pressed = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/tenant_5\/users$/, { timeout: 8_000 });
  expect(Date.now() - pressed).toBeLessThan(8_000);
  await context.close();
});

test.describe('theme (SPEC §1: dark by default, kept in local storage)', () => {
  test('starts dark, switches to light, and stays light after a reload', async ({ page }) => {
    await page.goto('/#/login');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bdark\b/);
    const toggle = page.getByRole('checkbox', { name: 'Dark theme' });
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    await expect(html).toHaveClass(/\blight\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.getByRole('checkbox', { name: 'Dark theme' })).not.toBeChecked();
  });
});
