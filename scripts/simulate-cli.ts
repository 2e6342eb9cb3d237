/**
 * The headless scenario runner behind `npm run simulate` (scripts/simulate.ts): runs each training scenario file on the
 * demo world in virtual time, writes its timeline and debrief, and answers the exit code: 0 when every file is valid,
 * every expectation is met and (with --min-score) every debrief scores enough; 1 otherwise; 2 for a usage error.
 * Tests call it in-process; the script only hands it the process's arguments and console.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseScenarioText } from '../src/adapters/fake/simulation/scenario-schema';
import { formatDebrief } from '../src/composition/simulation/format-debrief';
import { formatTimeline, runScenario } from '../src/composition/simulation/run-scenario';

export const SIMULATE_USAGE =
  'usage: npm run simulate -- scenarios/<file>.json [more files…] [--json <out.json>] [--min-score <0-100>] [--actor-from <seconds>]';

/** Where the runner writes: one line at a time to standard output and standard error. */
export interface SimulateOutput {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

export const consoleOutput: SimulateOutput = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** Runs `npm run simulate` with its arguments (`process.argv.slice(2)`); answers the process's exit code. */
export async function simulateCli(argv: readonly string[], output: SimulateOutput = consoleOutput): Promise<number> {
  const { out, err } = output;
  const args = argv.filter((arg) => arg !== '--');
  /** An option's value (`--json out.json`): undefined when absent, null when it has no value. */
  const option = (name: string): string | null | undefined => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const [, value] = args.splice(at, 2);
    return value === undefined || value.startsWith('--') ? null : value;
  };
  const jsonOut = option('--json');
  const minScoreText = option('--min-score');
  const minScore = minScoreText === undefined ? 0 : Number(minScoreText);
  // An actor's phone takes the caller over at that time, as in a room drill whose caller page claimed the link.
  const actorText = option('--actor-from');
  const actorFrom = actorText === undefined ? undefined : Number(actorText);
  const files = args;
  if (files.length === 0 || jsonOut === null || !(minScore >= 0 && minScore <= 100) || !(actorFrom === undefined || actorFrom >= 0)) {
    err(SIMULATE_USAGE);
    return 2;
  }

  let failed = 0;
  const runs: unknown[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      err(`${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
      failed++;
      continue;
    }
    const parsed = parseScenarioText(path.basename(file), text);
    if (!parsed.ok) {
      err(`${file} is not a valid scenario:`);
      for (const message of parsed.errors) err(`  ${message}`);
      failed++;
      continue;
    }
    const started = performance.now();
    const report = await runScenario(parsed.scenario, actorFrom === undefined ? {} : { actorFrom });
    out(formatTimeline(report));
    out(formatDebrief(report.debrief));
    const ms = Math.round(performance.now() - started);
    // A drill ended before anything was due has no score: it cannot show it scored enough.
    const score = report.debrief.score;
    const lowScore = minScore > 0 && (score === null || score < minScore);
    const ok = report.failures.length === 0 && report.pendingTimers === 0 && !lowScore;
    runs.push({ file, scenario: report.scenario, ok, failures: report.failures, debrief: report.debrief, events: report.events });
    if (!ok) {
      failed++;
      const problems = [
        report.failures.length > 0 ? `${report.failures.length} expectation(s) not met` : '',
        report.pendingTimers > 0 ? `${report.pendingTimers} timer(s) left running` : '',
        lowScore ? (score === null ? `debrief not scored, so not at least ${minScore}` : `debrief score ${score} below ${minScore}`) : '',
      ].filter(Boolean);
      err(`\n${file}: ${problems.join(', ')}${report.failures.length > 0 ? ':' : ''}`);
      for (const failure of report.failures) err(`  - ${failure}`);
    } else {
      out(`\n${file}: every expectation met (${parsed.scenario.expect.length}); ran in ${ms} ms of real time`);
    }
  }
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(files.length === 1 ? (runs[0] ?? null) : runs, null, 2)}\n`);
  return failed > 0 ? 1 : 0;
}
