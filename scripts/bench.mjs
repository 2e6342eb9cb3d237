#!/usr/bin/env node
/* global document, requestAnimationFrame -- used inside page.evaluate, in the browser. */
/**
 * npm run bench: builds the production console (real adapters) and the demo (fake adapters), then
 *  - fails when the production build contains faker or any module of src/adapters/fake;
 *  - loads each route in headless Chromium and prints the gzipped JavaScript the browser fetched for it (until no
 *    script has arrived for SCRIPT_QUIET_MS, so a signed-in route's lazy chunks count), per route;
 *  - prints every lazy chunk;
 *  - reads from each build's Vite manifest the gzipped JavaScript of the live incident route
 *    ({tenant}/incident/live/{id}): what it loads statically, and apart the lazy chunks of the video (Agora) and chat
 *    (Twilio) SDKs; fails when an SDK is reachable through static imports, is missing from the production build, or
 *    is in the demo build at all;
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
/** A route's JavaScript is counted until no script has arrived for this long. */
const SCRIPT_QUIET_MS = 2000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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

/** Every source module of each emitted JavaScript file, read from its source map (file -> sources). */
function sourcesByFile(outDir) {
  const bySource = new Map();
  const assets = path.join(root, outDir, 'assets');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(path.join(assets, file), 'utf8'));
    bySource.set(
      `assets/${file.replace(/\.map$/, '')}`,
      (map.sources ?? []).map((source) => path.resolve(assets, source)),
    );
  }
  return bySource;
}

/** The SDKs the live route loads lazily: in production only, and never through a static import. */
const LIVE_SDKS = [
  { name: 'agora-rtc-sdk-ng', when: 'on joining the video channel' },
  { name: '@twilio/conversations', when: 'on opening the chat' },
];
/**
 * The live incident route {tenant}/incident/live/{id}: the router loads the signed-in shell (which holds the live page)
 * lazily, and the signed-in services (Services.ready()) load the container parts under src/composition/bindings/.
 */
const LIVE_ROUTE_CHUNK = 'src/ui/admin/AuthenticatedShell.tsx';
const SIGNED_IN_CONTAINER = /^src\/composition\/bindings\//;

/**
 * The live route's JavaScript from the manifest: the static closure (entry, lazy route chunk, signed-in container
 * parts, and everything they import statically) and, apart, the lazy chunks holding each live SDK.
 */
function liveRouteFigures(flavour) {
  const manifest = JSON.parse(readFileSync(path.join(root, flavour.outDir, '.vite', 'manifest.json'), 'utf8'));
  const sources = sourcesByFile(flavour.outDir);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const closure = (roots) => {
    const seen = new Set();
    const stack = [...roots];
    while (stack.length > 0) {
      const key = stack.pop();
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const problems = [];
  if (!manifest[LIVE_ROUTE_CHUNK]) problems.push(`${flavour.name}: the live route chunk ${LIVE_ROUTE_CHUNK} is not in the manifest`);
  const container = (manifest[entry]?.dynamicImports ?? []).filter((key) => SIGNED_IN_CONTAINER.test(key));
  const entryStatic = closure([entry]);
  const routeStatic = closure([entry, LIVE_ROUTE_CHUNK, ...container]);
  const routeDynamic = new Set([...routeStatic].flatMap((key) => manifest[key].dynamicImports ?? []));
  const gzOf = (keys) => [...keys].reduce((sum, key) => sum + gzKb(path.join(root, flavour.outDir, manifest[key].file)), 0);
  const rows = [[flavour.name, 'live route, static (entry + signed-in shell + container)', routeStatic.size, gzOf(routeStatic).toFixed(1)]];
  for (const sdk of LIVE_SDKS) {
    const marker = `${path.sep}node_modules${path.sep}${sdk.name.split('/').join(path.sep)}${path.sep}`;
    const files = [...sources].filter(([, list]) => list.some((source) => source.includes(marker))).map(([file]) => file);
    const keys = files.map((file) => keyOfFile.get(file)).filter(Boolean);
    if (flavour.adapters === 'fake') {
      if (files.length > 0) problems.push(`${flavour.name}: the demo build contains ${sdk.name} (${files.join(', ')})`);
      continue;
    }
    if (keys.length === 0) {
      problems.push(`${flavour.name}: no chunk holds ${sdk.name}; the live route cannot load it`);
      continue;
    }
    const eager = keys.filter((key) => entryStatic.has(key));
    if (eager.length > 0)
      problems.push(
        `${flavour.name}: ${sdk.name} is reachable through static imports from the entry (${eager.map((k) => manifest[k].file).join(', ')})`,
      );
    const onRoute = keys.filter((key) => routeStatic.has(key) && !entryStatic.has(key));
    if (onRoute.length > 0)
      problems.push(
        `${flavour.name}: ${sdk.name} is loaded statically with the live route (${onRoute.map((k) => manifest[k].file).join(', ')}), not lazily`,
      );
    const notLazy = keys.filter((key) => manifest[key].isDynamicEntry !== true);
    if (notLazy.length > 0)
      problems.push(
        `${flavour.name}: ${sdk.name} sits in a chunk that is not a lazy (dynamic import) chunk (${notLazy.map((k) => manifest[k].file).join(', ')})`,
      );
    const unreachable = keys.filter((key) => !routeDynamic.has(key));
    if (unreachable.length > 0)
      problems.push(
        `${flavour.name}: ${sdk.name} (${unreachable.map((k) => manifest[k].file).join(', ')}) is not a dynamic import of the live route's chunks`,
      );
    const lazyOnly = new Set(keys.filter((key) => !routeStatic.has(key)));
    rows.push([flavour.name, `${sdk.name}, lazy ${sdk.when}`, lazyOnly.size, gzOf(lazyOnly).toFixed(1)]);
  }
  return { rows, problems };
}

function gzKb(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length / KB;
}

function chunks(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(root, outDir, '.vite', 'manifest.json'), 'utf8'));
  return Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({
      file: chunk.file,
      lazy: chunk.isDynamicEntry === true,
      name: chunk.name ?? chunk.src ?? '',
      gz: gzKb(path.join(root, outDir, chunk.file)),
    }));
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
  const server = spawn('npx', ['vite', 'preview', '--outDir', flavour.outDir, '--port', String(flavour.port), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
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
      let lastScriptAt = Date.now();
      measured.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js')) {
          files.add(url.pathname);
          lastScriptAt = Date.now();
        }
      });
      const started = Date.now();
      await measured.goto(`${base}/#/${route}`, { waitUntil: 'networkidle' });
      // A signed-in route loads its lazy chunks after the services answer (the demo world answers with latency),
      // which can be after the first network idle: wait until no script has arrived for SCRIPT_QUIET_MS.
      while (Date.now() - lastScriptAt < SCRIPT_QUIET_MS) await new Promise((r) => setTimeout(r, 100));
      const ms = Math.max(lastScriptAt, started) - started;
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
    const again = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
    });
    const server2 = spawn('npx', ['vite', 'preview', '--outDir', flavour.outDir, '--port', String(flavour.port), '--strictPort'], {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    });
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
const liveRows = [];
for (const flavour of flavours) {
  build(flavour);
  if (flavour.adapters === 'real') {
    const leaked = bundledSources(flavour.outDir).filter(
      (s) => s.includes(`${path.sep}@faker-js${path.sep}`) || s.includes(path.join('src', 'adapters', 'fake')),
    );
    if (leaked.length > 0)
      failures.push(
        `the production build contains demo code: ${leaked
          .slice(0, 5)
          .map((s) => path.relative(root, s))
          .join(', ')}`,
      );
    else console.log('production build: no faker, no module of src/adapters/fake');
  } else if (!bundledSources(flavour.outDir).some((s) => s.includes(path.join('src', 'adapters', 'fake')))) {
    failures.push('the demo build shows no fake adapter in its source maps: the demo-code detector cannot be trusted');
  }
  const measured = await measure(flavour);
  if (measured.firstFrameMs !== null) {
    firstFrames.push([flavour.name, measured.firstFrameMs.toFixed(0)]);
    if (measured.firstFrameMs > BUDGETS.firstFrameMs)
      failures.push(
        `${flavour.name}: first video frame ${measured.firstFrameMs.toFixed(0)} ms after the caller published (budget ${BUDGETS.firstFrameMs} ms)`,
      );
  }
  for (const row of measured.rows) {
    routeRows.push([row.flavour, `#/${row.route}`, row.files, row.gz.toFixed(1), row.ms]);
    if (row.route === 'login' && row.gz > BUDGETS.loginInitialGzKb)
      failures.push(`${row.flavour}: login route loads ${row.gz.toFixed(1)} KB gz (budget ${BUDGETS.loginInitialGzKb} KB)`);
  }
  for (const chunk of chunks(flavour.outDir).filter((c) => c.lazy))
    chunkRows.push([flavour.name, chunk.name, chunk.file, chunk.gz.toFixed(1)]);
  const live = liveRouteFigures(flavour);
  liveRows.push(...live.rows);
  failures.push(...live.problems);
}

console.log(`\nJavaScript each route loads, until no script arrives for ${SCRIPT_QUIET_MS / 1000} s (gzipped; ms until its last script):`);
table(['build', 'route', 'js files', 'KB gz', 'last script ms'], routeRows);
console.log('\nLazy chunks (gzipped):');
table(['build', 'chunk', 'file', 'KB gz'], chunkRows.length ? chunkRows : [['-', '(none)', '-', '-']]);
console.log('\nLive incident route #/{tenant}/incident/live/{id}, from the manifest (gzipped):');
table(['build', 'part', 'chunks', 'KB gz'], liveRows);
console.log('\nCaller publishes -> first decoded frame in the operator page (demo, Chromium):');
table(['build', 'ms'], firstFrames.length ? firstFrames : [['-', 'not measured']]);
console.log('\nEdit probe: characters typed / lost (59 typed one at a time, the session expiring midway; headless):');
const probe = spawnSync('npx', ['tsx', 'scripts/probes/edit-probe.ts'], { cwd: root, encoding: 'utf8' });
const probeResult = probe.status === 0 ? JSON.parse(probe.stdout.trim().split('\n').pop() ?? '{}') : null;
table(['typed', 'lost'], [probeResult ? [probeResult.typed, probeResult.lost] : ['-', 'not measured']]);
if (!probeResult) failures.push(`edit probe did not run: ${probe.stderr.trim().split('\n').pop() ?? ''}`);
else if (probeResult.lost > 0) failures.push(`edit probe: ${probeResult.lost} of ${probeResult.typed} typed characters lost`);

console.log(
  `\nBudgets: first frame <= ${BUDGETS.firstFrameMs} ms; login route initial JavaScript <= ${BUDGETS.loginInitialGzKb} KB gz; no typed character lost; production build free of demo code; ${LIVE_SDKS.map((sdk) => sdk.name).join(' and ')} only in lazy chunks of the production build, never in the demo.`,
);

if (failures.length > 0) {
  console.error('\nBENCH FAILED:');
  for (const failure of failures) console.error(`- ${failure}`);
  process.exit(1);
}
console.log('\nbench: all budgets met');
