/**
 * `npm test`: every check, in three steps; a step starts once the one before has passed (the run stops at the first
 * red step, as `a && b && c` does):
 * 1. at once: the static checks (scripts/check.mjs) and the three builds the browser suites run against: the demo's,
 *    the production build's and the served console's (`npm run build:serve`, the build `npm run serve` makes itself,
 *    with the same settings as server/main.ts). A build spends much of its time on one thread and on the file system,
 *    so on the two-core machine it fits beside the checks instead of adding its time after them.
 * 2. the unit and use-case tests (vitest);
 * 3. the browser suites one after the other (each fills both cores): the demo, the production build against its
 *    stand-in backend, and the demo world over the wire (`npm run serve` on the served console and the production
 *    build of step 1, the latter made for the server's port, E2E_SERVER_PORT or 3000: the server builds nothing).
 */
import { runAtOnce, runScript } from './run-scripts.mjs';

// E2E_PORT, E2E_PRODUCTION_PORT and E2E_SERVER_PORT move the suites off their default ports (4173, 4174, 3000), for a
// run beside another; the production build of step 1 is made for E2E_SERVER_PORT's server (package.json).
const SERVED = {
  E2E_SERVER_PORT: process.env.E2E_SERVER_PORT ?? '3000',
  SERVE_OUT_DIR: 'dist-serve',
  SERVE_PRODUCTION_OUT_DIR: 'dist-e2e',
  SERVE_PRODUCTION_SKIP_BUILD: 'true',
  SERVE_SKIP_BUILD: 'true',
};

const steps = [
  () => runAtOnce(['check', 'build:demo:e2e', 'build:e2e:production', 'build:serve']),
  () => runScript('test:unit', { live: true }),
  () => runScript('test:e2e', { live: true }),
  () => runScript('test:e2e:production:built', { live: true }),
  () => runScript('test:e2e:server', { live: true, env: SERVED }),
];

for (const step of steps) {
  const code = await step();
  if (code !== 0) process.exit(code);
}
