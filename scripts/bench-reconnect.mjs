import { spawnSync } from 'node:child_process';

/**
 * The reconnect catch-up figure of `npm run bench` ("updates missed during reconnect gaps: N of 100"), from the
 * headless probe in scripts/reconnect-probe.ts. Returns the lines to print and the failures to report.
 */
export function reconnectFigures(root) {
  const run = spawnSync('npx', ['tsx', 'scripts/reconnect-probe.ts'], { cwd: root, encoding: 'utf8' });
  const lines = (run.stdout ?? '').trim().split('\n').filter(Boolean);
  const problems = run.status === 0 ? [] : [`reconnect catch-up: ${lines[0] ?? (run.stderr || 'the probe did not run').trim()}`];
  return { lines, problems };
}
