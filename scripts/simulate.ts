/**
 * npm run simulate -- scenarios/<file>.json [more files…]
 * Runs each training scenario headless (the real use cases on the demo world, in virtual time), prints its timeline,
 * and exits non-zero when a file is invalid or an expectation is not met.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseScenarioText } from '../src/adapters/fake/simulation/scenario-schema';
import { formatTimeline, runScenario } from '../src/composition/simulation/run-scenario';

const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (files.length === 0) {
  console.error('usage: npm run simulate -- scenarios/<file>.json [more files…]');
  process.exit(2);
}

let failed = 0;
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
  const ms = Math.round(performance.now() - started);
  if (report.failures.length > 0 || report.pendingTimers > 0) {
    failed++;
    console.error(
      `\n${file}: ${report.failures.length} expectation(s) not met${report.pendingTimers > 0 ? `, ${report.pendingTimers} timer(s) left running` : ''}:`,
    );
    for (const failure of report.failures) console.error(`  - ${failure}`);
  } else {
    console.log(`\n${file}: every expectation met (${parsed.scenario.expect.length}); ran in ${ms} ms of real time`);
  }
}
process.exit(failed > 0 ? 1 : 0);
