import { expect, test } from '@playwright/test';
import { demoSsoToken, signIn } from './support';

const OPERATOR_5 = { email: 'operator@tenant5.demo', tenant: 'tenant_5' } as const;

/** Redirect targets inside the app that are no route of SPEC §2: each lands on the account's start page instead. */
test.describe('redirects only to routes that exist (SPEC §2)', () => {
  test('a sign-in with a redirect to a made-up route lands on the start page; a real route is still honoured', async ({ page }) => {
    for (const redirect of ['tenant_5/not-a-section', 'tenant_5/users/7/edit', 'tenant_5']) {
      await page.goto(`/#/login?redirect=${encodeURIComponent(redirect)}`);
      await signIn(page, OPERATOR_5.email, OPERATOR_5.tenant);
      await expect(page).toHaveURL(/#\/tenant_5\/reports$/, { timeout: 15_000 });
      await page.evaluate(() => localStorage.clear());
    }
    await page.goto(`/#/login?redirect=${encodeURIComponent('tenant_5/incident/live')}`);
    await signIn(page, OPERATOR_5.email, OPERATOR_5.tenant);
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/live$/, { timeout: 15_000 });
  });

  test('a single sign-on link whose wanted route does not exist lands on the start page', async ({ page }) => {
    const wanted = encodeURIComponent('tenant_5/no-such-screen');
    await page.goto(`/#/login?token=${demoSsoToken('tenant_5', '3')}&tenant=tenant_5&redirect=${wanted}`);
    await expect(page).toHaveURL(/#\/tenant_5\/users$/, { timeout: 15_000 });
  });
});
