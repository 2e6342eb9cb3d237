/**
 * Bench figure "admin-list": the users section with 10,000 users per tenant, in headless Chromium. Builds the demo
 * with VITE_DEMO_USERS=10000 and no answer latency (so the figures are the console's own work and the demo server's
 * list query, not a simulated network), signs in as admin@public.demo and measures in the page, from the action to
 * the frame after the table's rows changed:
 *  - the first page after navigating to #/public/users (the demo world already holds the users: a later visit), and
 *    apart the very first visit, when the demo generates its 10,000 users and the section's chunk loads;
 *  - a re-sort (a sortable column's header pressed), a re-filter (the Status filter changed) and a page change
 *    (Next page / Previous page): each at most two frames (33 ms);
 *  - typing a search as a person does (a key every 150 ms, a pause between two bursts): the longest frame from the
 *    first key until the rows show the search, at most 50 ms (a keystroke never waits on the list);
 *  - the JavaScript heap after all that and 20 more pages, collected: at most 12.9 MB, what react-admin 5.15's list of
 *    10,000 users held after the same in a side-by-side run (measured apart; nothing of react-admin is in the project),
 *    and where it goes (heap-breakdown.mjs: by kind, compiled code per script, strings per property holding them);
 *    beside it, without a budget, the heap of a fresh sign-in that only opens the list and goes 20 pages on;
 * Each is repeated RUNS times (the heap once); the median is held to its budget, the slowest is printed beside it.
 */
import { filterStep, listReport, measureList, onDemoBuild, pageStep, sortStep } from '../list-timing.mjs';

const USERS = 10_000;
const OUT_DIR = 'bench-results/admin-list';
const RUNS = 7;
const BUDGET_MS = 33;
const TYPING_BUDGET_MS = 50;
const HEAP_BUDGET_MB = 12.9;
const HEAP_PAGES = 20;

const STEPS = [sortStep('Email', 'Last name'), filterStep('Status', 'false', 'true'), pageStep()];

async function run() {
  const demo = { name: 'demo with 10,000 users', outDir: OUT_DIR, env: { VITE_DEMO_USERS: String(USERS) } };
  const { samples, total } = await onDemoBuild(demo, (base) =>
    measureList({
      base,
      table: 'table[aria-label="Users"]',
      route: '#/public/users',
      away: '#/public/incidents-map',
      minTotal: USERS,
      runs: RUNS,
      steps: STEPS,
      typing: { searchLabel: 'Search users', bursts: ['ma', 'ri'] },
      heapPages: HEAP_PAGES,
    }),
  );
  return listReport({
    caption: `Users section #/public/users, ${total} (${USERS} generated per tenant, no demo latency; Chromium; median and slowest of ${RUNS}, ms from the action to the frame after the rows changed)`,
    subject: `users list of ${USERS}`,
    noun: 'users',
    steps: STEPS,
    samples,
    budgetMs: BUDGET_MS,
    typingBudgetMs: TYPING_BUDGET_MS,
    heapBudgetMB: HEAP_BUDGET_MB,
    heapPages: HEAP_PAGES,
  });
}

/** @type {import('../figure').BenchFigure} */
export default {
  description: `the users section with ${USERS} users per tenant in Chromium: first page, re-sort, re-filter, page change, typing a search, and the heap`,
  run,
};
