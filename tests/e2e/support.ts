import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo1234';

/** Signs in through the form as a person would (the tenant typed in the Tenant field). */
export async function signIn(page: Page, email: string, tenant: string, password = PASSWORD): Promise<void> {
  if (!/#\/(login|teleport)/.test(page.url())) await page.goto('/#/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Tenant').fill(tenant);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The demo's single sign-on token: demo.{tenant}.{accountId}.{issuedAtMs}. */
export function demoSsoToken(tenant: string, accountId: string): string {
  return `demo.${tenant}.${accountId}.${Date.now()}`;
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

export async function sidebarLabels(page: Page): Promise<string[]> {
  const links = sidebar(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return (await links.allInnerTexts()).map((text) => text.replace(/^\S\s*/, '').trim());
}

export function hashOf(page: Page): string {
  return new URL(page.url()).hash;
}
