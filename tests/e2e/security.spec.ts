import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { CSV_SEPARATORS } from '../../src/domain/admin/csv';
import { isFormulaCell, readCsv } from '../support/spreadsheet';
import { reportSecurityFigure } from './security-figures';
import { createLiveIncident, demoSsoToken, installClock, sidebar, signIn, signInStored } from './support';

/**
 * Security a deployer can check: the no-login live view, permissions as routes, logout, and a login that never locks.
 * Each test prints its figures.
 */

const OPERATOR_5 = { email: 'operator@tenant5.demo', tenant: 'tenant_5' } as const;

const OPENS_NOTHING = 'This link does not open any incident. Check the link, or ask whoever sent it for a new one.';
const EXPIRED = 'This link has expired: shared links open their incident for 24 hours. Ask whoever sent it for a new one.';

/**
 * The no-login view showed nothing: its fallback heading and the notice (the link opens nothing, or its own incident's
 * link has expired), no incident's title or phone.
 */
async function expectNothingShown(page: Page, id: string, notice = OPENS_NOTHING): Promise<void> {
  await expect(page.getByText(notice)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(`Live incident ${id} (view only)`);
  await expect(page.locator('body')).not.toContainText(/\+\d{8,}/);
}

test.describe('the no-login live view (SPEC §2 {tenant}/incident/live/{id}/view)', () => {
  test('a stranger walking ids signed out sees nothing; the shared link shows only the live incident of its tenant', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // The operator's copied view link, with its share token.
    const title = 'Shared view: smoke on Calle 9';
    // The page's timers on Playwright's clock: the live controls show once the caller joins, 10 s after the link.
    await installClock(page);
    const id = await createLiveIncident(page, OPERATOR_5, { digits: '5512345671', title });
    await page.clock.runFor('00:12');
    await expect(page.getByRole('toolbar', { name: 'Live controls' })).toBeVisible({ timeout: 30_000 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('toolbar', { name: 'Live controls' }).getByRole('button', { name: 'Copy view link' }).click();
    // The server is asked for the link's share token first: the link is on the clipboard once the control says so.
    await expect(page.getByRole('button', { name: 'Demo link copied to your clipboard' })).toBeVisible();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    const token = /share=([0-9a-f]{32}_[0-9a-z]+)$/.exec(link.hash)?.[1] ?? '';
    expect(token).not.toBe('');

    // The link itself (in this tab, where the demo world holds the new incident): the title, no caller phone, no chat.
    await page.goto(`/${link.hash}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('View only', { exact: true })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('5512345671');
    await expect(page.getByRole('heading', { name: /chat/i })).toHaveCount(0);
    // The in-browser demo says its links are for demonstration.
    await expect(page.getByText(/^Demonstration: links to this view/)).toBeVisible();
    if (process.env.SHARE_SCREENSHOTS) {
      for (const [width, height] of [
        [1280, 720],
        [1920, 1080],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: `${process.env.SHARE_SCREENSHOTS}/shared-view-${width}.png` });
      }
    }
    // The same token under another tenant, or no token: nothing.
    const refused = [
      `tenant_12/incident/live/${id}/view?share=${token}`,
      `public/incident/live/${id}/view?share=${token}`,
      `tenant_5/incident/live/${id}/view`,
      `tenant_5/incident/live/${id}/view?share=${'0'.repeat(32)}`,
    ];
    for (const route of refused) {
      await page.goto(`/#/${route}`);
      await expectNothingShown(page, id);
    }

    // A stranger, signed out, walks the demo's sequential ids under every tenant, without and with a token: each
    // tenant both ways in the browser (the view's refusal shown); the walk of 50 ids under every tenant is the demo
    // server's table (tests/adapters/fake-shared-view.test.ts).
    const stranger = await browser.newPage();
    const tried: string[] = [];
    for (let step = 0; step < 6; step++) {
      const other = String(200199 - step);
      const tenant = ['tenant_5', 'public', 'tenant_12'][step % 3];
      const route = step % 2 ? `${tenant}/incident/live/${other}/view` : `${tenant}/incident/live/${other}/view?share=${token}`;
      await stranger.goto(`/#/${route}`);
      await expectNothingShown(stranger, other);
      tried.push(route);
    }
    reportSecurityFigure({
      measure: 'no-login live view: ids walked signed out, and a share token under other tenants',
      tried: tried.length + refused.length,
      unit: 'routes',
      through: 0,
      throughUnit: 'incidents shown',
    });
    await stranger.close();

    // A day later the link opens nothing and says it expired: share tokens expire after 24 hours.
    await page.clock.fastForward('24:00:01');
    await page.goto(`/${link.hash}`);
    await expectNothingShown(page, id, EXPIRED);
  });
});

test.describe('a shared link ends with its incident', () => {
  test('the incident finished, its link says the incident has ended, not that it was not found', async ({ page }) => {
    test.setTimeout(180_000);
    await installClock(page);
    const title = 'Shared view: ended on Calle 10';
    await createLiveIncident(page, OPERATOR_5, { digits: '5512345671', title });
    await page.clock.runFor('00:12');
    const controls = page.getByRole('toolbar', { name: 'Live controls' });
    await expect(controls).toBeVisible({ timeout: 30_000 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await controls.getByRole('button', { name: 'Copy view link' }).click();
    await expect(controls.getByRole('button', { name: 'Demo link copied to your clipboard' })).toBeVisible();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    await controls.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('alertdialog', { name: 'Stop the call?' }).getByRole('button', { name: 'Stop the call' }).click();
    const summary = page.getByRole('region', { name: 'Call ended' });
    await summary.getByRole('button', { name: 'Finish incident' }).click();
    await expect(summary.getByText('The incident is finished.')).toBeVisible({ timeout: 15_000 });

    await page.goto(`/${link.hash}`);
    await expect(page.getByText('This incident has ended: its shared link no longer shows it.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('This link does not open any incident', { exact: false })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(title);
    await expect(page.locator('body')).not.toContainText('5512345671');
    if (process.env.SHARE_SCREENSHOTS) {
      for (const [width, height] of [
        [1280, 720],
        [1920, 1080],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: `${process.env.SHARE_SCREENSHOTS}/shared-ended-${width}.png` });
      }
    }
  });
});

test.describe('permissions are routes, not only menu entries (SPEC §2, §6)', () => {
  test('noperm@tenant5.demo typing sections or a past incident sees no section and no history', async ({ page }) => {
    await signInStored(page, { email: 'noperm@tenant5.demo', tenant: 'tenant_5' });
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/live$/, { timeout: 15_000 });
    const sections = ['users', 'settings', 'reports', 'roles', 'dashboard', 'teleport-map', 'user-behaviour', 'control-panel', 'logs'];
    for (const section of sections) {
      await page.goto(`/#/tenant_5/${section}`);
      await expect(page.getByRole('heading', { level: 1, name: 'You do not have access to this section' })).toBeVisible();
    }
    // A stored boolean and a query flag grant nothing: a past incident's video history goes to live.
    await page.evaluate(() => {
      localStorage.setItem('hasAccess', 'true');
      localStorage.setItem('editAccess', 'true');
    });
    await page.goto('/#/tenant_5/incident/view/42?fromIncidentDetail=true');
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/live$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible();
    reportSecurityFigure({
      measure: 'sections and a past incident typed by an account without permissions',
      tried: sections.length + 1,
      unit: 'routes',
      through: 0,
      throughUnit: 'opened',
    });
  });
});

test.describe('logout ends the session (SPEC §2 Login)', () => {
  test('after logout only preferences remain, and a copied token written back no longer signs in', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, OPERATOR_5.email, OPERATOR_5.tenant);
    await expect(page).toHaveURL(/#\/tenant_5\//, { timeout: 15_000 });
    // A live incident with its chat: the demo keeps the conversation in the tab while signed in.
    await page.goto('/#/tenant_5/incident/live');
    const live = page.getByRole('list', { name: 'Live incidents' });
    await live
      .getByRole('button', { name: /^Open / })
      .first()
      .click();
    await expect(page).toHaveURL(/#\/tenant_5\/incident\/live\/[^/?]+$/, { timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('demo.chat') !== null), { timeout: 30_000 }).toBe(true);
    // What the console keeps (the demo server's own records, demo.*, stand for the server's database).
    const copied = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => !key.startsWith('demo.')));

    await page.goto('/#/tenant_5/reports');
    // The operator runs that call: once its caller is on the line, leaving it asks first (as Stop does).
    const leave = page.getByRole('alertdialog', { name: 'Leave the call?' });
    await expect(leave.or(page.getByRole('heading', { level: 1, name: 'Reports' }))).toBeVisible({ timeout: 15_000 });
    if (await leave.isVisible()) await leave.getByRole('button', { name: 'Stop the call and leave' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Account menu (operator@tenant5.demo)' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/#\/teleport\/tenant_5\/login$/);
    const kept = ['darkTheme', 'currentLanguage', 'deviceHash', 'sidebarMinimised'];
    const left = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
    // The tab's own id (tab coordination) holds nothing of the account; it may be written again as the page settles.
    expect(left.session.filter((key) => key !== 'tabId')).toEqual([]);
    expect(left.local.filter((key) => !kept.includes(key))).toEqual([]);

    // The copied token, written back with everything else, is refused by the server: back to login.
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, copied);
    await page.goto('/#/tenant_5/reports');
    await expect(page).toHaveURL(/#\/login/, { timeout: 20_000 });
    // Written back outside the app (a static file of its origin), then the app loaded anew, as a reload does: its
    // demo server is built again from the browser's storage, and still refuses the token.
    await page.goto('/favicon.svg');
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, copied);
    await page.goto('/#/tenant_5/reports');
    await expect(page).toHaveURL(/#\/login/, { timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    console.log(
      `logout: ${left.local.length} local keys left (${left.local.join(', ')}), ${left.session.length} session keys; copied token refused, also after a reload`,
    );
  });
});

test.describe('login never locks (SPEC §2 Login)', () => {
  test('a bad redirect is ignored and editing a bad tenant unlocks Sign in', async ({ page }) => {
    for (const redirect of [' public/users', '//evil.com', 'javascript:alert(1)', 'tenant_5/users?token=abc']) {
      await page.goto(`/#/login?redirect=${encodeURIComponent(redirect)}`);
      await expect(page.getByLabel('Tenant')).toHaveValue('public');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    }
    await page.goto('/#/login/te%3Cscript%3Enant');
    await expect(page.getByRole('alert')).toHaveText('Invalid tenant');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await page.getByLabel('Tenant').fill('tenant_5');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    // A redirect carrying a token is refused: the default landing instead.
    await page.goto(`/#/login?redirect=${encodeURIComponent('tenant_5/incident/live?token=abc')}`);
    await signIn(page, OPERATOR_5.email, OPERATOR_5.tenant);
    await expect(page).toHaveURL(/#\/tenant_5\/reports$/, { timeout: 15_000 });
  });

  test('a single sign-on token leaves the address bar and the history, signed out or in', async ({ page }) => {
    const token = demoSsoToken('tenant_5', '3');
    await page.goto(`/#/login?token=${token}&tenant=tenant_5`);
    await expect(page).toHaveURL(/#\/tenant_5\/users$/, { timeout: 15_000 });
    // Already signed in: the token is not used, and leaves all the same.
    await page.goto(`/#/tenant_5/reports?token=${token}`);
    await expect(page).toHaveURL(/#\/tenant_5\/reports$/);
    const seen: string[] = [page.url()];
    for (let back = 0; back < 4; back++) {
      await page.goBack().catch(() => null);
      seen.push(page.url());
    }
    expect(seen.filter((url) => url.includes('token='))).toEqual([]);
    console.log(`sso token: ${seen.length} history entries checked, 0 with a token`);
  });
});

test.describe('a browser that blocks storage (cookies and site data off)', () => {
  test('the console still loads, signs in and keeps the session for the page', async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'])
        Object.defineProperty(window, name, {
          configurable: true,
          get: () => {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, OPERATOR_5.email, OPERATOR_5.tenant);
    await expect(page).toHaveURL(/#\/tenant_5\/reports$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await page.goto('/#/tenant_5/incident/live');
    await expect(page.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
    expect(errors).toEqual([]);
    console.log('blocked storage: signed in and moved between screens, 0 page errors');
  });
});

test.describe('secrets never stay in an address (SPEC §2 Login query values)', () => {
  test('a single sign-on token or a password in the real query, the hash query or a path leaves the address bar and the history at once', async ({
    page,
  }) => {
    const seen: string[] = [];
    const watch = (secret: string) => seen.push(...[page.url()].filter((url) => url.includes(secret)));
    const arrivals: { readonly address: string; readonly secret: string; readonly landing: RegExp }[] = [
      { address: `/?token=${demoSsoToken('tenant_5', '3')}#/tenant_5/users`, secret: 'token=', landing: /#\/tenant_5\/users$/ },
      { address: `/#/tenant_5/users?token=${demoSsoToken('tenant_5', '3')}`, secret: 'token=', landing: /#\/tenant_5\/users$/ },
      { address: `/#/login/tenant_5?email=super%40tenant5.demo&password=demo1234`, secret: 'demo1234', landing: /#\/tenant_5\/users$/ },
      { address: `/#/login?token=${demoSsoToken('tenant_5', '3')}&tenant=tenant_5`, secret: 'token=', landing: /#\/tenant_5\/users$/ },
    ];
    for (const { address, secret, landing } of arrivals) {
      await page.goto('/favicon.svg');
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
        localStorage.setItem('currentLanguage', 'en');
      });
      await page.goto(address);
      watch(secret);
      await expect(page).toHaveURL(landing, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 30_000 });
      watch(secret);
      // Back through the history: no entry holds the secret.
      await page.goBack();
      watch(secret);
      await page.goForward();
      watch(secret);
    }
    await page.goto(`/auth/sso/hq/${demoSsoToken('tenant_5', '3')}`).catch(() => undefined);
    expect(page.url()).not.toContain('/auth/sso/');
    reportSecurityFigure({
      measure: 'secrets in the address: single sign-on tokens and passwords arriving in the query, the hash and a path',
      tried: arrivals.length + 1,
      unit: 'addresses',
      through: seen.length,
      throughUnit: 'addresses or history entries holding the secret',
    });
    expect(seen).toEqual([]);
  });
});

test.describe('CSV exports cannot run (formula cells under each separator)', () => {
  test('role names with formulas after a separator, a space or a quote export as text under , ; and tab', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInStored(page, { email: 'admin@public.demo', tenant: 'public' }, { at: 'roles' });
    const roles = page.getByRole('table', { name: 'Roles' });
    await expect(roles.getByRole('link', { name: 'Supervisor' })).toBeVisible({ timeout: 15_000 });
    for (const name of FORMULA_NAMES) {
      await page.getByRole('button', { name: 'New role' }).click();
      const create = page.getByRole('dialog');
      await create.getByRole('textbox', { name: /^Name/ }).fill(name);
      await create.getByRole('button', { name: 'New role' }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
      await sidebar(page).getByRole('link', { name: 'Roles', exact: true }).click();
    }
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const text = await readFile((await (await downloading).path()) ?? '', 'utf8');
    expect(text.replace(/^\uFEFF/, '').startsWith('sep=,\r\n')).toBe(true);
    for (const separator of CSV_SEPARATORS) {
      const cells = readCsv(text, separator).flat();
      const formulas = cells.filter(isFormulaCell);
      reportSecurityFigure({
        measure: `CSV formula cells read with ${JSON.stringify(separator)} as the separator`,
        tried: cells.length,
        unit: 'cells',
        through: formulas.length,
        throughUnit: 'formula cells',
        note: `${FORMULA_NAMES.length} hostile role names exported`,
      });
      expect(formulas).toEqual([]);
    }
    // Read with its own separator, every hostile name is a row of its own, kept as typed but for the apostrophe.
    expect(readCsv(text, ',').length).toBeGreaterThan(FORMULA_NAMES.length);
    expect(text).toContain(`"x;'=1+2"`);
  });
});

/** Role names a spreadsheet would run under one separator or another, as the report found them. */
const FORMULA_NAMES = ['x;=1+2', 'y,=SUM(1;2)', 'z; =1+3', 'w;"=2+2', '=3+3', ' +4+4'];
