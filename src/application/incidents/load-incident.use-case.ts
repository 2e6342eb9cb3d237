import type { Incident, IncidentForm } from '../../domain/incident/incident';
import { isFinishedOnLoad } from '../../domain/incident/incident-finished-on-load';
import { incidentFormOf } from '../../domain/incident-form/incident-form-values';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock.port';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { CallFailure } from '../shared/failure';
import { incidentById } from './incident-by-id';

export interface LoadIncidentInput {
  readonly id: string | number;
  /** 'live': the live view ({tenant}/incident/live/{id}), which refuses a finished incident; 'view': the detail page. */
  readonly page: 'live' | 'view';
}

export interface LoadedIncident {
  readonly incident: Incident;
  /** The edit form's values (SPEC §3 Incident form). */
  readonly form: IncidentForm;
}

/** SPEC §8: 'finished' (the live view refuses a finished incident), 'not-found', or the failed call. */
export type LoadIncidentError = { readonly kind: 'finished' } | CallFailure;

/** SPEC §2, §8: loads an incident by id; in the live view a finished one (past its time or without stream) is refused. */
export class LoadIncidentUseCase {
  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly clock: Clock,
  ) {}

  async execute(input: LoadIncidentInput): Promise<Result<LoadedIncident, LoadIncidentError>> {
    const found = await incidentById(this.incidents, input.id);
    if (!found.ok) return found;
    const incident = found.value;
    if (input.page === 'live' && isFinishedOnLoad(incident, this.clock.now())) return err({ kind: 'finished' });
    return ok({ incident, form: incidentFormOf(incident) });
  }
}
