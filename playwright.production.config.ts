import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import demo from './playwright.config';
import { countingReporter } from './tests/e2e/load-count';
import { testBrowser } from './tests/e2e/test-browser';

/**
 * The production build (real adapters) in Debian's headless Chromium, against a stand-in of the platform's backend
 * that each test answers through Playwright's network routing. `npm run test:e2e:production` builds it into
 * dist-e2e/ with the API, GraphQL and WebSocket addresses at http(s)/ws://localhost:3000, where nothing listens:
 * every call is answered by the test (tests/e2e-production/backend.ts). It carries a Maps key, so the console draws
 * its maps with Google's renderer where a test serves the stand-in of the Maps JavaScript API (maps-stand-in.ts), and
 * the offline map where maps.googleapis.com is unreachable.
 */
const port = Number(process.env.E2E_PRODUCTION_PORT ?? 4174);
// E2E_PRODUCTION_OUT_DIR: a production build made elsewhere (the security bench's, with a Sentry collector).
const outDir = process.env.E2E_PRODUCTION_OUT_DIR ?? 'dist-e2e';
process.env.CSP_REPORT_FILE = path.join(tmpdir(), `incident-console-csp-${port}.log`);

export default defineConfig({
  ...demo,
  testDir: 'tests/e2e-production',
  reporter: [
    ['list'],
    ['json', { outputFile: 'playwright-report/durations-e2e-production.json' }],
    countingReporter('e2e-production', port),
  ],
  use: { ...demo.use, baseURL: `http://localhost:${port}`, ...testBrowser(`http://localhost:${port}`) },
  webServer: {
    command: `npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
