import { defineConfig } from '@playwright/test';
import demo from './playwright.config';
import { countingReporter } from './tests/e2e/load-count';
import { testBrowser } from './tests/e2e/test-browser';
import { E2E_VAPID } from './tests/e2e-server/e2e-vapid';
import type { WorldOptions } from './tests/e2e-server/served-test';

/**
 * The demo world over the wire (`npm run serve`) in Debian's headless Chromium, with two builds of the console on one
 * server and one world that every browser context of the run shares, as several operators' browsers share it:
 * - served: the served console (real REST, GraphQL and WebSocket adapters, video and chat over the server's relay), every
 *   spec; each of the two workers runs it against a server of its own (E2E_SERVER_PORT + 2 and + 3, or the two ports
 *   of E2E_SERVER_WORLD_PORTS), each with its own world, so the two workers' operators never meet in one world;
 * - production: the production build proper (Agora and Twilio, no training code) on E2E_SERVER_PRODUCTION_PORT
 *   (default the next port), its API at the served port's origin, as a console and its backend are deployed apart;
 *   the specs that need no media and no chat (a spec or test that does skips itself with `servedOnly`), one test at a
 *   time, on the world of E2E_SERVER_PORT, which only it uses.
 * A file's tests run one after the other in one worker and one world, as its operators meet there.
 */
const port = Number(process.env.E2E_SERVER_PORT ?? 4324);
const productionPort = Number(process.env.E2E_SERVER_PRODUCTION_PORT ?? port + 1);
const worldPorts = (process.env.E2E_SERVER_WORLD_PORTS ?? `${port + 2},${port + 3}`).split(',').map(Number);
const worldOrigins = worldPorts.map((worldPort) => `http://localhost:${worldPort}`);

/** The key the served world signs share and sign-on tokens with in these runs (the tests read it from the env). */
export const SERVER_KEY = process.env.DEMO_SERVER_KEY ?? 'e2e-server-key:4c1f9b7e2a6d8c3f5e0b1a7d9c2e4f6a';
process.env.DEMO_SERVER_KEY = SERVER_KEY;
/** The trainer's password of the runs' training room (the room spec's second server reads it from the env too). */
process.env.TRAINER_PASSWORD ??= 'e2e-trainer-password';

/** The server's environment in these runs. */
const serverEnv = {
  DEMO_SERVER_KEY: SERVER_KEY,
  TRAINER_PASSWORD: process.env.TRAINER_PASSWORD,
  PUSH_VAPID_PUBLIC_KEY: E2E_VAPID.publicKey,
  PUSH_VAPID_PRIVATE_KEY: E2E_VAPID.privateKey,
};

/** The served console's project: every spec, each worker on a world of its own (worldOrigins). */
const served = {
  name: 'served',
  use: { ...demo.use, baseURL: `http://localhost:${port}`, ...testBrowser(`http://localhost:${port}`), worldOrigins },
};

/**
 * The served console's longest files (a minute and more each on this machine: the training rooms, a recorded drill, a
 * whole call and its recordings), a project of their own that starts before the rest. None runs on the production
 * build: they need the served relay's video and chat, or its training screens.
 */
const LONG_SERVED_FILES = ['training-room.spec.ts', 'training-recording.spec.ts', 'live-call.spec.ts', 'recordings.spec.ts'];

export default defineConfig<object, WorldOptions>({
  ...demo,
  testDir: 'tests/e2e-server',
  reporter: [['list'], ['json', { outputFile: 'playwright-report/durations-e2e-server.json' }], countingReporter('e2e-server', port)],
  globalSetup: undefined,
  // A file's operators meet in one world, so its tests run one after the other; two files run at once, in two worlds.
  fullyParallel: false,
  workers: worldOrigins.length,
  // The dispatcher hands out files in the projects' order, then by name: the production build's files (one at a time, on
  // its own world) and the served console's longest journeys go first, so neither is left running alone at the end
  // while the other worker waits (measured: 283 s with the production build's files last, about 47 s of them alone).
  projects: [
    {
      name: 'production',
      // The production build calls the world of E2E_SERVER_PORT, which it was built for: one of its tests at a time.
      workers: 1,
      use: { ...demo.use, baseURL: `http://localhost:${productionPort}`, ...testBrowser(`http://localhost:${productionPort}`) },
      // Live video, chat and recordings need the served relay: the production build's Agora and Twilio are not here. A
      // training room serves the served console only. Editing together calls what two-operators.spec.ts already calls
      // across origins on this build (the incident's update, its socket events): the merge and its dialog are the same
      // code in both builds, so they run once, on the served one. So do the search and the incident view with its PDF
      // (the GraphQL queries two-operators.spec.ts sends across origins here, and a PDF made in the page) and the
      // socket's reconnection (the same adapter code; the socket's first connection across origins is two-operators').
      testIgnore: [...LONG_SERVED_FILES, 'edit-together.spec.ts', 'search-and-view.spec.ts', 'reconnect.spec.ts'],
    },
    { ...served, name: 'served: long journeys', testMatch: LONG_SERVED_FILES },
    { ...served, testIgnore: LONG_SERVED_FILES },
  ],
  webServer: [
    {
      command: `npx tsx server/main.ts`,
      // A key of the run's own, so the bundle test can look for it in the console's files.
      env: { ...serverEnv, PORT: String(port), PRODUCTION_PORT: String(productionPort) },
      url: `http://localhost:${port}`,
      reuseExistingServer: !process.env.CI,
      // The server builds both consoles first (about a minute each on a busy two-core machine).
      timeout: 420_000,
      stdout: 'pipe',
    },
    // The workers' own worlds serve the served console the first server built (the servers start one after the other).
    ...worldPorts.map((worldPort) => ({
      command: `npx tsx server/main.ts`,
      env: { ...serverEnv, PORT: String(worldPort), PRODUCTION_PORT: '', SERVE_SKIP_BUILD: 'true', WORLD_FILE: '' },
      url: `http://localhost:${worldPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe' as const,
    })),
  ],
});
