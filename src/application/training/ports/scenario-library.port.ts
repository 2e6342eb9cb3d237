import type { ActorHandOver } from '../../../domain/training/drill-event';
import type { DrillScenario, ScenarioProblem } from '../../../domain/training/drill-scenario';
import type { InjectStep } from '../../../domain/training/training-protocol';

export type ScenarioRead =
  { readonly ok: true; readonly scenario: DrillScenario } | { readonly ok: false; readonly problems: readonly ScenarioProblem[] };

export type RecordedDrill =
  | { readonly ok: true; readonly fileName: string; readonly text: string }
  | { readonly ok: false; readonly problems: readonly ScenarioProblem[] };

/** A step a trainer injected into a drill, at its time (seconds since the link was sent). */
export interface InjectedStep {
  readonly at: number;
  readonly step: InjectStep;
}

/**
 * The training scenarios a trainer can pick (the files bundled into the demo), the check of a file loaded from disk
 * (the same schema as every scenario), and a drill recorded as a new scenario file.
 */
export interface ScenarioLibrary {
  list(): readonly DrillScenario[];
  read(fileName: string, text: string): ScenarioRead;
  /**
   * The scenario file (its name and JSON text) that replays `base` with the trainer's injected steps at their times,
   * and the hand-over to an actor's phone at its time when the drill had one.
   */
  record(base: DrillScenario, injected: readonly InjectedStep[], actor?: ActorHandOver | null): RecordedDrill;
}
export const ScenarioLibrary = Symbol.for('ScenarioLibrary');
