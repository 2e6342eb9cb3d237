/**
 * npm run simulate -- scenarios/<file>.json [more files…] [--json <out.json>]
 * Runs each training scenario headless (the real use cases on the demo world, in virtual time), prints its timeline
 * and its debrief, and exits non-zero when a file is invalid or an expectation is not met. `--json` also writes the
 * debriefs as JSON: one file's run as an object, several as a list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseScenarioText } from '../src/adapters/fake/simulation/scenario-schema';
import { formatDebrief } from '../src/composition/simulation/format-debrief';
import { formatTimeline, runScenario } from '../src/composition/simulation/run-scenario';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const jsonAt = args.indexOf('--json');
const jsonOut = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const files = jsonAt >= 0 ? args.filter((_, i) => i !== jsonAt && i !== jsonAt + 1) : args;
if (files.length === 0 || (jsonAt >= 0 && !jsonOut)) {
  console.error('usage: npm run simulate -- scenarios/<file>.json [more files…] [--json <out.json>]');
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
  const ok = report.failures.length === 0 && report.pendingTimers === 0;
  runs.push({ file, scenario: report.scenario, ok, failures: report.failures, debrief: report.debrief, events: report.events });
  if (!ok) {
    failed++;
    console.error(
      `\n${file}: ${report.failures.length} expectation(s) not met${report.pendingTimers > 0 ? `, ${report.pendingTimers} timer(s) left running` : ''}:`,
    );
    for (const failure of report.failures) console.error(`  - ${failure}`);
  } else {
    console.log(`\n${file}: every expectation met (${parsed.scenario.expect.length}); ran in ${ms} ms of real time`);
  }
}
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(runs.length === 1 && files.length === 1 ? runs[0] : runs, null, 2)}\n`);
process.exit(failed > 0 ? 1 : 0);
