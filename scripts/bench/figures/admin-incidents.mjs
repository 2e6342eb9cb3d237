/**
 * Bench figure "admin-incidents": the incidents section with 10,000 incidents in the public tenant, in headless
 * Chromium. Times the demo's generation of those incidents in Node (deterministic from the seed; budget 1 s), then
 * builds the demo with VITE_DEMO_INCIDENTS=10000 and no answer latency (the figures are the console's own work and
 * the demo server's answer, not a simulated network), signs in as admin@public.demo and measures in the page, from
 * the action to the frame after the table's rows changed:
 *  - the first page after navigating to #/public/incidents (the section reads the whole history, getIncidentsNotPagination,
 *    and cuts its page), and apart the very first visit, when the demo generates its incidents and the chunk loads;
 *  - a re-sort (a sortable column's header pressed), a re-filter (the Status filter changed) and a page change
 *    (Next page / Previous page): each at most two frames (33 ms);
 *  - typing a search as a person does: the longest frame from the first key until the rows show the search, at most 50 ms.
 * Each is repeated RUNS times; the median is held to its budget, the slowest is printed beside it.
 */
import { faker as english } from '@faker-js/faker/locale/en';
import { generateTenantIncidents } from '../../../src/adapters/fake/demo-world/incident-generator.ts';
import { filterStep, listReport, measureList, median, onDemoBuild, pageStep, sortStep } from '../list-timing.mjs';

const INCIDENTS = 10_000;
const OUT_DIR = 'bench-results/admin-incidents';
const RUNS = 7;
const BUDGET_MS = 33;
const TYPING_BUDGET_MS = 50;
const GENERATION_BUDGET_MS = 1000;

/** Milliseconds to generate the public tenant's 10,000 incidents, from a fresh seeded faker each run. */
function generationTimes() {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const faker = new english.constructor({ locale: english.rawDefinitions });
    faker.seed(20261122);
    const started = performance.now();
    const { incidents } = generateTenantIncidents(faker, 'public', Date.now(), ['public'], INCIDENTS);
    times.push(performance.now() - started);
    if (incidents.length !== INCIDENTS) throw new Error(`generated ${incidents.length} incidents, not ${INCIDENTS}`);
  }
  return times;
}

const STEPS = [sortStep('Reactions', 'Phone'), filterStep('Status', 'finished', 'live'), pageStep()];

async function run() {
  const generation = generationTimes();
  const demo = { name: 'demo with 10,000 incidents', outDir: OUT_DIR, env: { VITE_DEMO_INCIDENTS: String(INCIDENTS) } };
  // The history holds no deleted incidents (getIncidentsNotPagination, all false): about 4% of them.
  const { samples, total } = await onDemoBuild(demo, (base) =>
    measureList({
      base,
      table: 'table[aria-label="Incidents"]',
      route: '#/public/incidents',
      away: '#/public/users',
      minTotal: INCIDENTS * 0.9,
      runs: RUNS,
      steps: STEPS,
      typing: { searchLabel: 'Search by id, title, phone, address or operator', bursts: ['rua', ' da'] },
    }),
  );
  const generated = Math.round(median(generation));
  return listReport({
    caption: `Incidents section #/public/incidents, ${total} (${INCIDENTS} generated, no demo latency; Chromium; median and slowest of ${RUNS}, ms from the action to the frame after the rows changed)`,
    subject: `incidents list of ${INCIDENTS}`,
    noun: 'incidents',
    steps: STEPS,
    samples,
    budgetMs: BUDGET_MS,
    typingBudgetMs: TYPING_BUDGET_MS,
    extraRows: [[`generating ${INCIDENTS} incidents (Node, 5 runs)`, generated, Math.max(...generation).toFixed(0)]],
    extraBudgets: [{ label: `demo world: generating ${INCIDENTS} incidents`, value: generated, max: GENERATION_BUDGET_MS, unit: 'ms' }],
  });
}

/** @type {import('../figure').BenchFigure} */
export default {
  description: `the incidents section with ${INCIDENTS} incidents in Chromium: first page, re-sort, re-filter, page change and typing a search; and generating them`,
  run,
};
