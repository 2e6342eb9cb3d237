/**
 * Bench figure "multi-operator": several operators and tabs on one demo world, headless in virtual time. Prints one
 * line per figure (`updates overwritten: N`, …) and fails unless every figure is 0 and every probe is there. The
 * probes are the files of scripts/bench/multi-operator/ (see probe.ts there).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchFigure } from '../figure';
import { MULTI_OPERATOR_LABELS, type MultiOperatorProbe } from '../multi-operator/probe';

const dir = path.join(import.meta.dirname, '..', 'multi-operator');

async function probes(): Promise<MultiOperatorProbe[]> {
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && file !== 'probe.ts');
  const loaded = await Promise.all(files.sort().map((file) => import(pathToFileURL(path.join(dir, file)).href)));
  return loaded.map((module) => (module as { default: MultiOperatorProbe }).default);
}

const figure: BenchFigure = {
  description: 'work overwritten, missed or lost with several operators and tabs on one incident',
  async run() {
    const found = await probes();
    const results = [];
    for (const probe of found) results.push({ probe, result: await probe.measure() });
    for (const { probe, result } of results) console.log(`${probe.label}: ${result.value}`);
    const missing = MULTI_OPERATOR_LABELS.filter((label) => !found.some((probe) => probe.label === label));
    return {
      tables: [
        {
          caption: 'Several operators and tabs on one incident: each case, and how often work was lost in it',
          headers: ['figure', 'case', 'lost'],
          rows: results.flatMap(({ probe, result }) => result.cases.map(([name, lost]) => [probe.label, name, lost])),
        },
      ],
      budgets: results.map(({ probe, result }) => ({ label: probe.label, value: result.value, max: 0, unit: 'cases' })),
      problems: missing.map((label) => `no probe measures "${label}"`),
    };
  },
};

export default figure;
