/**
 * What a browser suite spent its time on, from the JSON report each suite writes (playwright-report/durations-*.json):
 * `node scripts/e2e-durations.mjs REPORT [BASELINE] [--top N]` prints the run's wall time, the number of test runs
 * (retries included), the sum of their durations and the slowest N tests; with a baseline, each test's duration there
 * beside it and both sums over the tests the two runs share. On a shared machine compare sums, not wall times.
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 25;
const files = args.filter((_, index) => topAt < 0 || (index !== topAt && index !== topAt + 1));
if (files.length === 0 || files.length > 2 || !Number.isFinite(top)) {
  console.error('usage: node scripts/e2e-durations.mjs REPORT [BASELINE] [--top N]');
  process.exit(2);
}

/** Each test's seconds (its runs summed, retries included), by file, line and title; and the run's wall time. */
function read(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const seconds = new Map();
  let runs = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const key = `${spec.file}:${spec.line} ${spec.title}`;
        for (const result of test.results) {
          runs += 1;
          seconds.set(key, (seconds.get(key) ?? 0) + result.duration / 1000);
        }
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return { seconds, runs, wall: (report.stats?.duration ?? 0) / 1000 };
}

const sum = (values) => values.reduce((total, value) => total + value, 0);
const fixed = (value) => (value === undefined ? '     -' : value.toFixed(1).padStart(6));

const [current, baseline] = files.map(read);
console.log(
  `${files[0]}: wall ${current.wall.toFixed(0)} s, ${current.runs} test runs, sum of durations ${sum([...current.seconds.values()]).toFixed(0)} s`,
);
if (baseline) {
  console.log(
    `${files[1]}: wall ${baseline.wall.toFixed(0)} s, ${baseline.runs} test runs, sum of durations ${sum([...baseline.seconds.values()]).toFixed(0)} s`,
  );
  const shared = [...current.seconds.keys()].filter((key) => baseline.seconds.has(key));
  const now = sum(shared.map((key) => current.seconds.get(key)));
  const before = sum(shared.map((key) => baseline.seconds.get(key)));
  console.log(
    `the ${shared.length} tests both ran: ${before.toFixed(0)} s -> ${now.toFixed(0)} s (${((now / before - 1) * 100).toFixed(0)}%)`,
  );
}
console.log(`slowest ${top}${baseline ? ' (baseline, report)' : ''}:`);
const slowest = [...current.seconds.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
for (const [key, seconds] of slowest) console.log(`${baseline ? `${fixed(baseline.seconds.get(key))} ` : ''}${fixed(seconds)}  ${key}`);
