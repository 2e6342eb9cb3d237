/* global document, requestAnimationFrame -- used inside page.evaluate, in the browser. */
/**
 * Bench figure "builds": builds the production console (real adapters) and the demo (fake adapters), then
 *  - fails when the production build contains faker, any module of src/adapters/fake or any training code;
 *  - loads each route in headless Chromium and prints the gzipped JavaScript the browser fetched for it (until no
 *    script has arrived for SCRIPT_QUIET_MS, so a signed-in route's lazy chunks count), per route;
 *  - prints every lazy chunk;
 *  - reads from each build's Vite manifest the gzipped JavaScript of the live incident route
 *    ({tenant}/incident/live/{id}): what it loads statically, and apart the lazy chunks of the video (Agora) and chat
 *    (Twilio) SDKs; fails when an SDK is reachable through static imports, is missing from the production build, or
 *    is in the demo build at all;
 *  - fails when the production login route loads a library signing in does not need (NOT_ON_LOGIN_ROUTE), and when a
 *    demo route loads faker (the demo's seeded records come from its build, build/demo-seed.ts);
 *  - prints each library's share of the production login route and of the production live route (static JavaScript
 *    plus Agora), from the source maps, so the next cut is visible;
 *  - lists every chunk above BIG_CHUNK_GZ_KB (each should be a lazy chunk of its own: an SDK, a chart, map or PDF
 *    library, an admin section);
 *  - reports the budgets below to scripts/bench.mjs, which fails the bench when one is exceeded: the login route's
 *    JavaScript, the production live route's (static JavaScript plus Agora), the demo's users route's (until its
 *    first rows show; with each library's share) and the first video frame;
 *  - against `npm run serve` (over-the-wire.mjs): the production build's users, incidents and live routes, and the
 *    served console's time from sign-in to the first caller frame, each with its budget.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, buildApp, requireChromium, serveBuild, signInDemo } from '../browser.mjs';
import { LIVE_SDKS, chunks, demoOnlySources, gzKb, liveRouteFigures } from '../build-manifest.mjs';
import { librarySharesGzKb } from '../library-shares.mjs';
import { measureOverTheWire } from '../over-the-wire.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
/**
 * The product's targets: a production login route of at most 150 KB gz and a live route (static plus Agora) of at most
 * 600; the demo's login route carries its fake adapters' login part, hence its own figure; the demo's users route,
 * counted until its first rows show (its users come from the stored access books, about 8 KB gz, not from faker's 50),
 * at most 350. The bench fails while a route is
 * heavier: what each route still carries is in the library shares table.
 */
const BUDGETS = {
  loginInitialGzKb: { production: 150, demo: 155 },
  liveRouteWithAgoraGzKb: 600,
  firstFrameMs: 1000,
  demoUsersRouteGzKb: 350,
};
/**
 * Libraries the production login route must not load: the schema library (the answers read while signing in are
 * checked by hand, auth.schema.ts, settings.schema.ts), the container (the boot resolver stands in for it until sign-in),
 * the GraphQL client, and the component library with its styling engine (the signed-out screens are plain elements,
 * src/ui/public; Chakra loads with the signed-in screens).
 */
const NOT_ON_LOGIN_ROUTE = ['zod', '@inversifyjs/core', '@apollo/client', 'graphql', '@chakra-ui/react', '@emotion/react'];
/** Chunks above this are listed apart. */
const BIG_CHUNK_GZ_KB = 100;
/** Libraries below this share of the login route (of the live route) are summed in one row. */
const SHARE_ROW_MIN_GZ_KB = { login: 0.5, live: 2, users: 2 };
/** The demo route whose first list loads the demo world's seeded users. */
const USERS_ROUTE = 'tenant_5/users';
/** A route's JavaScript is counted until no script has arrived for this long. */
const SCRIPT_QUIET_MS = 2000;

const flavours = [
  {
    name: 'production',
    adapters: 'real',
    outDir: 'bench-results/production',
    routes: [{ route: 'login', signIn: null }],
  },
  {
    name: 'demo',
    adapters: 'fake',
    outDir: 'bench-results/demo',
    routes: [
      { route: 'login', signIn: null },
      {
        route: 'public/incidents-map',
        signIn: { email: 'admin@public.demo', tenant: 'public' },
        // On a loaded machine the entry can take longer than SCRIPT_QUIET_MS to ask for the signed-in chunks: the
        // route counts from its own heading on.
        ready: (page) => page.getByRole('heading', { level: 1, name: 'Incidents map' }).first().waitFor({ timeout: 60_000 }),
      },
      {
        route: USERS_ROUTE,
        signIn: { email: 'super@tenant5.demo', tenant: 'tenant_5' },
        // Its first rows: the list's chunks and the seeded users arrive with the first answer.
        ready: (page) =>
          page
            .getByRole('cell', { name: /@tenant5\.demo/ })
            .first()
            .waitFor({ timeout: 60_000 }),
      },
      {
        // The sign-ins of the build's seed: read from the build, as the users are, without faker.
        route: 'tenant_5/auth-data',
        signIn: { email: 'super@tenant5.demo', tenant: 'tenant_5' },
        ready: (page) =>
          page
            .getByRole('cell', { name: /@tenant5\.demo/ })
            .first()
            .waitFor({ timeout: 60_000 }),
      },
      {
        route: 'public/incident/live',
        signIn: { email: 'admin@public.demo', tenant: 'public' },
        ready: (page) => page.getByRole('heading', { level: 1, name: 'New incident' }).first().waitFor({ timeout: 60_000 }),
      },
    ],
    firstFrame: true,
  },
];

const failures = [];

async function measure(flavour) {
  const { base, stop } = await serveBuild(flavour.outDir);
  const rows = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const { route, signIn, ready } of flavour.routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (signIn) {
        await signInDemo(page, base, signIn.email, signIn.tenant);
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
      await ready?.(measured);
      // A signed-in route loads its lazy chunks after the services answer (the demo world answers with latency),
      // which can be after the first network idle: wait until no script has arrived for SCRIPT_QUIET_MS.
      while (Date.now() - lastScriptAt < SCRIPT_QUIET_MS) await new Promise((r) => setTimeout(r, 100));
      const ms = Math.max(lastScriptAt, started) - started;
      const gz = [...files].reduce((sum, file) => sum + gzKb(path.join(root, flavour.outDir, file)), 0);
      rows.push({ flavour: flavour.name, route, files: [...files].map((file) => file.replace(/^\//, '')), gz, ms });
      await context.close();
    }
  } finally {
    await browser.close();
    stop();
  }
  let firstFrameMs = null;
  if (flavour.firstFrame) {
    const again = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
    });
    let server2 = null;
    try {
      server2 = await serveBuild(flavour.outDir);
      firstFrameMs = await measureFirstFrame(server2.base, again);
    } catch (error) {
      failures.push(`first frame could not be measured: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await again.close();
      server2?.stop();
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
    await signInDemo(page, base, 'admin@public.demo', 'public');
    await page.goto(`${base}/#/public/incident/live?scenario=bench-first-frame`);
    await page.getByLabel('Phone number').pressSequentially('21987654321');
    await page.getByRole('textbox', { name: 'Title' }).fill('Bench: first frame');
    // The address is a combobox: its first suggestion chosen with the arrow keys and Enter.
    const address = page.getByRole('combobox', { name: 'Address' });
    await address.fill('Carrera 7');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await address.press('ArrowDown');
    await address.press('Enter');
    await page.getByRole('textbox', { name: 'Description' }).fill('npm run bench');
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

async function run() {
  requireChromium();
  const routeRows = [];
  const firstFrames = [];
  const chunkRows = [];
  const liveRows = [];
  const shareRows = [];
  const usersShareRows = [];
  const liveShareRows = [];
  const bigRows = [];
  const budgets = [];
  for (const flavour of flavours) {
    buildApp(flavour.name, flavour.outDir, { VITE_ADAPTERS: flavour.adapters });
    const demoOnly = demoOnlySources(flavour.outDir);
    if (flavour.adapters === 'real') {
      if (demoOnly.length > 0)
        failures.push(
          `the production build contains demo code: ${demoOnly
            .slice(0, 5)
            .map((s) => path.relative(root, s))
            .join(', ')}`,
        );
      else console.log('production build: no faker, no module of src/adapters/fake, no training code');
    } else {
      // The detector is trusted only if it finds the demo world and the training console in the demo build.
      for (const part of [path.join('src', 'adapters', 'fake'), path.join('src', 'ui', 'training')])
        if (!demoOnly.some((s) => s.includes(part)))
          failures.push(`the demo build shows no ${part} in its source maps: the demo-code detector cannot be trusted`);
    }
    const measured = await measure(flavour);
    if (measured.firstFrameMs !== null) {
      firstFrames.push([flavour.name, measured.firstFrameMs.toFixed(0)]);
      budgets.push({
        label: `${flavour.name}: first video frame after the caller published`,
        value: Math.round(measured.firstFrameMs),
        max: BUDGETS.firstFrameMs,
        unit: 'ms',
      });
    }
    for (const row of measured.rows) {
      routeRows.push([row.flavour, `#/${row.route}`, row.files.length, row.gz.toFixed(1), row.ms]);
      if (row.route === 'login' && flavour.adapters === 'real') {
        shareRows.push(...shareRowsOf(flavour.outDir, row.files, SHARE_ROW_MIN_GZ_KB.login));
        const loaded = new Set(librarySharesGzKb(path.join(root, flavour.outDir), row.files).map(([library]) => library));
        for (const library of NOT_ON_LOGIN_ROUTE)
          if (loaded.has(library)) failures.push(`the production login route carries ${library}, which signing in does not need`);
      }
      // The demo's seeded records come from its build (build/demo-seed.ts): no route loads faker to draw them.
      if (
        flavour.adapters === 'fake' &&
        librarySharesGzKb(path.join(root, flavour.outDir), row.files).some(([library]) => library === '@faker-js/faker')
      )
        failures.push(`the demo's #/${row.route} loads faker: its seeded records should come from the build`);
      if (row.route === USERS_ROUTE && flavour.adapters === 'fake') {
        usersShareRows.push(...shareRowsOf(flavour.outDir, row.files, SHARE_ROW_MIN_GZ_KB.users));
        budgets.push({
          label: `${row.flavour}: users route JavaScript`,
          value: Number(row.gz.toFixed(1)),
          max: BUDGETS.demoUsersRouteGzKb,
          unit: 'KB gz',
        });
      }
      if (row.route === 'login')
        budgets.push({
          label: `${row.flavour}: login route JavaScript`,
          value: Number(row.gz.toFixed(1)),
          max: BUDGETS.loginInitialGzKb[flavour.name],
          unit: 'KB gz',
        });
    }
    const built = chunks(flavour.outDir);
    for (const chunk of built.filter((c) => c.lazy)) chunkRows.push([flavour.name, chunk.name, chunk.file, chunk.gz.toFixed(1)]);
    for (const chunk of built.filter((c) => c.gz > BIG_CHUNK_GZ_KB).sort((a, b) => b.gz - a.gz))
      bigRows.push([
        flavour.name,
        chunk.name,
        chunk.file,
        chunk.lazy ? 'lazy' : chunk.entry ? 'entry (every route)' : 'shared, imported by other chunks',
        chunk.gz.toFixed(1),
      ]);
    const live = liveRouteFigures(flavour);
    liveRows.push(...live.rows);
    failures.push(...live.problems);
    if (flavour.adapters === 'real') {
      const withAgora = live.staticGz + (live.sdkGz['agora-rtc-sdk-ng'] ?? 0);
      liveRows.push([flavour.name, 'live route, static + agora-rtc-sdk-ng', '-', withAgora.toFixed(1)]);
      const liveFiles = [...live.staticFiles, ...(live.sdkFiles['agora-rtc-sdk-ng'] ?? [])];
      liveShareRows.push(...shareRowsOf(flavour.outDir, liveFiles, SHARE_ROW_MIN_GZ_KB.live));
      budgets.push({
        label: `${flavour.name}: live route JavaScript (static + Agora)`,
        value: Number(withAgora.toFixed(1)),
        max: BUDGETS.liveRouteWithAgoraGzKb,
        unit: 'KB gz',
      });
    }
  }
  const wire = { rows: [], journeyRows: [] };
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const measured = await measureOverTheWire(browser);
    wire.rows.push(...measured.rows);
    wire.journeyRows.push(...measured.journeyRows);
    budgets.push(...measured.budgets);
  } catch (error) {
    failures.push(`the figures over the wire could not be measured: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await browser.close();
  }
  return {
    tables: [
      {
        caption: `JavaScript each route loads, until no script arrives for ${SCRIPT_QUIET_MS / 1000} s (gzipped; ms until its last script)`,
        headers: ['build', 'route', 'js files', 'KB gz', 'last script ms'],
        rows: routeRows,
      },
      {
        caption: 'Lazy chunks (gzipped)',
        headers: ['build', 'chunk', 'file', 'KB gz'],
        rows: chunkRows.length ? chunkRows : [['-', '(none)', '-', '-']],
      },
      {
        caption: "Each library's share of the production login route (gzipped, from the source maps)",
        headers: ['library', 'KB gz', 'share'],
        rows: shareRows.length ? shareRows : [['-', 'not measured', '-']],
      },
      {
        caption: "Each library's share of the demo's users route (gzipped, from the source maps)",
        headers: ['library', 'KB gz', 'share'],
        rows: usersShareRows.length ? usersShareRows : [['-', 'not measured', '-']],
      },
      {
        caption: "Each library's share of the production live route, static JavaScript plus Agora (gzipped, from the source maps)",
        headers: ['library', 'KB gz', 'share'],
        rows: liveShareRows.length ? liveShareRows : [['-', 'not measured', '-']],
      },
      {
        caption: `Chunks above ${BIG_CHUNK_GZ_KB} KB gz`,
        headers: ['build', 'chunk', 'file', 'loaded', 'KB gz'],
        rows: bigRows.length ? bigRows : [['-', '(none)', '-', '-', '-']],
      },
      {
        caption: 'Live incident route #/{tenant}/incident/live/{id}, from the manifest (gzipped)',
        headers: ['build', 'part', 'chunks', 'KB gz'],
        rows: liveRows,
      },
      {
        caption: 'Production build against npm run serve: JavaScript each route loads after sign-in (gzipped)',
        headers: ['build', 'route', 'KB gz', 'budget KB gz'],
        rows: wire.rows.length ? wire.rows : [['-', 'not measured', '-', '-']],
      },
      {
        caption: "Against npm run serve: from pressing Sign in to the simulated caller's first frame",
        headers: ['build', 'ms', 'budget ms'],
        rows: wire.journeyRows.length ? wire.journeyRows : [['-', 'not measured', '-']],
      },
      {
        caption: 'Caller publishes -> first decoded frame in the operator page (demo, Chromium)',
        headers: ['build', 'ms'],
        rows: firstFrames.length ? firstFrames : [['-', 'not measured']],
      },
    ],
    budgets,
    problems: [...failures, ...(firstFrames.length === 0 ? ['the first video frame was not measured'] : [])],
  };
}

/** A route's JavaScript (files) per library, largest first; those below minKb summed in one row. */
function shareRowsOf(outDir, files, minKb) {
  const shares = librarySharesGzKb(path.join(root, outDir), files);
  const total = shares.reduce((sum, [, kb]) => sum + kb, 0);
  const big = shares.filter(([, kb]) => kb >= minKb);
  const small = shares.filter(([, kb]) => kb < minKb);
  const row = (name, kb) => [name, kb.toFixed(1), `${((100 * kb) / total).toFixed(1)} %`];
  return [
    ...big.map(([name, kb]) => row(name, kb)),
    row(
      `(${small.length} others below ${minKb} KB)`,
      small.reduce((sum, [, kb]) => sum + kb, 0),
    ),
    row('total', total),
  ];
}

/** @type {import('../figure').BenchFigure} */
export default {
  description: `the production and demo builds: JavaScript per route and per lazy chunk, the live route's SDK chunks (${LIVE_SDKS.map((sdk) => sdk.name).join(' and ')} only lazy, only in production), no demo code in production, and the caller's first video frame`,
  run,
};
