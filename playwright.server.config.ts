import { defineConfig } from '@playwright/test';
import demo from './playwright.config';
import { testBrowser } from './tests/e2e/test-browser';

/**
 * The served console (`npm run serve`: the production build, real REST, GraphQL and WebSocket adapters) against the
 * demo world over the wire, in Debian's headless Chromium. One server, one build, one world that every browser context
 * of the run shares, as several operators' browsers share it. E2E_SERVER_PORT picks the port (default 4324).
 */
const port = Number(process.env.E2E_SERVER_PORT ?? 4324);

/** The key the served world signs share and sign-on tokens with in these runs (the tests read it from the env). */
export const SERVER_KEY = process.env.DEMO_SERVER_KEY ?? 'e2e-server-key:4c1f9b7e2a6d8c3f5e0b1a7d9c2e4f6a';
process.env.DEMO_SERVER_KEY = SERVER_KEY;

export default defineConfig({
  ...demo,
  testDir: 'tests/e2e-server',
  reporter: [['list'], ['json', { outputFile: 'playwright-report/durations-e2e-server.json' }]],
  globalSetup: undefined,
  // One world: the specs' operators meet on it, so they run one after the other.
  fullyParallel: false,
  workers: 1,
  use: { ...demo.use, baseURL: `http://localhost:${port}`, ...testBrowser(`http://localhost:${port}`) },
  webServer: {
    command: `npx tsx server/main.ts`,
    // A key of the run's own, so the bundle test can look for it in the console's files.
    env: { PORT: String(port), DEMO_SERVER_KEY: SERVER_KEY },
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    // The server builds the console first (about a minute on a busy two-core machine).
    timeout: 300_000,
    stdout: 'pipe',
  },
});
