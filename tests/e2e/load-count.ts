import childProcess from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { test, type BrowserContext, type FullConfig, type Page, type ReporterDescription } from '@playwright/test';
import * as playwrightCore from 'playwright-core';

/**
 * What a browser suite costs, counted rather than timed (on the shared two-core machine times lie): each test worker
 * appends one line per event to the reporter's file (loadCountFile), and load-count-reporter.ts sums them by spec file at the end.
 * - `load`: a document load of the console (a page opened on, or reloaded at, a route of the app, by the test or by
 *   the app itself: about 1.9 CPU seconds each). A hash change does not load the document and is not counted; a
 *   static file opened as a page (`/favicon.svg` before writing a stored session) is not the app and is not counted.
 * - `context`: a browser context opened (the test's own, or one a test opens for another operator).
 * - `browser`: a browser launched by the worker (one per worker; again after a worker restarts on a failure).
 * - `server`: a demo server (`server/main.ts`) a test starts beside the suite's own.
 */
export type CountedKind = 'load' | 'context' | 'browser' | 'server';

export interface CountedEvent {
  readonly kind: CountedKind;
  readonly file: string;
  readonly title: string;
}

/**
 * The config's reporter of these counts, for `suite` on `port`: the file the workers append to and the reporter reads
 * is one per suite and port, so two suites run side by side never mix.
 */
export function countingReporter(suite: string, port: number): ReporterDescription {
  return ['./tests/e2e/load-count-reporter.ts', { file: path.resolve('playwright-report', `counts-${suite}-${port}.jsonl`) }];
}

interface ClientInstrumentation {
  addListener(listener: { runAfterCreateBrowserContext?: (context: BrowserContext) => Promise<void> }): void;
}

/** The file the config gave its load-count reporter: the workers append where the reporter reads. */
function countFileOf(config: FullConfig): string | undefined {
  const reporter = config.reporter.find(([name]) => name.includes('load-count-reporter'));
  return (reporter?.[1] as { file?: string } | undefined)?.file;
}

let countFile: string | undefined;

/** The running test's (or hook's) file and title; events between tests belong to no file. */
function current(): { file: string; title: string } {
  try {
    const info = test.info();
    countFile ??= countFileOf(info.config);
    return { file: path.relative(process.cwd(), info.file), title: info.titlePath.slice(1).join(' › ') };
  } catch {
    return { file: '(between tests)', title: '' };
  }
}

/**
 * Whether a page's document, once loaded, is the app: an http(s) address whose path names no file but an HTML page.
 * Counted when the document has loaded (its DOMContentLoaded), not by its request: a document a service worker serves,
 * and a reload the app asks for itself (a sign-in opens its landing route so), load the app all the same.
 */
function isAppDocument(address: string): boolean {
  const url = new URL(address);
  return /^https?:$/.test(url.protocol) && !/\.(?!html?$)[a-z0-9]+$/i.test(url.pathname);
}

/** Counts each document load of the app in `page` (hash changes load no document and fire no DOMContentLoaded). */
function countLoadsOf(page: Page, record: (kind: CountedKind) => void): void {
  page.on('domcontentloaded', () => {
    if (isAppDocument(page.url())) record('load');
  });
}

let installed = false;

/**
 * Counts, in a test worker, the events above into the file the config gave load-count-reporter.ts. Called from the
 * playwright config, which each worker loads: nothing in the specs changes. Does nothing in the runner's own process.
 */
export function countSuiteCosts(): void {
  if (installed || process.env.TEST_WORKER_INDEX === undefined) return;
  installed = true;
  const record = (kind: CountedKind) => {
    const event = { kind, ...current() };
    if (countFile) appendFileSync(countFile, `${JSON.stringify(event)}\n`);
  };
  const browsers = new WeakSet<object>();
  // The library object the runner's fixtures use (its default export when this file is loaded as a module).
  const library = playwrightCore as unknown as {
    _instrumentation?: ClientInstrumentation;
    default?: { _instrumentation: ClientInstrumentation };
  };
  const instrumentation = library._instrumentation ?? library.default?._instrumentation;
  if (!instrumentation) throw new Error('load-count: this Playwright has no client instrumentation to count with');
  instrumentation.addListener({
    runAfterCreateBrowserContext: async (context) => {
      const browser = context.browser();
      if (browser && !browsers.has(browser)) {
        browsers.add(browser);
        record('browser');
      }
      record('context');
      for (const page of context.pages()) countLoadsOf(page, record);
      context.on('page', (page) => countLoadsOf(page, record));
    },
  });
  // A demo server a test starts of its own (the training room's LAN server): spawned with server/main.ts.
  const spawn = childProcess.spawn;
  childProcess.spawn = ((...args: Parameters<typeof spawn>) => {
    if (args.some((arg) => Array.isArray(arg) && arg.some((part) => String(part).includes('server/main.ts')))) record('server');
    return spawn(...args);
  }) as typeof spawn;
  syncBuiltinESMExports();
}
