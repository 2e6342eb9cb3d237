/**
 * `npm run check`: the static checks (types, lint, formatting, dependency rules) at once, each its own process, so
 * the two cores share them as they come free: the type check's processor time (the native compiler runs several
 * checkers) no longer waits for lint, formatting and the dependency rules one after the other. Each check's output is
 * printed whole when it ends, with its time; the run fails when any check fails, after all have ended.
 *
 * `node scripts/check.mjs NAME…` runs only the named checks (the package.json scripts of the list below).
 */
import { runAtOnce } from './run-scripts.mjs';

/** The package.json scripts the check runs, the longest first (they start in this order). */
const CHECKS = ['typecheck', 'lint', 'format:check', 'deps'];

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !CHECKS.includes(name));
if (unknown.length > 0) {
  console.error(`unknown check(s): ${unknown.join(', ')} (known: ${CHECKS.join(', ')})`);
  process.exit(2);
}

process.exit(await runAtOnce(asked.length > 0 ? asked : CHECKS));
