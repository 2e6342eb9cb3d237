/* global document, window, requestAnimationFrame, MutationObserver, HTMLSelectElement -- used inside page.evaluate. */
/**
 * What the bench's list figures share: timing one action on an administration list in the page, and the median.
 */

/**
 * In the page: runs `action` (a name below), then resolves with the milliseconds from just before it to the frame
 * after the table shows other rows than before and is no longer busy; gives up after `limitMs`.
 */
export function timeInPage({ table, action, arg, limitMs = 20_000 }) {
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
    const giveUp = setTimeout(
      () => reject(new Error(`${action} ${JSON.stringify(arg)}: the rows did not change within ${limitMs / 1000} s`)),
      limitMs,
    );
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

/** A person typing: a key every 150 ms, and a pause after a burst long enough for the list to search (SEARCH_DELAY_MS 400). */
const TYPING_KEY_MS = 150;
const TYPING_PAUSE_MS = 900;

/** How long the very first visit (the demo generating its records, the chunk loading) may take before the figure gives up. */
export const COLD_LIMIT_MS = 180_000;

/** How long the screen left for must show no change before the list is opened again. */
const SETTLED_QUIET_MS = 300;

/**
 * Leaves the list for `away` and waits until that screen has settled (its table gone, nothing busy, its page unchanged
 * for SETTLED_QUIET_MS): an operator opens a section from a screen that has finished loading, so the time of opening
 * it holds none of the other screen's work (the incidents map drawing its markers).
 */
export async function leaveFor(page, away, table) {
  await page.evaluate((hash) => (window.location.hash = hash), away);
  await page.waitForFunction((selector) => !document.querySelector(selector), table);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(
    (quietMs) =>
      new Promise((resolve) => {
        let timer = setTimeout(done, quietMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      }),
    SETTLED_QUIET_MS,
  );
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * One administration list measured in headless Chromium on a demo build served at `base`: signs in as
 * admin@public.demo, times the very first visit of `route` (`cold`), then `runs` visits after leaving for `away`
 * (`first`), then each step `runs` times, alternating its two arguments. With `typing` ({ searchLabel, bursts }),
 * types into the search box `runs` times (`typingFrame`: the longest frame, `typingTask`: the longest long task, 0
 * without one); with `heapPages`, goes that many pages on and reads the collected heap (`heap`, bytes) and where it
 * goes (`heapBreakdown`: rows of heap-breakdown.mjs), then reads the heap of a fresh sign-in that only opens the list
 * and goes as many pages on (`heapFresh`). Returns the
 * samples by key and the list's total as the page wrote it; throws when that total is below `minTotal`.
 */
export async function measureList({ base, table, route, away, minTotal, runs, steps, typing, heapPages }) {
  const { chromium } = await import('@playwright/test');
  const { CHROMIUM, CHROMIUM_ARGS, signInDemo } = await import('./browser.mjs');
  const { collectedHeap, typeIntoSearch } = await import('./list-typing-heap.mjs');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInDemo(page, base, 'admin@public.demo', 'public');
    const time = (action, arg, limitMs) => page.evaluate(timeInPage, { table, action, arg, limitMs });
    // The very first visit generates the demo's records: on a busy machine that takes far longer than a step.
    const samples = { cold: [await time('navigate', route, COLD_LIMIT_MS)], first: [] };
    const total = await page.getByText(/^[\d,.]+ records$/).textContent();
    if (Number(total?.replace(/\D/g, '')) < minTotal) throw new Error(`${route} shows "${total}", not at least ${minTotal}`);
    for (let i = 0; i < runs; i++) {
      await leaveFor(page, away, table);
      samples.first.push(await time('navigate', route));
    }
    for (const { key, action, args } of steps) {
      samples[key] = [];
      for (let i = 0; i < runs; i++) samples[key].push(await time(action, args[i % 2]));
    }
    if (typing) {
      samples.typingFrame = [];
      samples.typingTask = [];
      for (let i = 0; i < runs; i++) {
        const seen = await typeIntoSearch(page, { table, keyDelayMs: TYPING_KEY_MS, pauseMs: TYPING_PAUSE_MS, ...typing });
        samples.typingFrame.push(seen.longestFrame);
        samples.typingTask.push(Math.max(0, ...seen.longTasks));
      }
    }
    if (heapPages) {
      for (let i = 0; i < heapPages; i++) await time('page', 'Next page');
      samples.heap = [await collectedHeap(page)];
      const { heapBreakdownRows, heapSnapshot } = await import('./heap-breakdown.mjs');
      samples.heapBreakdown = heapBreakdownRows(await heapSnapshot(page), 8);
    }
    await context.close();
    if (heapPages) {
      // Beside it, no budget: the heap of a fresh sign-in (its own context, so its own demo world) that opens the list
      // and goes the same pages on and nothing else, without what the run above left (the other screen's visits, the
      // sorts, the searches).
      const fresh = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const freshPage = await fresh.newPage();
      await signInDemo(freshPage, base, 'admin@public.demo', 'public');
      await freshPage.evaluate(timeInPage, { table, action: 'navigate', arg: route, limitMs: COLD_LIMIT_MS });
      for (let i = 0; i < heapPages; i++) await freshPage.evaluate(timeInPage, { table, action: 'page', arg: 'Next page' });
      samples.heapFresh = [await collectedHeap(freshPage)];
      await fresh.close();
    }
    return { samples, total };
  } finally {
    await browser.close();
  }
}

/** A step pressing one sortable column's header, then another's. */
export const sortStep = (first, second) => ({
  key: 'sort',
  action: 'sort',
  args: [first, second],
  label: 're-sort (a column header pressed)',
});

/** A step choosing one value of the labelled filter, then another. */
export const filterStep = (label, first, second) => ({
  key: 'filter',
  action: 'filter',
  args: [first, second].map((value) => ({ label, value })),
  label: `re-filter (${label} changed)`,
});

/** A step going to the next page, then back. */
export const pageStep = () => ({
  key: 'page',
  action: 'page',
  args: ['Next page', 'Previous page'],
  label: 'page change (Next / Previous page)',
});

/** Builds the demo with `env` into outDir, serves it while `measure(base)` runs, and stops the server. */
export async function onDemoBuild({ name, outDir, env }, measure) {
  const { buildApp, requireChromium, serveBuild } = await import('./browser.mjs');
  requireChromium();
  buildApp(name, outDir, { VITE_ADAPTERS: 'fake', VITE_DEMO_LATENCY_MS: '0', ...env });
  const { base, stop } = await serveBuild(outDir);
  try {
    return await measure(base);
  } finally {
    stop();
  }
}

/**
 * A list figure's report: a row per measured step (median and slowest): the first visit (`<noun>` generated, the chunk
 * loaded; no budget), the first page after navigating, then `steps`; a budget of `budgetMs` for each but the first visit.
 * Where the samples hold them, the typing figures (the longest frame while typing, held to `typingBudgetMs`; the
 * longest long task beside it) and the heap after `heapPages` pages (held to `heapBudgetMB`).
 */
export function listReport({
  caption,
  subject,
  noun,
  steps,
  samples,
  budgetMs,
  typingBudgetMs,
  heapBudgetMB,
  heapPages,
  extraRows = [],
  extraBudgets = [],
}) {
  const figures = [
    { key: 'cold', label: `first visit (the demo generates its ${noun}, the chunk loads)`, budget: false },
    { key: 'first', label: 'first page after navigating to the section', budget: true },
    ...steps.map((step) => ({ ...step, budget: true })),
  ];
  const row = (label, values, digits = 0) => [label, median(values).toFixed(digits), Math.max(...values).toFixed(digits)];
  const typingRows = samples.typingFrame
    ? [
        row('typing in the search box: longest frame (until the rows show the search)', samples.typingFrame),
        row('typing in the search box: longest long task (0: none)', samples.typingTask),
      ]
    : [];
  const heapMB = samples.heap ? samples.heap.map((bytes) => bytes / 1_000_000) : null;
  const freshHeapMB = samples.heapFresh ? samples.heapFresh.map((bytes) => bytes / 1_000_000) : null;
  return {
    tables: [
      {
        caption,
        headers: ['step', 'median', 'slowest'],
        rows: [
          ...figures.map(({ key, label }) => row(`${label} (ms)`, samples[key])),
          ...typingRows.map(([label, ...values]) => [`${label} (ms)`, ...values]),
          ...(heapMB ? [row(`JavaScript heap after the list and ${heapPages} pages, collected (MB)`, heapMB, 1)] : []),
          ...(freshHeapMB
            ? [
                row(
                  `JavaScript heap of a fresh sign-in that opens the list and goes ${heapPages} pages on, collected (MB; no budget)`,
                  freshHeapMB,
                  1,
                ),
              ]
            : []),
          ...extraRows,
        ],
      },
      ...(samples.heapBreakdown
        ? [
            {
              caption: `Where that heap goes (MB, from a heap snapshot after the ${heapPages} pages; the JS heap is all but "native")`,
              headers: ['part', 'MB'],
              rows: samples.heapBreakdown,
            },
          ]
        : []),
    ],
    budgets: [
      ...figures
        .filter((f) => f.budget)
        .map(({ key, label }) => ({ label: `${subject}: ${label}`, value: Math.round(median(samples[key])), max: budgetMs, unit: 'ms' })),
      ...(samples.typingFrame
        ? [
            {
              label: `${subject}: longest frame while typing a search`,
              value: Math.round(median(samples.typingFrame)),
              max: typingBudgetMs,
              unit: 'ms',
            },
          ]
        : []),
      ...(heapMB
        ? [
            {
              label: `${subject}: JavaScript heap after the list and ${heapPages} pages`,
              value: Number(median(heapMB).toFixed(1)),
              max: heapBudgetMB,
              unit: 'MB',
            },
          ]
        : []),
      ...extraBudgets,
    ],
  };
}
