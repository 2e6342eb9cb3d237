/**
 * Runs package.json scripts as child processes, for scripts/check.mjs and scripts/test.mjs: each script's output is
 * kept and printed whole when it ends, with its time and status, so scripts run at once never mix their lines.
 */
import { spawn } from 'node:child_process';

/**
 * Runs `npm run -s NAME` (its output kept, or passed through with `live`, for a long run one watches); resolves to its
 * exit code. `env` is added to this process's environment.
 */
export function runScript(name, { env = {}, live = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', name], {
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trimEnd();
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      console.log(`── ${name}: ${status} in ${seconds} s${text ? `\n${text}` : ''}`);
      resolve(code ?? 1);
    });
  });
}

/** Runs the scripts at once; resolves to 0 when every one passed, else 1 (once all have ended). */
export async function runAtOnce(names, options) {
  const codes = await Promise.all(names.map((name) => runScript(name, options)));
  return codes.some((code) => code !== 0) ? 1 : 0;
}
