import type { InjectedStep, RecordedDrill, ScenarioLibrary, ScenarioRead } from '../../../application/ports/scenario-library.port';
import { recordedFileName, scenarioProblem, type DrillScenario } from '../../../domain/training/drill-scenario';
import { parseScenario, parseScenarioText, type Scenario } from '../simulation/scenario-schema';

/** A built-in scenario's file name starts with the phone's last digit and a dash (`1-cooperative-caller.json`). */
const BUILT_IN = /^(\d)-/;

/**
 * The scenarios bundled into the demo (every file of scenarios/, by path), checked with the scenario schema; a file a
 * trainer loads goes through the same check, and a drill recorded from one becomes a new file of the same shape.
 */
export class FileScenarioLibrary implements ScenarioLibrary {
  private readonly scenarios: readonly DrillScenario[];

  constructor(files: Readonly<Record<string, unknown>>) {
    const list: DrillScenario[] = [];
    for (const [path, json] of Object.entries(files)) {
      const fileName = path.split('/').pop() ?? path;
      const parsed = parseScenario(fileName, json);
      if (parsed.ok) list.push(drillScenario(fileName, parsed.scenario, json, 'bundled'));
    }
    this.scenarios = list.sort((a, b) => sourceRank(a) - sourceRank(b) || a.fileName.localeCompare(b.fileName));
  }

  list(): readonly DrillScenario[] {
    return this.scenarios;
  }

  read(fileName: string, text: string): ScenarioRead {
    const parsed = parseScenarioText(fileName, text);
    if (!parsed.ok) return { ok: false, problems: parsed.errors.map((error) => scenarioProblem(fileName, error)) };
    return { ok: true, scenario: { ...drillScenario(fileName, parsed.scenario, JSON.parse(text), 'loaded'), key: `loaded:${fileName}` } };
  }

  record(base: DrillScenario, injected: readonly InjectedStep[]): RecordedDrill {
    const fileName = recordedFileName(base.name);
    const source = base.json as { name?: string; steps?: unknown[] };
    const json = {
      ...source,
      name: `${base.name} (recorded)`,
      steps: [...(source.steps ?? []), ...injected.map(({ at, step }) => ({ ...step, at }))],
    };
    const parsed = parseScenario(fileName, json);
    if (!parsed.ok) return { ok: false, problems: parsed.errors.map((error) => scenarioProblem(fileName, error)) };
    return { ok: true, fileName, text: `${JSON.stringify(json, null, 2)}\n` };
  }
}

function drillScenario(fileName: string, scenario: Scenario, json: unknown, source: 'bundled' | 'loaded'): DrillScenario {
  const digit = source === 'bundled' ? (BUILT_IN.exec(fileName)?.[1] ?? null) : null;
  return {
    key: fileName,
    fileName,
    name: scenario.name,
    description: scenario.description,
    source: digit ? 'builtIn' : source,
    digit,
    steps: scenario.steps.map((step) => ({ at: step.at, action: step.action })),
    json,
  };
}

/** Built-in first (by digit 1–9 then 0, as on a keypad), then the other bundled files. */
function sourceRank(scenario: DrillScenario): number {
  if (scenario.digit === null) return 20;
  return scenario.digit === '0' ? 10 : Number(scenario.digit);
}
