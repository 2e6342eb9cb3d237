/**
 * Where a list step's time goes: serves a demo build made by the admin-list or admin-incidents figure, signs in,
 * records a CPU profile (DevTools protocol) around `runs` of each step, and prints the self time by original source
 * (through the build's source maps): the package, or the project's file, and the heaviest functions.
 *
 *   node scripts/bench/profile-list.mjs <outDir> <route> <table label> [step …]
 *   steps: first | sort:<header>,<header> | filter:<label>,<value>,<value> | page
 *
 * PROFILE_TRACE=1 adds the renderer's main thread time by kind of work from a trace, with its CPU time per step (thread
 * time: what the step costs however loaded the machine is); PROFILE_TRACE=only records that trace alone, without the
 * sampling profiler (whose own cost inflates the CPU time). PROFILE_TOTALS=1 adds the project's functions with the time
 * of what they called (a component's render with its elements', an effect with the layout it forces).
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, serveBuild, signInDemo } from './browser.mjs';
import { COLD_LIMIT_MS, leaveFor, timeInPage, median } from './list-timing.mjs';

const [outDir, route, tableLabel, ...stepArgs] = process.argv.slice(2);
const RUNS = Number(process.env.PROFILE_RUNS ?? 10);
const table = `table[aria-label="${tableLabel}"]`;
const maps = new Map();

function mapFor(url) {
  if (!maps.has(url)) {
    const file = path.join(outDir, new URL(url).pathname) + '.map';
    maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url);
}

function origin(frame) {
  if (!frame.url) return { where: `(${frame.functionName || 'native'})`, name: frame.functionName || '(native)' };
  const map = mapFor(frame.url);
  if (!map) return { where: frame.url, name: frame.functionName };
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = pos.source ?? '?';
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  const where = pkg ?? source.replace(/^.*?\/src\//, 'src/');
  return { where, name: `${pos.name ?? frame.functionName ?? '?'} (${where}:${pos.line})` };
}

/** The self time of the samples of `profiles` (one a run) by source and by function, and the project's functions' totals. */
function selfTimes(profiles) {
  const byWhere = new Map();
  const byName = new Map();
  const totals = new Map();
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    const deltas = profile.timeDeltas;
    for (let i = 0; i < profile.samples.length; i++) {
      const node = byId.get(profile.samples[i]);
      self.set(node, (self.get(node) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
    }
    for (const [node, ms] of self) {
      const { where, name } = origin(node.callFrame);
      byWhere.set(where, (byWhere.get(where) ?? 0) + ms);
      byName.set(name, (byName.get(name) ?? 0) + ms);
    }
    projectTotals(profile, self, totals);
  }
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${(v / RUNS).toFixed(1).padStart(7)}  ${k}`);
  return { where: top(byWhere, 18), names: top(byName, 30), totals: top(totals, 40) };
}

/**
 * The time spent in each of the project's functions and what they called (a component's render with its Chakra
 * elements', an effect with the layout it forces), a function counted once where it calls itself.
 */
function projectTotals(profile, self, totals) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  for (const [node, ms] of self) {
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const { where, name } = origin(byId.get(id).callFrame);
      if (!where.startsWith('src/') || seen.has(name)) continue;
      seen.add(name);
      totals.set(name, (totals.get(name) ?? 0) + ms);
    }
  }
}

/** The renderer main thread's time by kind of work (style, layout, paint, script), per step: thread time where the trace has it. */
function renderingTimes(trace) {
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const kinds = {
    UpdateLayoutTree: 0,
    Layout: 0,
    PrePaint: 0,
    Paint: 0,
    Layerize: 0,
    Commit: 0,
    FunctionCall: 0,
    EventDispatch: 0,
    RunMicrotasks: 0,
    TimerFire: 0,
    FireAnimationFrame: 0,
    RunTask: 0,
    HitTest: 0,
    ParseAuthorStyleSheet: 0,
    'Document::updateStyle': 0,
  };
  const counts = {};
  // The main thread's CPU time (thread time, not wall time): what a step costs however loaded the machine is.
  let cpu = 0;
  for (const e of events) {
    if (main && (e.pid !== main.pid || e.tid !== main.tid)) continue;
    if (e.ph !== 'X') continue;
    if (e.name === 'RunTask' && typeof e.tdur === 'number') cpu += e.tdur / 1000;
    if (!(e.name in kinds)) continue;
    kinds[e.name] += (typeof e.tdur === 'number' ? e.tdur : e.dur) / 1000;
    counts[e.name] = (counts[e.name] ?? 0) + 1;
  }
  return [
    `  trace main thread CPU: ${(cpu / RUNS).toFixed(1)} ms/step (thread time of its tasks, the test driver's included)`,
    ...Object.entries(kinds)
      .filter(([, ms]) => ms > 0)
      .map(([name, ms]) => `  trace ${name}: ${(ms / RUNS).toFixed(1)} ms/step (${counts[name]} events)`),
  ].join('\n');
}

function parseStep(text) {
  const [kind, rest = ''] = text.split(':');
  const parts = rest.split(',');
  if (kind === 'first') return { kind, action: 'navigate' };
  if (kind === 'sort') return { kind, action: 'sort', args: parts };
  if (kind === 'filter') return { kind, action: 'filter', args: [parts[1], parts[2]].map((value) => ({ label: parts[0], value })) };
  return { kind, action: 'page', args: ['Next page', 'Previous page'] };
}

const { base, stop } = await serveBuild(outDir);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInDemo(page, base, 'admin@public.demo', 'public');
  const time = (action, arg, limitMs) => page.evaluate(timeInPage, { table, action, arg, limitMs });
  await time('navigate', route, COLD_LIMIT_MS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  for (const text of stepArgs) {
    const step = parseStep(text);
    const away = route.replace(/[^/]+$/, process.env.PROFILE_AWAY ?? 'incidents-map');
    const tracing = Boolean(process.env.PROFILE_TRACE);
    const sampling = process.env.PROFILE_TRACE !== 'only';
    const profiles = [];
    const traceEvents = [];
    // Only the step itself is recorded (a navigation's leaving for the other screen and its settling are not).
    const once = async (i, recorded) => {
      if (step.action === 'navigate') await leaveFor(page, away, table);
      if (recorded && tracing)
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
        });
      if (recorded && sampling) await cdp.send('Profiler.start');
      const ms = await (step.action === 'navigate' ? time('navigate', route) : time(step.action, step.args[i % 2]));
      if (recorded && sampling) profiles.push((await cdp.send('Profiler.stop')).profile);
      if (recorded && tracing) traceEvents.push(...(JSON.parse((await browser.stopTracing()).toString()).traceEvents ?? []));
      return ms;
    };
    for (let i = 0; i < 2; i++) await once(i, false);
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push(await once(i, true));
    console.log(`\n== ${text}: median ${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(' ')})`);
    if (tracing) console.log(renderingTimes(traceEvents));
    if (!sampling) continue;
    const { where, names, totals } = selfTimes(profiles);
    console.log('-- self ms per step');
    console.log(where.join('\n'));
    console.log('-- functions');
    console.log(names.join('\n'));
    if (process.env.PROFILE_TOTALS) console.log(`-- the project's functions with what they called\n${totals.join('\n')}`);
  }
} finally {
  await browser.close();
  stop();
}
