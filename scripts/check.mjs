/**
 * `npm run check`: the static checks (types, lint, formatting, dependency rules) at once, each its own process, so
 * the two cores share them as they come free: the type check's processor time (the native compiler runs several
 * checkers) no longer waits for lint, formatting and the dependency rules one after the other. Each check's output is
 * printed whole when it ends, with its time; the run fails when any check fails, after all have ended.
 *
 * `node scripts/check.mjs NAME…` runs only the named checks (the package.json scripts of the list below).
 */
import { spawn } from 'node:child_process';

/** The package.json scripts the check runs, the longest first (they start in this order). */
const CHECKS = ['typecheck', 'lint', 'format:check', 'deps'];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !CHECKS.includes(name));
if (unknown.length > 0) {
  console.error(`unknown check(s): ${unknown.join(', ')} (known: ${CHECKS.join(', ')})`);
  process.exit(2);
}

/** Runs one script with its output kept; resolves to its exit code and seconds. */
function run(name) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trimEnd();
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      console.log(`── ${name}: ${status} in ${seconds} s${text ? `\n${text}` : ''}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all((asked.length > 0 ? asked : CHECKS).map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
