import { titleGuard, type IncidentFormSettings } from '../../domain/incident-form/incident-form-validation';
import { err, type Result } from '../../domain/shared/result';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import { attempt, type CallFailure, type TitleRequired } from '../shared/failure';

export interface FinishIncidentInput {
  readonly incidentId: string | number;
  /** With the form's title and the settings, finishing (stopping) is blocked without a required title (SPEC §5). */
  readonly title?: string | null;
  readonly settings?: IncidentFormSettings | null;
}

/** SPEC §4, §7 finishIncident(incidentId): finishedAt is set and the stream ends. */
export class FinishIncidentUseCase {
  constructor(private readonly incidents: IncidentsGateway) {}

  async execute(input: FinishIncidentInput): Promise<Result<void, TitleRequired | CallFailure>> {
    if (input.settings && titleGuard('stop', input.title, input.settings) !== null) return err({ kind: 'required-title' });
    return attempt(() => this.incidents.finishIncident(input.incidentId));
  }
}
