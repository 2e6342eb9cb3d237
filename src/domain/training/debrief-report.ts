import type { Debrief } from './debrief';
import type { DrillScenario } from './drill-scenario';
import { inTimeOrder, type DrillEvent } from './drill-event';
import type { KeptRecording } from './kept-drill';
import { liveDebrief } from './live-expectations';

/**
 * A finished drill as a trainer signs it: who was trained and by whom, on which scenario, when and for how long, what
 * happened and how it scored. What the PDF and JSON exports hold.
 */
export interface DebriefReport {
  readonly scenario: string;
  readonly fileName: string;
  /** The trainee's account (e-mail), when their desk said it. */
  readonly trainee: string | null;
  /** The trainer's name as they gave it on their console. */
  readonly trainer: string | null;
  /** When the drill began (milliseconds since the epoch). */
  readonly startedAt: number;
  readonly durationSeconds: number;
  readonly debrief: Debrief;
  readonly events: readonly DrillEvent[];
  /** The call's recordings the server kept (which clip, where on the drill's clock, how long); none in the demo. */
  readonly recordings: readonly KeptRecording[];
}

/**
 * A finished drill's debrief, signed: scored from its events alone (as the headless runner scores the same events),
 * naming the trainee, the trainer, the scenario, when it began and how long it lasted.
 */
export function signedReport(drill: {
  readonly scenario: Pick<DrillScenario, 'name' | 'fileName' | 'expectations' | 'debrief'>;
  readonly trainee: string | null;
  readonly trainer: string | null;
  readonly startedAt: number;
  readonly events: readonly DrillEvent[];
  readonly recordings?: readonly KeptRecording[];
}): DebriefReport {
  return {
    scenario: drill.scenario.name,
    fileName: drill.scenario.fileName,
    trainee: drill.trainee,
    trainer: drill.trainer,
    startedAt: drill.startedAt,
    durationSeconds: drillDuration(drill.events),
    debrief: liveDebrief(drill.events, drill.scenario),
    events: drill.events,
    recordings: drill.recordings ?? [],
  };
}

/**
 * How long a drill lasted, in seconds: from its start (the assignment, before the link: `drillStarted`) to its end
 * (`ended`, else its last event).
 */
export function drillDuration(events: readonly DrillEvent[]): number {
  const ordered = inTimeOrder(events);
  if (ordered.length === 0) return 0;
  const start = ordered.find((e) => e.kind === 'drillStarted')?.at ?? Math.min(0, ordered[0]!.at);
  const end = ordered.find((e) => e.kind === 'ended')?.at ?? ordered.at(-1)!.at;
  return Math.max(0, Math.round((end - start) * 10) / 10);
}

/** The date and time a report names, as `2026-11-29 10:55 UTC` (one form in every language, as a signed record reads). */
export function reportDateText(epochMs: number): string {
  const iso = new Date(epochMs).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
