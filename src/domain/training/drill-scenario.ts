import type { DebriefConfig } from './debrief';
import type { LiveExpectation } from './live-expectations';

/**
 * A training scenario as the trainer's console shows and sends it: its words, its steps, and its file's JSON (which
 * the trainee's tab validates and plays). Where it came from tells the built-in ones (picked by a phone's last digit)
 * from the other bundled files and from a file the trainer loaded.
 */
export interface DrillScenario {
  /** Unique in the console's list: the file name. */
  readonly key: string;
  readonly fileName: string;
  readonly name: string;
  readonly description: string;
  readonly source: 'builtIn' | 'bundled' | 'loaded';
  /** The last digit of the phone number that picks a built-in scenario. */
  readonly digit: string | null;
  readonly steps: readonly { readonly at: number; readonly action: string }[];
  /** How its debrief scores the trainee (the file's `debrief`, or the defaults). */
  readonly debrief: DebriefConfig;
  /** What the console must show (the file's `expect[]`): a live drill checks what its events can tell. */
  readonly expectations: readonly LiveExpectation[];
  readonly json: unknown;
}

/** One reason a scenario file was refused: the field's path (`steps[2].grant`) and what was expected. */
export interface ScenarioProblem {
  readonly path: string;
  readonly message: string;
}

/**
 * Splits a validator's message `file: path: message` into its path and message (a message without a path keeps the
 * whole text, under `(file)`).
 */
export function scenarioProblem(fileName: string, text: string): ScenarioProblem {
  const rest = text.startsWith(`${fileName}: `) ? text.slice(fileName.length + 2) : text;
  const colon = rest.indexOf(': ');
  if (colon <= 0) return { path: '(file)', message: rest };
  return { path: rest.slice(0, colon), message: rest.slice(colon + 2) };
}

/**
 * A file name for something of a drill (`recorded.json`, `debrief.pdf`): the scenario's name in lower-case words and
 * dashes, then the suffix.
 */
export function drillFileName(name: string, suffix: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'drill'}-${suffix}`;
}
