import type { InjectedStep } from '../../../application/training/ports/scenario-library.port';
import type { DebriefReport } from '../../../domain/training/debrief-report';
import type { KeptRecording } from '../../../domain/training/kept-drill';

/**
 * A drill's debrief as the JSON export writes it: the trainee, the trainer, the scenario, the date (ISO 8601, UTC) and
 * the duration first, then the call's recordings (where the caller sent media and the server kept them), the events, the
 * trainer's injections and the debrief.
 */
export function debriefJson(report: DebriefReport, injected: readonly InjectedStep[], recordings: readonly KeptRecording[] = []) {
  return {
    trainee: report.trainee,
    trainer: report.trainer,
    scenario: report.scenario,
    fileName: report.fileName,
    date: new Date(report.startedAt).toISOString(),
    durationSeconds: report.durationSeconds,
    recordings,
    events: report.events,
    injected,
    debrief: report.debrief,
  };
}
