import { parseScenario, type Scenario } from './scenario-schema';

/**
 * Where scenarios come from: the built-in files by a phone's last digit, any file of scenarios/ by name, and the
 * seeded live incidents' callers.
 */
export interface ScenarioCatalog {
  /** The built-in scenario for a phone number's last digit (0–9), or null. */
  forDigit(digit: string): Scenario | null;
  /** A scenario file of scenarios/ by name ('my-drill' or 'my-drill.json'); null when there is none or it is invalid. */
  named(name: string): Scenario | null;
  /** The callers of the demo's seeded live incidents, in order (the files named live-…, by name). */
  seeded(): readonly Scenario[];
}

/**
 * A catalog over the scenario files' parsed JSON, by file name (e.g. '1-cooperative-caller.json'). Built-in
 * scenarios are the files whose name starts with a digit and a dash, the seeded live incidents' callers those whose
 * name starts with 'live-'; any file can be named by a trainer.
 * Invalid files are skipped and reported through `problems`.
 */
export class FileScenarioCatalog implements ScenarioCatalog {
  private readonly scenarios = new Map<string, Scenario>();
  readonly problems: string[] = [];

  constructor(files: Readonly<Record<string, unknown>>) {
    for (const [path, json] of Object.entries(files)) {
      const file = path.split('/').pop() ?? path;
      const parsed = parseScenario(file, json);
      if (parsed.ok) this.scenarios.set(file, parsed.scenario);
      else this.problems.push(...parsed.errors);
    }
  }

  forDigit(digit: string): Scenario | null {
    const file = [...this.scenarios.keys()].sort().find((name) => name.startsWith(`${digit}-`));
    return file ? (this.scenarios.get(file) ?? null) : null;
  }

  named(name: string): Scenario | null {
    const file = /^[\w-]{1,80}(\.json)?$/.test(name) ? (name.endsWith('.json') ? name : `${name}.json`) : null;
    return file ? (this.scenarios.get(file) ?? null) : null;
  }

  seeded(): readonly Scenario[] {
    return this.names()
      .filter((name) => name.startsWith('live-'))
      .flatMap((name) => this.scenarios.get(name) ?? []);
  }

  names(): readonly string[] {
    return [...this.scenarios.keys()].sort();
  }
}
