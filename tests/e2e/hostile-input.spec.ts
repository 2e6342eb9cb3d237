import { expect, test, type Page } from '@playwright/test';
import { SIDEBAR_ENTRIES } from '../../src/domain/routing/sidebar';
import { reportSecurityFigure } from './security-figures';
import { createLiveIncident, sidebar, signIn, signInStored } from './support';

/**
 * Hostile input, as a deployer checks it: script payloads typed into the console's free-text fields and shown back
 * where that text is shown (heading, tab title, chat, lists, dialogs), hostile redirect values at sign-in, and every
 * route of another tenant. Each test prints its figures. An execution is counted by `__pwned()` (every payload calls
 * it) and by `alert`; an injection by any element carrying an event handler, an inline script, a srcdoc frame or a
 * `javascript:` link. The strict Content-Security-Policy would also block an execution and fail the suite through
 * its report (csp-guard.ts); these tests show the text never became markup in the first place.
 */

const PAYLOADS = [
  '<script>__pwned()</script>',
  '<img src=x onerror=__pwned()>',
  '<svg onload=__pwned()>',
  '"><script>__pwned()</script>',
  "'><img src=x onerror=__pwned()>",
  '<iframe srcdoc="<script>parent.__pwned()</script>">',
  '<a href="javascript:__pwned()">call</a>',
  'javascript:__pwned()',
  '<body onload=__pwned()>',
  '<details open ontoggle=__pwned()>',
  '<input autofocus onfocus=__pwned()>',
  '<video><source onerror=__pwned()></video>',
  '<audio src=x onerror=__pwned()>',
  '<marquee onstart=__pwned()>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__pwned()>',
  '<object data="javascript:__pwned()">',
  '<embed src="javascript:__pwned()">',
  '<form action="javascript:__pwned()"><button>go</button></form>',
  '<style>@import "javascript:__pwned()";</style>',
  '<div style="background:url(javascript:__pwned())">',
  '{{constructor.constructor("__pwned()")()}}',
  '${__pwned()}',
  '<scr<script>ipt>__pwned()</scr</script>ipt>',
  '%3Cscript%3E__pwned()%3C/script%3E',
  '&lt;script&gt;__pwned()&lt;/script&gt;',
  '<img src="x" onerror="&#95;&#95;pwned()">',
  '<svg><animate onbegin=__pwned() attributeName=x dur=1s>',
  '<select autofocus onfocus=__pwned()>',
  '<textarea autofocus onfocus=__pwned()>',
  '<keygen autofocus onfocus=__pwned()>',
  '<isindex type=image src=1 onerror=__pwned()>',
  '"><svg/onload=__pwned()>',
] as const;

/** As many payloads as fit a field of `max` characters, space-separated. */
function within(max: number): string {
  let text = '';
  for (const payload of PAYLOADS) if (`${text} ${payload}`.trim().length <= max) text = `${text} ${payload}`.trim();
  return text;
}

const INJECTED =
  '[onerror],[onload],[onfocus],[ontoggle],[onstart],[onbegin],[onclick],script:not([src]),iframe[srcdoc],a[href^="javascript:"],object,embed';

async function armCounters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __pwned: () => void; __executions: number };
    w.__executions = 0;
    w.__pwned = () => void w.__executions++;
    window.alert = () => void w.__executions++;
  });
}

async function expectNothingRan(page: Page): Promise<{ executions: number; injected: number }> {
  const figures = await page.evaluate(
    (selector) => ({
      executions: (window as unknown as { __executions: number }).__executions,
      injected: document.querySelectorAll(selector).length,
    }),
    INJECTED,
  );
  expect(figures).toEqual({ executions: 0, injected: 0 });
  return figures;
}

test.describe('script payloads are text everywhere', () => {
  test('login: every payload in email, password and tenant; the form answers and nothing runs', async ({ page }) => {
    await armCounters(page);
    await page.goto('/#/login');
    const submit = page.getByRole('button', { name: 'Sign in' });
    let tried = 0;
    for (const payload of PAYLOADS) {
      await page.getByLabel('Email').fill(payload);
      await page.getByLabel('Password').fill(payload);
      await page.getByLabel('Tenant').fill(payload);
      if (await submit.isEnabled()) await submit.click();
      tried++;
    }
    // A payload in the tenant segment of the address is refused by name, as text.
    await page.goto(`/#/login/${encodeURIComponent(PAYLOADS[1])}`);
    await expect(page.getByRole('alert')).toHaveText('Invalid tenant');
    const figures = await expectNothingRan(page);
    reportSecurityFigure({
      measure: 'script payloads at login (email, password, tenant, address)',
      tried: tried * 3 + 1,
      unit: 'payloads',
      through: figures.executions + figures.injected,
      throughUnit: 'executed or injected',
    });
  });

  test('an operator: title, description, chat and search carry payloads; shown back as typed', async ({ page }) => {
    test.setTimeout(150_000);
    await armCounters(page);
    const title = PAYLOADS[1];
    // The description column holds 255 characters (a longer one is refused by the server, and kept in the form).
    const description = within(255);
    await createLiveIncident(page, { email: 'admin@public.demo', tenant: 'public' }, { digits: '21987654321', title, description });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue(description);

    // The chat: every payload sent (eight to a message, each message well within the chat's limit), every message
    // shown back as the text typed.
    const input = page.getByLabel('Message to the caller');
    const log = page.getByRole('log', { name: 'Chat messages' });
    await expect(input).toBeVisible({ timeout: 15_000 });
    const messages = Array.from({ length: Math.ceil(PAYLOADS.length / 8) }, (_, at) => PAYLOADS.slice(at * 8, at * 8 + 8).join(' '));
    for (const message of messages) {
      await input.fill(message);
      await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled({ timeout: 15_000 });
      await input.press('Enter');
      await expect(input).toHaveValue('');
    }
    for (const message of messages) await expect(log.getByText(message, { exact: true })).toBeVisible();

    // The search panel: each payload typed as a title.
    await page.getByRole('button', { name: 'Search incidents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search incidents' });
    for (const payload of PAYLOADS) await dialog.getByLabel('Title', { exact: true }).fill(payload);
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await page.keyboard.press('Escape');

    const figures = await expectNothingRan(page);
    reportSecurityFigure({
      measure: 'script payloads on the live page (title, description, chat, search)',
      tried: 1 + PAYLOADS.filter((payload) => description.includes(payload)).length + PAYLOADS.length * 2,
      unit: 'payloads',
      through: figures.executions + figures.injected,
      throughUnit: 'executed or injected',
      note: 'shown back in the heading, tab title, form, chat log',
    });
  });

  test('an administrator: markup refused in role names and a predefined description, other payloads shown as typed', async ({ page }) => {
    test.setTimeout(120_000);
    await armCounters(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInStored(page, { email: 'admin@public.demo', tenant: 'public' }, { at: 'roles' });

    // A role name with markup is refused under the field, and no role is made; one without is shown as typed.
    const roles = page.getByRole('table', { name: 'Roles' });
    await expect(roles.getByRole('link', { name: 'Supervisor' })).toBeVisible({ timeout: 15_000 });
    const marked = PAYLOADS.filter((payload) => /[<>]/.test(payload)).slice(0, 6);
    await page.getByRole('button', { name: 'New role' }).click();
    const create = page.getByRole('dialog');
    for (const payload of marked) {
      await create.getByRole('textbox', { name: /^Name/ }).fill(payload);
      await create.getByRole('button', { name: 'New role' }).click();
      await expect(create.getByText('The characters < and > are not allowed.')).toBeVisible();
    }
    const sample = PAYLOADS.filter((payload) => !/[<>]/.test(payload)).slice(0, 3);
    for (const payload of sample) {
      await create.getByRole('textbox', { name: /^Name/ }).fill(payload);
      await create.getByRole('button', { name: 'New role' }).click();
      await expect(page.getByRole('heading', { level: 1, name: payload })).toBeVisible({ timeout: 15_000 });
      await sidebar(page).getByRole('link', { name: 'Roles', exact: true }).click();
      if (payload !== sample.at(-1)) await page.getByRole('button', { name: 'New role' }).click();
    }
    for (const payload of sample) await expect(roles.getByText(payload, { exact: true })).toBeVisible();
    for (const payload of marked) await expect(roles.getByText(payload)).toHaveCount(0);

    // The catalogue's forms refuse markup with a clear message, and nothing is saved.
    await sidebar(page).getByRole('link', { name: 'Predefined descriptions', exact: true }).click();
    const table = page.getByRole('table', { name: 'Predefined descriptions' });
    await table.getByRole('button', { name: 'Edit Fire', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Fire' });
    await edit.getByLabel('Label').fill(PAYLOADS[3]);
    await edit.getByLabel('Description').fill(within(255));
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('The characters < and > are not allowed.')).toHaveCount(2);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: /^Discard/ })
      .click();
    await expect(table.getByRole('button', { name: 'Edit Fire', exact: true })).toBeVisible();
    await expect(table.getByText(PAYLOADS[3])).toHaveCount(0);
    // Payloads without angle brackets are accepted and shown as typed.
    const plain = PAYLOADS.filter((payload) => !/[<>]/.test(payload));
    await table.getByRole('button', { name: 'Edit Fire', exact: true }).click();
    await edit.getByLabel('Label').fill(plain[0]);
    await edit.getByLabel('Description').fill(plain.join(' '));
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(table.getByText(plain[0], { exact: true })).toBeVisible();

    const figures = await expectNothingRan(page);
    reportSecurityFigure({
      measure: 'script payloads in admin forms (role name, predefined description)',
      tried: marked.length + sample.length + 2 + plain.length,
      unit: 'payloads',
      through: figures.executions + figures.injected,
      throughUnit: 'executed or injected',
      note: `${marked.length} role names with markup refused, ${sample.length} shown as text`,
    });
  });
});

test.describe('redirects and routes stay inside the app and the session tenant', () => {
  // Every value below, and more, is refused by the rule itself, value by value (tests/domain/routing-redirect.test.ts).
  // The browser checks that sign-in goes through that rule, with one value of each kind: another site, a
  // protocol-relative address, script, an encoded address, another tenant, and a path climbing out of the tenant.
  const REDIRECTS = [
    'https://evil.example',
    '//evil.example',
    'javascript:__pwned()',
    '%2F%2Fevil.example',
    'tenant_12/users',
    'tenant_5/../tenant_12/users',
  ];

  test("hostile redirect values at sign-in: every one lands inside the app on the session's tenant", async ({ page, context }) => {
    test.setTimeout(90_000);
    await armCounters(page);
    await page.goto('/#/login');
    const origin = await page.evaluate(() => location.origin);
    const away: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url() !== 'about:blank' && new URL(frame.url()).origin !== origin) away.push(frame.url());
    });
    let popups = 0;
    context.on('page', () => void popups++);
    for (const redirect of REDIRECTS) {
      // A fresh page load each time: signed out, the redirect read as the login page opens.
      await page.goto('about:blank');
      await page.goto(`/#/login?redirect=${encodeURIComponent(redirect)}`);
      await signIn(page, 'operator@tenant5.demo', 'tenant_5');
      // Every value is refused (tests/domain/routing-redirect.test.ts says why, value by value): the account's
      // landing route opens, with its title.
      await expect(page, redirect).toHaveURL(/#\/tenant_5\/reports$/, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({ timeout: 15_000 });
      // Signed out for the next value; the browser's choice of English stays, so no sign-in reloads into the
      // tenant's language while the storage is being cleared.
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
        localStorage.setItem('currentLanguage', 'en');
      });
    }
    expect(away).toEqual([]);
    expect(popups).toBe(0);
    const executed = await expectNothingRan(page);
    reportSecurityFigure({
      measure: 'hostile redirect values at sign-in',
      tried: REDIRECTS.length,
      unit: 'redirects',
      through: away.length + popups + executed.executions,
      throughUnit: 'left the app, opened a window or ran a script',
    });
  });

  const ACCOUNTS = [
    { email: 'admin@public.demo', tenant: 'public' },
    { email: 'operator@public.demo', tenant: 'public' },
    { email: 'super@tenant5.demo', tenant: 'tenant_5' },
    { email: 'operator@tenant5.demo', tenant: 'tenant_5' },
    { email: 'noperm@tenant5.demo', tenant: 'tenant_5' },
    { email: 'operator@tenant12.demo', tenant: 'tenant_12' },
    { email: 'operator@tenant24.demo', tenant: 'tenant_24' },
  ] as const;
  const TENANTS = ['public', 'tenant_5', 'tenant_12', 'tenant_24'];
  const ROUTES = [
    ...new Set([...SIDEBAR_ENTRIES.map((entry) => entry.key), 'incident/live', 'incident/live/100042', 'incident/view/100042']),
  ];

  // The guard's answer depends on the session and the route's tenant, never on the route itself (route-guard.ts; its
  // rules value by value in tests/domain/routing-*.test.ts). So one account tries every route of another tenant,
  // which proves each route is guarded, and every other account tries one route of each kind (a section, the live
  // page, an incident), which proves each kind of account is sent back to its own landing: every route by every
  // account redrew a landing screen 210 times to prove the same.
  const EVERY_ROUTE = 'operator@tenant5.demo';
  const ONE_OF_EACH_KIND = ['users', 'incident/live', 'incident/view/100042'];

  // One test per account (they run in parallel); an account signed in earlier in the worker is not signed in again.
  for (const account of ACCOUNTS) {
    const routes = account.email === EVERY_ROUTE ? ROUTES : ONE_OF_EACH_KIND;
    const what = account.email === EVERY_ROUTE ? 'every route' : 'a section, the live page and an incident';
    test(`${what} of another tenant: refused for ${account.email}`, async ({ page }) => {
      test.setTimeout(90_000);
      let refused = 0;
      await signInStored(page, account);
      // Under another tenant: the next one in the list, so each tenant is tried by someone.
      const other = TENANTS[(TENANTS.indexOf(account.tenant) + 1) % TENANTS.length];
      for (const route of routes) {
        await page.goto(`/#/${other}/${route}`);
        await expect(page, `#/${other}/${route}`).toHaveURL(new RegExp(`#/${account.tenant}/`), { timeout: 10_000 });
        refused++;
      }
      expect(refused).toBe(routes.length);
      reportSecurityFigure({
        measure: 'routes of another tenant, by each demo account',
        tried: refused,
        unit: 'routes',
        through: 0,
        throughUnit: 'shown',
      });
    });
  }
});
