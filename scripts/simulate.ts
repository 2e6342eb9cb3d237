/**
 * npm run simulate -- scenarios/<file>.json [more files…] [--json <out.json>] [--min-score <0-100>]
 * Runs each training scenario headless (the real use cases on the demo world, in virtual time), prints its timeline
 * and its debrief, and exits non-zero when a file is invalid, an expectation is not met, or (with --min-score) a
 * debrief scores less. `--json` also writes the debriefs as JSON: one file's run as an object, several as a list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseScenarioText } from '../src/adapters/fake/simulation/scenario-schema';
import { formatDebrief } from '../src/composition/simulation/format-debrief';
import { formatTimeline, runScenario } from '../src/composition/simulation/run-scenario';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
/** An option's value (`--json out.json`): undefined when absent, null when it has no value. */
function option(name: string): string | null | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  return value === undefined || value.startsWith('--') ? null : value;
}
const jsonOut = option('--json');
const minScoreText = option('--min-score');
const minScore = minScoreText === undefined ? 0 : Number(minScoreText);
const files = args;
if (files.length === 0 || jsonOut === null || !(minScore >= 0 && minScore <= 100)) {
  console.error('usage: npm run simulate -- scenarios/<file>.json [more files…] [--json <out.json>] [--min-score <0-100>]');
  process.exit(2);
}

let failed = 0;
const runs: unknown[] = [];
for (const file of files) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`${file}: cannot be read (${error instanceof Error ? error.message : String(error)})`);
    failed++;
    continue;
  }
  const parsed = parseScenarioText(path.basename(file), text);
  if (!parsed.ok) {
    console.error(`${file} is not a valid scenario:`);
    for (const message of parsed.errors) console.error(`  ${message}`);
    failed++;
    continue;
  }
  const started = performance.now();
  const report = await runScenario(parsed.scenario);
  console.log(formatTimeline(report));
  console.log(formatDebrief(report.debrief));
  const ms = Math.round(performance.now() - started);
  const lowScore = report.debrief.score < minScore;
  const ok = report.failures.length === 0 && report.pendingTimers === 0 && !lowScore;
  runs.push({ file, scenario: report.scenario, ok, failures: report.failures, debrief: report.debrief, events: report.events });
  if (!ok) {
    failed++;
    const problems = [
      report.failures.length > 0 ? `${report.failures.length} expectation(s) not met` : '',
      report.pendingTimers > 0 ? `${report.pendingTimers} timer(s) left running` : '',
      lowScore ? `debrief score ${report.debrief.score} below ${minScore}` : '',
    ].filter(Boolean);
    console.error(`\n${file}: ${problems.join(', ')}${report.failures.length > 0 ? ':' : ''}`);
    for (const failure of report.failures) console.error(`  - ${failure}`);
  } else {
    console.log(`\n${file}: every expectation met (${parsed.scenario.expect.length}); ran in ${ms} ms of real time`);
  }
}
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(files.length === 1 ? (runs[0] ?? null) : runs, null, 2)}\n`);
process.exit(failed > 0 ? 1 : 0);
