import { expect, test } from '@playwright/test';
import { PASSWORD } from './support';
import { EMPTY_STORAGE } from './test-browser';

// A browser nobody has used: no language or theme chosen yet.
test.use({ storageState: EMPTY_STORAGE });

test.describe('the sign-in screen of a new browser', () => {
  test('follows a Portuguese browser; a language chosen there is kept; the cursor waits in the e-mail field', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-BR', storageState: EMPTY_STORAGE });
    const page = await context.newPage();
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByLabel('E-mail')).toBeFocused();

    await page.getByLabel('Idioma').selectOption({ label: 'English' });
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('currentLanguage'))).toBe('en');
    await context.close();
  });

  test("the tenant's language applies at sign-in: super@tenant5 lands in Spanish at once", async ({ page }) => {
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email').fill('super@tenant5.demo');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Tenant').fill('tenant_5');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/#\/tenant_5\/users$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The landing opens in a fresh page: the console starts again and confirms the session with the server first.
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible({ timeout: 20_000 });
  });

  test("a Portuguese browser stays in Portuguese after sign-in on a tenant that keeps the product's default language", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'pt-BR', storageState: EMPTY_STORAGE });
    const page = await context.newPage();
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await page.getByLabel('E-mail').fill('admin@public.demo');
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/#\/public\/incidents-map$/, { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible({ timeout: 20_000 });
    // It is the user's language from now on: a reload keeps it.
    expect(await page.evaluate(() => localStorage.getItem('currentLanguage'))).toBe('pt');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await context.close();
  });

  test('marks the fields an error is about and moves the focus to the first', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByLabel('Email').fill('admin@public.demo');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect user or password');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Tenant')).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Password').fill('');
    await page.getByLabel('Email').fill('nobody');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Email, Invalid Password');
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  test("follows the system's light colour scheme until the theme is chosen", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light', storageState: EMPTY_STORAGE });
    const page = await context.newPage();
    await page.goto('/#/login');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    const toggle = page.getByRole('checkbox', { name: 'Dark theme' });
    await expect(toggle).not.toBeChecked();
    await toggle.click({ force: true });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await context.close();
  });
});
