import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { countingReporter, countSuiteCosts } from './tests/e2e/load-count';
import { testBrowser } from './tests/e2e/test-browser';

/** End-to-end tests in Debian's headless Chromium against the built demo (npm run build:demo). */
// E2E_PORT / E2E_OUT_DIR run a second suite beside another one (e.g. against a demo built elsewhere).
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ?? 'dist-demo';
// Chromium's headless shell renders as the browser does without its interface, for about a quarter less processor
// time on this two-core machine; the full browser when the shell is not installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// The preview server appends every Content-Security-Policy violation here; csp-guard.ts fails the suite on any.
process.env.CSP_REPORT_FILE = path.join(tmpdir(), `incident-console-csp-${port}.log`);

// Each worker counts the app loads, contexts and servers of each spec file; the suite prints them at the end.
countSuiteCosts();

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/csp-guard.ts',
  fullyParallel: true,
  workers: 2,
  // The machine has two cores and the demo answers with latency (100 ms in `npm run build:demo:e2e`): generous waits, one retry on CI.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each test's duration is kept (scripts/e2e-durations.mjs reads it): what made a run slow is read, not guessed.
  reporter: [['list'], ['json', { outputFile: 'playwright-report/durations-e2e.json' }], countingReporter('e2e', port)],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    ...testBrowser(`http://localhost:${port}`),
    // A trace records every action's page snapshot and screenshots: on the two-core machine that cost the suite a third
    // of its time. A failing test is recorded on its retry (CI retries once); add `--trace on` to record a local run.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A fake camera and microphone, granted without a prompt: the training caller page streams them.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
