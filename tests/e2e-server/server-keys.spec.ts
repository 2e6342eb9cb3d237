import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { IN_BROWSER_DEMO_KEYS } from '../../src/adapters/fake/demo-world/share-tokens';
import { E2E_VAPID } from './e2e-vapid';
import { ADMIN, buildOf, OPERATOR, operatorBrowser, tokenOf } from './server-support';
import { test } from './served-test';

/**
 * The served console holds no key and makes up no token: the view link's share token and the demo HQ's single sign-on
 * link are issued by the server, signed with a key only it holds, and checked by it. A link altered, or made with the
 * in-browser demo's key (which ships with that demo), opens nothing.
 */
test.describe.configure({ mode: 'serial' });

let operator: Page;
let incidentId = '';
let viewHash = '';
const title = 'Gas smell at the bus station';

test.beforeAll(async ({ browser }) => {
  operator = await operatorBrowser(browser, OPERATOR);
});

test.afterAll(async () => {
  await operator.context().close();
});

/** A browser of its own, signed in nowhere (no storage shared with the operator's). */
async function strangerPage(page: Page): Promise<Page> {
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1280, height: 720 } });
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.abort('internetdisconnected'));
  return context.newPage();
}

test('the view link with the share token the server issued the operator opens the live incident in another browser', async () => {
  test.setTimeout(120_000);
  await operator.goto('/#/public/incident/live');
  await expect(operator.getByRole('heading', { level: 1, name: 'New incident' })).toBeVisible({ timeout: 15_000 });
  await operator.getByLabel('Phone number').pressSequentially('21987650001');
  await operator.getByLabel('Title', { exact: true }).fill(title);
  await operator.getByRole('combobox', { name: 'Address', exact: true }).fill('Praça Mauá 1, Rio de Janeiro');
  await operator.getByLabel('Description', { exact: true }).fill('Strong smell near platform 3');
  await operator.getByRole('button', { name: 'Send SMS' }).click();
  const live = /#\/public\/incident\/live\/([^/?]+)$/;
  await expect(operator).toHaveURL(live, { timeout: 15_000 });
  incidentId = live.exec(new URL(operator.url()).hash)?.[1] ?? '';
  // The link is asked as the copy control asks it: the operator's browser calls the server (the console's files could
  // not make a token) and puts it in SPEC §2's route.
  const answer = await operator.request.post(`/api/incidents/${incidentId}/view-share`, {
    headers: { authorization: `Bearer ${await tokenOf(operator)}` },
  });
  expect(answer.status()).toBe(200);
  const { shareToken } = (await answer.json()) as { shareToken: string };
  viewHash = `#/public/incident/live/${incidentId}/view?share=${shareToken}`;
  expect(viewHash).toMatch(/\?share=[0-9a-f]{32}_[0-9a-z]+$/);

  const stranger = await strangerPage(operator);
  await stranger.goto(`/${viewHash}`);
  // The video cannot start for this viewer (the served relay carries video for signed-in consoles only; the production
  // build here has no Agora app id): the viewer reads why in their language, never the adapter's developer text
  // (that goes to the log), the warning is closed and the incident is there.
  const notice = stranger.getByRole('alertdialog');
  await expect(notice).toContainText('The live video service is not available on this console', { timeout: 15_000 });
  await expect(notice).not.toContainText(/Agora|VITE_|Not signed in/);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(stranger.getByText('Live video is not available on this console', { exact: true })).toBeVisible();
  await expect(stranger.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  await expect(stranger.getByText('View only', { exact: true })).toBeVisible();
  await expect(stranger.locator('body')).not.toContainText('21987650001');
  // The served console is not the in-browser demo: its links are real, so no demonstration notice.
  await expect(stranger.getByText(/^Demonstration: links to this view/)).toHaveCount(0);
  await stranger.context().close();
});

test('an altered share token, one made with the in-browser demo key, or none opens nothing', async () => {
  const token = /share=([0-9a-f]{32})_([0-9a-z]+)$/.exec(viewHash);
  const [, digest = '', stamp = ''] = token ?? [];
  const forged = [
    `${digest.slice(0, -1)}${digest.endsWith('0') ? '1' : '0'}_${stamp}`,
    `${digest}_${(parseInt(stamp, 36) + 1000).toString(36)}`,
    IN_BROWSER_DEMO_KEYS.shareToken('public', incidentId, Date.now() - 1000),
  ];
  const stranger = await strangerPage(operator);
  for (const route of [
    ...forged.map((t) => `public/incident/live/${incidentId}/view?share=${t}`),
    `public/incident/live/${incidentId}/view`,
  ]) {
    await stranger.goto(`/#/${route}`);
    await expect(
      stranger.getByText('This link does not open any incident. Check the link, or ask whoever sent it for a new one.'),
    ).toBeVisible({ timeout: 15_000 });
    await expect(stranger.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  }
  await stranger.context().close();
});

test('a single sign-on link signs in only when the server issued it; a forged one is refused', async ({ browser }) => {
  const admin = await operatorBrowser(browser, ADMIN);
  const answer = await admin.request.post('/demo/sso-link', { headers: { authorization: `Bearer ${await tokenOf(admin)}` } });
  expect(answer.status()).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  await admin.context().close();

  const forged = await strangerPage(operator);
  await forged.goto(`/#/login?token=${IN_BROWSER_DEMO_KEYS.linkToken('public', '2', Date.now())}&tenant=public`);
  await expect(forged.getByRole('alert')).toBeVisible({ timeout: 15_000 });
  expect(await forged.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await forged.context().close();

  const issued = await strangerPage(operator);
  await issued.goto(`/#/login?token=${token}&tenant=public`);
  await expect(issued).toHaveURL(/#\/public\//, { timeout: 15_000 });
  expect(await issued.evaluate(() => localStorage.getItem('token'))).toMatch(/^demo\.public\./);
  await issued.context().close();
});

test("the console's files hold no key: not the server's, not its push key, not the in-browser demo's, no signer", () => {
  const build =
    buildOf() === 'production'
      ? (process.env.SERVE_PRODUCTION_OUT_DIR ?? 'dist-serve-production')
      : (process.env.SERVE_OUT_DIR ?? 'dist-serve');
  const folder = path.resolve(build, 'assets');
  const files = readdirSync(folder).filter((name) => /\.(js|mjs|css|html|json|map)$/.test(name));
  expect(files.length).toBeGreaterThan(0);
  const key = process.env.DEMO_SERVER_KEY ?? '';
  expect(key.length).toBeGreaterThanOrEqual(32);
  for (const name of files) {
    const text = readFileSync(path.join(folder, name), 'utf8');
    for (const secret of [key, E2E_VAPID.privateKey, 'demo-key:', 'demo-link.', 'DemoTokenKeys', 'createHmac'])
      expect(text, `${name} holds ${secret}`).not.toContain(secret);
  }
});
