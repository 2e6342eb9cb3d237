import type { InjectedStep } from '../../../application/training/ports/scenario-library.port';
import type { DebriefReport } from '../../../domain/training/debrief-report';
import { recordingLength } from '../../../domain/training/kept-drill';

/**
 * A drill's debrief as the JSON export writes it: the trainee, the trainer, the scenario, the date (ISO 8601, UTC) and
 * the duration first, then the call's recordings (where the caller sent media and the server kept them: each clip, its
 * start on the drill's clock and its length), the events, the trainer's injections and the debrief.
 */
export function debriefJson(report: DebriefReport, injected: readonly InjectedStep[]) {
  return {
    trainee: report.trainee,
    trainer: report.trainer,
    scenario: report.scenario,
    fileName: report.fileName,
    date: new Date(report.startedAt).toISOString(),
    durationSeconds: report.durationSeconds,
    // Each clip, where it starts on the drill's clock (seconds since the link) and how long it runs.
    recordings: report.recordings.map((recording) => ({ ...recording, durationSeconds: recordingLength(recording) })),
    events: report.events,
    injected,
    debrief: report.debrief,
  };
}
