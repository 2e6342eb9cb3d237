/* global document -- used inside page.evaluate, in the browser. */
/**
 * The "builds" figure's part over the wire: `npm run serve` started with both builds (the served console and, on a
 * second port, the production build proper pointed at the server), then
 *  - the production build's JavaScript (gzipped) for the users and incidents admin routes and the live route
 *    (#/{tenant}/incident/live/{id} of an incident made for the purpose), as the browser fetched it after sign-in; the
 *    live route's figure adds the Agora SDK's chunk and what it imports besides (the video SDK loads when a caller's
 *    call joins, which the production build proper cannot make against this server), as the product's budget names
 *    it: static plus Agora;
 *  - a production journey on the served console: from pressing Sign in to the first frame of the simulated caller's
 *    video (sign-in, create mode, Send SMS, the server's simulated caller opens the link and streams).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzKb } from './build-manifest.mjs';
import { freePort } from './browser.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const SERVED_DIR = 'bench-results/serve';
const PRODUCTION_DIR = 'bench-results/serve-production';
/** A route's JavaScript is counted until no script has arrived for this long. */
const SCRIPT_QUIET_MS = 2000;
/** Both builds are made by the server at start: minutes on a busy two-core machine. */
const START_MS = 600_000;
export const WIRE_BUDGETS = { usersRouteGzKb: 300, incidentsRouteGzKb: 300, liveRouteGzKb: 600, journeyMs: 30_000 };

/** `npm run serve` with the production build on a second port; resolves once both answer. */
async function startServer() {
  const [port, productionPort] = [await freePort(), await freePort()];
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      PRODUCTION_PORT: String(productionPort),
      SERVE_OUT_DIR: SERVED_DIR,
      SERVE_PRODUCTION_OUT_DIR: PRODUCTION_DIR,
    },
  });
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      server.kill();
    }
  };
  const served = `http://localhost:${port}`;
  const production = `http://localhost:${productionPort}`;
  const until = Date.now() + START_MS;
  for (const base of [served, production])
    for (;;) {
      if (server.exitCode !== null) throw new Error(`npm run serve ended with ${server.exitCode}`);
      if (Date.now() > until) {
        stop();
        throw new Error(`npm run serve did not answer at ${base}`);
      }
      const up = await fetch(base).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  return { served, production, stop };
}

async function signIn(page, base, email, tenant) {
  await page.goto(`${base}/#/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByLabel('Tenant').fill(tenant);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(new RegExp(`#/${tenant}/`), { timeout: 60_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
}

/** An incident made over the API with the page's token, for the live route. */
async function createIncident(page, api) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post(`${api}/graphql`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation create($input: CreateIncidentInput!) { createIncident(input: $input) { id } }',
      variables: {
        input: {
          title: 'Bench: live route',
          description: 'npm run bench',
          address: 'Rua do Catete 100, Rio de Janeiro',
          city: 'Rio de Janeiro',
          sendToPhone: '+5521987654325',
          incidentsCategoryId: 14,
          status: 'DRAFT',
        },
      },
    },
  });
  const body = await response.json();
  return String(body.data.createIncident.id);
}

/**
 * The Agora SDK's chunk in the production build (Vite names it after the SDK's file) and the chunks it imports that
 * the route has not fetched already: what the live page fetches more when a call joins.
 */
function agoraFiles(fetched) {
  const assets = path.join(root, PRODUCTION_DIR, 'assets');
  const files = new Set();
  const stack = readdirSync(assets).filter((name) => name.startsWith('AgoraRTC_') && name.endsWith('.js'));
  if (stack.length === 0) throw new Error(`${PRODUCTION_DIR} holds no Agora chunk (AgoraRTC_*.js)`);
  while (stack.length > 0) {
    const name = stack.pop();
    const file = `/assets/${name}`;
    if (files.has(file) || fetched.has(file)) continue;
    files.add(file);
    const code = readFileSync(path.join(assets, name), 'utf8');
    for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) stack.push(imported);
  }
  return files;
}

const gzOf = (files) => [...files].reduce((sum, file) => sum + gzKb(path.join(root, PRODUCTION_DIR, file)), 0);

/** The JavaScript the browser fetches for `route` in a signed-in context, until no script arrives for a while. */
async function routeJavaScript(context, base, route) {
  const page = await context.newPage();
  const files = new Set();
  let lastScriptAt = Date.now();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === base && url.pathname.endsWith('.js')) {
      files.add(url.pathname);
      lastScriptAt = Date.now();
    }
  });
  // Not 'networkidle': a live page keeps its polls and relay busy; the scripts' own quiet below is what counts.
  await page.goto(`${base}/#/${route}`, { waitUntil: 'load' });
  // A guarded route renders once the server has confirmed the session: its heading first, then the scripts settle.
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  while (Date.now() - lastScriptAt < SCRIPT_QUIET_MS) await new Promise((r) => setTimeout(r, 100));
  await page.close();
  return files;
}

/** Served console: from pressing Sign in to the first frame of the simulated caller's video. */
async function journeyMs(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.route(/^https?:\/\/(?!localhost)/, (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  try {
    await page.goto(`${base}/#/login`);
    await page.getByLabel('Email').fill('operator@public.demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByLabel('Tenant').fill('public');
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/#\/public\//, { timeout: 60_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await page.goto(`${base}/#/public/incident/live`);
    await page.getByLabel('Phone number').pressSequentially('21987654321');
    await page.getByLabel('Title', { exact: true }).fill('Bench: sign-in to first frame');
    await page.getByRole('combobox', { name: 'Address', exact: true }).fill('Rua do Catete 100, Rio de Janeiro');
    await page.getByLabel('Description', { exact: true }).fill('npm run bench');
    await page.getByRole('button', { name: 'Send SMS' }).click();
    await page.waitForURL(/#\/public\/incident\/live\/[^/?]+$/, { timeout: 60_000 });
    await page.waitForFunction(
      () => [...document.querySelectorAll('video')].some((video) => video.videoWidth > 0 && video.currentTime > 0),
      null,
      { timeout: 60_000, polling: 50 },
    );
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

/** The figures over the wire, as rows of the "builds" tables and budgets. */
export async function measureOverTheWire(browser) {
  const { served, production, stop } = await startServer();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.route(/^https?:\/\/(?!localhost)/, (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    await signIn(page, production, 'admin@public.demo', 'public');
    const id = await createIncident(page, served);
    await page.close();
    const routes = [
      ['public/users', WIRE_BUDGETS.usersRouteGzKb],
      ['public/incidents', WIRE_BUDGETS.incidentsRouteGzKb],
      [`public/incident/live/${id}`, WIRE_BUDGETS.liveRouteGzKb, 'with Agora'],
    ];
    const rows = [];
    const budgets = [];
    for (const [route, max, withAgora] of routes) {
      const files = await routeJavaScript(context, production, route);
      const staticGz = gzOf(files);
      const agoraGz = withAgora ? gzOf(agoraFiles(files)) : 0;
      const gz = staticGz + agoraGz;
      const what = withAgora ? `#/${route} (${staticGz.toFixed(1)} fetched + Agora ${agoraGz.toFixed(1)})` : `#/${route}`;
      rows.push(['production over the wire', what, gz.toFixed(1), `${max}`]);
      budgets.push({
        label: `production over the wire: #/${route.replace(/\d+$/, '{id}')} JavaScript${withAgora ? ' plus Agora' : ''}`,
        value: Number(gz.toFixed(1)),
        max,
        unit: 'KB gz',
      });
    }
    await context.close();
    const ms = await journeyMs(browser, served);
    budgets.push({ label: 'served console: sign-in to the first caller frame', value: ms, max: WIRE_BUDGETS.journeyMs, unit: 'ms' });
    return { rows, journeyRows: [['served console', String(ms), String(WIRE_BUDGETS.journeyMs)]], budgets };
  } finally {
    stop();
  }
}
