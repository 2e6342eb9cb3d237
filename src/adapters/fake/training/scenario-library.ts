import type { InjectedStep, RecordedDrill, ScenarioLibrary, ScenarioRead } from '../../../application/training/ports/scenario-library.port';
import type { ActorHandOver } from '../../../domain/training/drill-event';
import { drillFileName, scenarioProblem, type DrillScenario } from '../../../domain/training/drill-scenario';
import type { InjectedStep as DirectorInjectedStep } from '../simulation/caller-director';
import { recordDrill } from '../simulation/record-drill';
import { debriefConfigOf, parseInjectedStep, parseScenario, parseScenarioText, type Scenario } from '../simulation/scenario-schema';

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

  record(base: DrillScenario, injected: readonly InjectedStep[], actor: ActorHandOver | null = null): RecordedDrill {
    const fileName = drillFileName(base.name, 'recorded.json');
    const refused = (errors: readonly string[]): RecordedDrill => ({
      ok: false,
      problems: errors.map((e) => scenarioProblem(fileName, e)),
    });
    const parsed = parseScenario(base.fileName, base.json);
    if (!parsed.ok) return refused(parsed.errors);
    const steps: DirectorInjectedStep[] = [];
    for (const { at, step } of injected) {
      const read = parseInjectedStep(step);
      if (!read.ok) return refused(read.errors);
      steps.push({ at, step: { ...read.step, at } });
    }
    const recorded = recordDrill(parsed.scenario, steps, { actor });
    // The file must read back as a scenario, as any other would.
    const check = parseScenario(fileName, recorded);
    if (!check.ok) return refused(check.errors);
    return { ok: true, fileName, text: `${JSON.stringify(recorded, null, 2)}\n` };
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
    debrief: debriefConfigOf(scenario),
    expectations: scenario.expect,
    json,
  };
}

/** Built-in first (by digit 1–9 then 0, as on a keypad), then the other bundled files. */
function sourceRank(scenario: DrillScenario): number {
  if (scenario.digit === null) return 20;
  return scenario.digit === '0' ? 10 : Number(scenario.digit);
}
