/* global document, window, requestAnimationFrame, MutationObserver, HTMLSelectElement -- used inside page.evaluate. */
/**
 * Bench figure "admin-list": the users section with 10,000 users per tenant, in headless Chromium. Builds the demo
 * with VITE_DEMO_USERS=10000 and no answer latency (so the figures are the console's own work and the demo server's
 * list query, not a simulated network), signs in as admin@public.demo and measures in the page, from the action to
 * the frame after the table's rows changed:
 *  - the first page after navigating to #/public/users (the demo world already holds the users: a later visit), and
 *    apart the very first visit, when the demo generates its 10,000 users and the section's chunk loads;
 *  - a re-sort (a sortable column's header pressed), a re-filter (the Status filter changed) and a page change
 *    (Next page / Previous page).
 * Each is repeated RUNS times; the median is held to its budget, the slowest is printed beside it.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, buildApp, requireChromium, serveBuild, signInDemo } from '../browser.mjs';

const USERS = 10_000;
const OUT_DIR = 'bench-results/admin-list';
const PORT = 4191;
const RUNS = 7;
const BUDGET_MS = 200;
const TABLE = 'table[aria-label="Users"]';

/**
 * In the page: runs `action` (a name below), then resolves with the milliseconds from just before it to the frame
 * after the Users table shows other rows than before and is no longer busy.
 */
function timeInPage({ table, action, arg }) {
  const rowsText = () => {
    const body = document.querySelector(`${table} tbody`);
    return body && document.querySelector(table)?.getAttribute('aria-busy') !== 'true' ? body.textContent : null;
  };
  const buttonIn = (scope, text) => [...document.querySelectorAll(`${scope} button`)].find((b) => b.textContent.trim().startsWith(text));
  const actions = {
    navigate: () => {
      window.location.hash = arg;
    },
    sort: () => buttonIn(`${table} thead`, arg).click(),
    filter: () => {
      const label = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === arg.label);
      const select = label.control;
      // React follows a select through its change event; set the value as the browser would, then announce it.
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, arg.value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    page: () => buttonIn('nav[aria-label="Pagination"]', arg).click(),
  };
  const before = rowsText();
  return new Promise((resolve, reject) => {
    const giveUp = setTimeout(() => reject(new Error(`${action} ${JSON.stringify(arg)}: the rows did not change within 20 s`)), 20_000);
    let started = 0;
    const check = () => {
      const now = rowsText();
      if (now === null || now === before || now === '') return;
      observer.disconnect();
      // The frame after the change: the rows are on screen.
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(giveUp);
          resolve(performance.now() - started);
        }, 0),
      );
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    started = performance.now();
    actions[action]();
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInDemo(page, base, 'admin@public.demo', 'public');
    const time = (action, arg) => page.evaluate(timeInPage, { table: TABLE, action, arg });
    const away = async () => {
      await page.evaluate(() => (window.location.hash = '#/public/incidents-map'));
      await page.waitForFunction((table) => !document.querySelector(table), TABLE);
    };
    const samples = { cold: [], first: [], sort: [], filter: [], page: [] };
    samples.cold.push(await time('navigate', '#/public/users'));
    const total = await page.getByText(/^[\d,.]+ records$/).textContent();
    if (Number(total?.replace(/\D/g, '')) < USERS) throw new Error(`the users list shows "${total}", not ${USERS}`);
    for (let i = 0; i < RUNS; i++) {
      await away();
      samples.first.push(await time('navigate', '#/public/users'));
    }
    for (let i = 0; i < RUNS; i++) samples.sort.push(await time('sort', i % 2 === 0 ? 'Email' : 'Last name'));
    for (let i = 0; i < RUNS; i++) samples.filter.push(await time('filter', { label: 'Status', value: i % 2 === 0 ? 'false' : 'true' }));
    for (let i = 0; i < RUNS; i++) samples.page.push(await time('page', i % 2 === 0 ? 'Next page' : 'Previous page'));
    await context.close();
    return { samples, total };
  } finally {
    await browser.close();
  }
}

async function run() {
  requireChromium();
  buildApp('demo with 10,000 users', OUT_DIR, { VITE_ADAPTERS: 'fake', VITE_DEMO_USERS: String(USERS), VITE_DEMO_LATENCY_MS: '0' });
  const { base, stop } = await serveBuild(OUT_DIR, PORT);
  let measured;
  try {
    measured = await measure(base);
  } finally {
    stop();
  }
  const { samples, total } = measured;
  const figures = [
    { key: 'cold', label: 'first visit (the demo generates its users, the chunk loads)', budget: false },
    { key: 'first', label: 'first page after navigating to the section', budget: true },
    { key: 'sort', label: 're-sort (a column header pressed)', budget: true },
    { key: 'filter', label: 're-filter (Status changed)', budget: true },
    { key: 'page', label: 'page change (Next / Previous page)', budget: true },
  ];
  return {
    tables: [
      {
        caption: `Users section #/public/users, ${total} (${USERS} generated per tenant, no demo latency; Chromium; median and slowest of ${RUNS}, ms from the action to the frame after the rows changed)`,
        headers: ['step', 'median ms', 'slowest ms'],
        rows: figures.map(({ key, label }) => [label, median(samples[key]).toFixed(0), Math.max(...samples[key]).toFixed(0)]),
      },
    ],
    budgets: figures
      .filter((f) => f.budget)
      .map(({ key, label }) => ({
        label: `users list of ${USERS}: ${label}`,
        value: Math.round(median(samples[key])),
        max: BUDGET_MS,
        unit: 'ms',
      })),
  };
}

/** @type {import('../figure').BenchFigure} */
export default {
  description: `the users section with ${USERS} users per tenant in Chromium: first page, re-sort, re-filter and page change`,
  run,
};
