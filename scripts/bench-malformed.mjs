/**
 * The bench's "malformed answers tried / crashed" figure: runs scripts/malformed-answers.ts with tsx (as
 * `npm run simulate` runs TypeScript) and reads its one JSON line.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** { tried, crashed, crashes, problem }: problem is set when the run itself failed. */
export function malformedAnswersFigure() {
  const run = spawnSync('npx', ['tsx', 'scripts/malformed-answers.ts'], { cwd: root, encoding: 'utf8' });
  const line = (run.stdout ?? '')
    .trim()
    .split('\n')
    .findLast((l) => l.startsWith('{'));
  if (!line)
    return { tried: 0, crashed: 0, crashes: [], problem: `malformed answers: no tally (${(run.stderr ?? '').trim().slice(0, 300)})` };
  const tally = JSON.parse(line);
  return { ...tally, problem: tally.crashed > 0 ? `malformed answers: ${tally.crashed} of ${tally.tried} crashed` : null };
}

/** Prints "malformed answers tried / crashed: N / M" and answers the bench's failures (none when nothing crashed). */
export function printMalformedAnswers() {
  const figure = malformedAnswersFigure();
  console.log(`\nmalformed answers tried / crashed: ${figure.tried} / ${figure.crashed}`);
  return figure.problem ? [figure.problem] : [];
}
