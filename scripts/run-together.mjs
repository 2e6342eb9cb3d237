/**
 * Runs npm scripts at the same time, each line of their output prefixed with the script's name, and fails when any
 * fails: `node scripts/run-together.mjs test:e2e test:e2e:server`.
 *
 * The browser suites share two cores: the demo suite keeps both busy with its two workers, while the server suite
 * runs one test at a time (its operators meet on one world) and leaves most of a core idle. Run together, the server
 * suite fills that idle core instead of adding its whole duration after the demo suite's.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.mjs SCRIPT [SCRIPT ...]');
  process.exit(2);
}

const started = Date.now();
const width = Math.max(...scripts.map((script) => script.length));
const children = [];
const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
      children.push(child);
      const prefix = `[${script.padEnd(width)}]`;
      for (const stream of [child.stdout, child.stderr])
        createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
      child.on('close', (code, signal) => resolve({ script, code: code ?? 1, signal, seconds: (Date.now() - started) / 1000 }));
    }),
);

// A stop of the whole run (Ctrl+C, a CI timeout) reaches every script: npm passes it on to its children.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });

const results = await Promise.all(runs);
for (const { script, code, signal, seconds } of results)
  console.log(`${script}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} after ${seconds.toFixed(0)} s`);
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
