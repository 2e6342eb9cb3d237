import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../src/adapters/fake/simulation/scenario-schema';
import { formatTimeline, runScenario } from '../../src/composition/simulation/run-scenario';

const dir = path.resolve(import.meta.dirname, '../../scenarios');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('built-in training scenarios run headless in virtual time with their expectations met', () => {
  it.each(files)('%s', async (file) => {
    const parsed = parseScenarioText(file, readFileSync(path.join(dir, file), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const report = await runScenario(parsed.scenario);
    expect(report.failures, formatTimeline(report)).toEqual([]);
    expect(report.pendingTimers, formatTimeline(report)).toBe(0);
  });
});

describe('the scenario runner reports what it does not see', () => {
  it('names an unmet expectation with when it happened or that it never did', async () => {
    const parsed = parseScenarioText('x.json', readFileSync(path.join(dir, '4-denies-both.json'), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const scenario = {
      ...parsed.scenario,
      expect: [
        { expect: 'streamShown', by: 30 },
        { expect: 'toast', key: 'message_status.refused_both', by: 5 },
      ],
    } as typeof parsed.scenario;
    const report = await runScenario(scenario);
    expect(report.failures).toEqual([
      "the caller's video never happened (expected by 30 s)",
      expect.stringMatching(/^toast message_status\.refused_both at 8\.\d s, expected by 5 s$/),
    ]);
  });
});
