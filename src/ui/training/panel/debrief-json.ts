import type { InjectedStep } from '../../../application/training/ports/scenario-library.port';
import type { DebriefReport } from '../../../domain/training/debrief-report';

/**
 * A drill's debrief as the JSON export writes it: the trainee, the trainer, the scenario, the date (ISO 8601, UTC) and
 * the duration first, then the events, the trainer's injections and the debrief.
 */
export function debriefJson(report: DebriefReport, injected: readonly InjectedStep[]) {
  return {
    trainee: report.trainee,
    trainer: report.trainer,
    scenario: report.scenario,
    fileName: report.fileName,
    date: new Date(report.startedAt).toISOString(),
    durationSeconds: report.durationSeconds,
    events: report.events,
    injected,
    debrief: report.debrief,
  };
}
