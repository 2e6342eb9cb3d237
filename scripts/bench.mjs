#!/usr/bin/env node
/* global document, requestAnimationFrame -- used inside page.evaluate, in the browser. */
/**
 * npm run bench: builds the production console (real adapters) and the demo (fake adapters), then
 *  - fails when the production build contains faker or any module of src/adapters/fake;
 *  - loads each route in headless Chromium and prints the gzipped JavaScript the browser fetched before the
 *    route was interactive (network idle), per route;
 *  - prints every lazy chunk;
 *  - checks the budgets below and exits non-zero when one is exceeded.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const KB = 1024;
const BUDGETS = { loginInitialGzKb: 250, firstFrameMs: 1000 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const flavours = [
  {
    name: 'production',
    adapters: 'real',
    outDir: 'bench-results/production',
    port: 4181,
    routes: [{ route: 'login', signIn: null }],
  },
  {
    name: 'demo',
    adapters: 'fake',
    outDir: 'bench-results/demo',
    port: 4182,
    routes: [
      { route: 'login', signIn: null },
      { route: 'public/incidents-map', signIn: { email: 'admin@public.demo', tenant: 'public' } },
      { route: 'tenant_5/users', signIn: { email: 'super@tenant5.demo', tenant: 'tenant_5' } },
      { route: 'public/incident/live', signIn: { email: 'admin@public.demo', tenant: 'public' } },
    ],
    firstFrame: true,
  },
];

const failures = [];

function build(flavour) {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', flavour.outDir, '--manifest', '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_ADAPTERS: flavour.adapters, VITE_SOURCEMAP: 'true' },
  });
  if (result.status !== 0) throw new Error(`vite build failed for ${flavour.name}`);
}

/** Every source module bundled into the build, read from its source maps. */
function bundledSources(outDir) {
  const assets = path.join(root, outDir, 'assets');
  const sources = new Set();
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(path.join(assets, file), 'utf8'));
    for (const source of map.sources ?? []) sources.add(path.resolve(assets, source));
  }
  return [...sources];
}

function gzKb(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length / KB;
}

function chunks(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(root, outDir, '.vite', 'manifest.json'), 'utf8'));
  return Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({ file: chunk.file, lazy: chunk.isDynamicEntry === true, name: chunk.name ?? chunk.src ?? '', gz: gzKb(path.join(root, outDir, chunk.file)) }));
}

async function waitForServer(url, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`preview server did not start at ${url}`);
}

async function measure(flavour) {
  const server = spawn('npx', ['vite', 'preview', '--outDir', flavour.outDir, '--port', String(flavour.port), '--strictPort'], { cwd: root, stdio: 'ignore', detached: true });
  const base = `http://localhost:${flavour.port}`;
  const rows = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    await waitForServer(base);
    for (const { route, signIn } of flavour.routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (signIn) {
        await page.goto(`${base}/#/login`);
        await page.getByLabel('Email').fill(signIn.email);
        await page.getByLabel('Password').fill('demo1234');
        await page.getByLabel('Tenant').fill(signIn.tenant);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(/#\/(?!login)/);
        await page.close();
      }
      const measured = await context.newPage();
      const files = new Set();
      measured.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js')) files.add(url.pathname);
      });
      const started = Date.now();
      await measured.goto(`${base}/#/${route}`, { waitUntil: 'networkidle' });
      const ms = Date.now() - started;
      const gz = [...files].reduce((sum, file) => sum + gzKb(path.join(root, flavour.outDir, file)), 0);
      rows.push({ flavour: flavour.name, route, files: files.size, gz, ms });
      await context.close();
    }
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid);
    } catch {
      server.kill();
    }
  }
  let firstFrameMs = null;
  if (flavour.firstFrame) {
    const again = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'] });
    const server2 = spawn('npx', ['vite', 'preview', '--outDir', flavour.outDir, '--port', String(flavour.port), '--strictPort'], { cwd: root, stdio: 'ignore', detached: true });
    try {
      await waitForServer(base);
      firstFrameMs = await measureFirstFrame(base, again);
    } catch (error) {
      failures.push(`first frame could not be measured: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await again.close();
      try {
        process.kill(-server2.pid);
      } catch {
        server2.kill();
      }
    }
  }
  return { rows, firstFrameMs };
}

/**
 * Demo: the time from the simulated caller publishing its video (a performance mark the demo sets) to the first
 * frame decoded in the operator's video element (requestVideoFrameCallback), with scenarios/bench-first-frame.json.
 */
async function measureFirstFrame(base, browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${base}/#/login`);
    await page.getByLabel('Email').fill('admin@public.demo');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByLabel('Tenant').fill('public');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/#\/public\//);
    await page.goto(`${base}/#/public/incident/live?scenario=bench-first-frame`);
    await page.getByLabel('Phone number').pressSequentially('21987654321');
    await page.getByLabel('Title', { exact: true }).fill('Bench: first frame');
    await page.getByLabel('Address', { exact: true }).fill('Carrera 7');
    await page.getByRole('list', { name: 'Address suggestions' }).getByRole('button').first().click();
    await page.getByLabel('Description', { exact: true }).fill('npm run bench');
    await page.getByRole('button', { name: 'Send SMS' }).click();
    await page.waitForURL(/#\/public\/incident\/live\/\d+/, { timeout: 20_000 });
    return await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const giveUp = setTimeout(() => reject(new Error('no video frame within 20 s')), 20_000);
          const waitForVideo = () => {
            const video = document.querySelector('video');
            if (!video || !video.srcObject) return void requestAnimationFrame(waitForVideo);
            video.requestVideoFrameCallback((now) => {
              const mark = performance.getEntriesByType('mark').find((m) => m.name.startsWith('demo:caller-published:'));
              clearTimeout(giveUp);
              if (!mark) reject(new Error('the caller never published'));
              else resolve(now - mark.startTime);
            });
          };
          waitForVideo();
        }),
    );
  } finally {
    await context.close();
  }
}

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  process.exit(1);
}

const routeRows = [];
const firstFrames = [];
const chunkRows = [];
for (const flavour of flavours) {
  build(flavour);
  if (flavour.adapters === 'real') {
    const leaked = bundledSources(flavour.outDir).filter((s) => s.includes(`${path.sep}@faker-js${path.sep}`) || s.includes(path.join('src', 'adapters', 'fake')));
    if (leaked.length > 0) failures.push(`the production build contains demo code: ${leaked.slice(0, 5).map((s) => path.relative(root, s)).join(', ')}`);
    else console.log('production build: no faker, no module of src/adapters/fake');
  } else if (!bundledSources(flavour.outDir).some((s) => s.includes(path.join('src', 'adapters', 'fake')))) {
    failures.push('the demo build shows no fake adapter in its source maps: the demo-code detector cannot be trusted');
  }
  const measured = await measure(flavour);
  if (measured.firstFrameMs !== null) {
    firstFrames.push([flavour.name, measured.firstFrameMs.toFixed(0)]);
    if (measured.firstFrameMs > BUDGETS.firstFrameMs) failures.push(`${flavour.name}: first video frame ${measured.firstFrameMs.toFixed(0)} ms after the caller published (budget ${BUDGETS.firstFrameMs} ms)`);
  }
  for (const row of measured.rows) {
    routeRows.push([row.flavour, `#/${row.route}`, row.files, row.gz.toFixed(1), row.ms]);
    if (row.route === 'login' && row.gz > BUDGETS.loginInitialGzKb) failures.push(`${row.flavour}: login route loads ${row.gz.toFixed(1)} KB gz (budget ${BUDGETS.loginInitialGzKb} KB)`);
  }
  for (const chunk of chunks(flavour.outDir).filter((c) => c.lazy)) chunkRows.push([flavour.name, chunk.name, chunk.file, chunk.gz.toFixed(1)]);
}

console.log('\nJavaScript loaded before each route is interactive (gzipped):');
table(['build', 'route', 'js files', 'KB gz', 'load ms'], routeRows);
console.log('\nLazy chunks (gzipped):');
table(['build', 'chunk', 'file', 'KB gz'], chunkRows.length ? chunkRows : [['-', '(none)', '-', '-']]);
console.log('\nCaller publishes -> first decoded frame in the operator page (demo, Chromium):');
table(['build', 'ms'], firstFrames.length ? firstFrames : [['-', 'not measured']]);
console.log(`\nBudgets: first frame <= ${BUDGETS.firstFrameMs} ms; login route initial JavaScript <= ${BUDGETS.loginInitialGzKb} KB gz; production build free of demo code.`);

if (failures.length > 0) {
  console.error('\nBENCH FAILED:');
  for (const failure of failures) console.error(`- ${failure}`);
  process.exit(1);
}
console.log('\nbench: all budgets met');
