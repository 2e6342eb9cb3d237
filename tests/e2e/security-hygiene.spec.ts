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
      // Signed out; the browser's choice of English stays (no sign-in reloads into the tenant's language meanwhile).
      await page.evaluate(() => {
        localStorage.clear();
        localStorage.setItem('currentLanguage', 'en');
      });
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

/**
 * A host that serves only the files sends no frame-ancestors header: the console, framed by a page of another origin,
 * draws nothing of itself and says why. The framing page is served by the test on an origin of its own; the console's
 * answers lose their security headers on the way, as from such a host.
 */
test.describe('framing by another origin (a host serving only the files)', () => {
  test('the framed console shows no sign-in, only why it does not show; opened directly it works', async ({ page, baseURL }) => {
    const consoleOrigin = new URL(baseURL ?? 'http://localhost:4314').origin;
    await page.route(`${consoleOrigin}/**`, async (route) => {
      const answer = await route.fetch();
      const headers = Object.fromEntries(
        Object.entries(answer.headers()).filter(([name]) => !/^(content-security-policy|x-frame-options)$/i.test(name)),
      );
      await route.fulfill({ response: answer, headers });
    });
    await page.route('http://framing-site.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Prize draw</title><h1>Click to win</h1><iframe title="embedded" src="${consoleOrigin}/#/login" width="900" height="600"></iframe>`,
      }),
    );
    await page.goto('http://framing-site.test/');
    const framed = page.frameLocator('iframe[title="embedded"]');
    await expect(framed.getByRole('heading', { name: 'This console cannot be shown inside another site' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(framed.getByText(consoleOrigin, { exact: true })).toBeVisible();
    await expect(framed.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await expect(framed.getByLabel('Password')).toHaveCount(0);

    await page.goto(`${consoleOrigin}/#/login`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // A request still in flight (the icon) must not outlive the test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
