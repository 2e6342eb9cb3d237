/* global document, window, requestAnimationFrame -- used inside page.evaluate. */
/**
 * What the list figures measure besides a step's time: typing into a list's search box (the longest frame and the
 * long tasks while a person types, and until the list shows what was searched), and the page's JavaScript heap after
 * paging through a list (collected first, so it is what the page keeps, not what it has yet to collect).
 */

/** In the page: starts counting frames (the longest gap between two) and long tasks; `window.__typingWatch.stop()` reads them. */
function startWatching() {
  const watch = { longestFrame: 0, longTasks: [], running: true };
  let last = performance.now();
  const frame = (now) => {
    watch.longestFrame = Math.max(watch.longestFrame, now - last);
    last = now;
    if (watch.running) requestAnimationFrame(frame);
  };
  requestAnimationFrame((now) => {
    last = now;
    requestAnimationFrame(frame);
  });
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) watch.longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  watch.stop = () => {
    watch.running = false;
    observer.disconnect();
    return { longestFrame: watch.longestFrame, longTasks: watch.longTasks };
  };
  window.__typingWatch = watch;
}

/** In the page: whether the route's search (`q`) is `text` and the table shows its rows (not busy). */
function searchShown({ selector, text }) {
  const query = new URLSearchParams(window.location.hash.split('?')[1] ?? '');
  const table = document.querySelector(selector);
  return (
    (query.get('q') ?? '') === text && table !== null && table.getAttribute('aria-busy') !== 'true' && table.querySelector('tbody') !== null
  );
}

/**
 * Types `bursts` into the search box labelled `searchLabel` at `keyDelayMs` a key, pausing `pauseMs` between bursts
 * (long enough for the list to search what was typed so far), then waits for the list to show the whole text's
 * search; clears the box (and waits for the list again) before it returns. Resolves with the longest frame (ms) and
 * the long tasks seen from the first key until the rows of the search were on screen.
 */
export async function typeIntoSearch(page, { table, searchLabel, bursts, keyDelayMs, pauseMs }) {
  const box = page.getByRole('searchbox', { name: searchLabel });
  await page.evaluate(startWatching);
  for (const [index, burst] of bursts.entries()) {
    await box.pressSequentially(burst, { delay: keyDelayMs });
    if (index < bursts.length - 1) await page.waitForTimeout(pauseMs);
  }
  await page.waitForFunction(searchShown, { selector: table, text: bursts.join('') });
  // Two frames more: the rows on screen.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const seen = await page.evaluate(() => window.__typingWatch.stop());
  await box.fill('');
  await box.press('Enter');
  await page.waitForFunction(searchShown, { selector: table, text: '' });
  return seen;
}

/** The JavaScript heap the page holds (bytes) once collected, read through the DevTools protocol. */
export async function collectedHeap(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.enable');
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach();
  }
}
