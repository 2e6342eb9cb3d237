import type { Incident, IncidentForm } from '../../domain/incident/incident';
import { isFinishedOnLoad } from '../../domain/incident/incident-finished-on-load';
import { normalizeLatitude, normalizeLongitude } from '../../domain/incident-form/incident-location';
import { normalizeAddress } from '../../domain/incident-form/incident-form-validation';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock.port';
import { isGatewayError } from '../ports/gateway-error';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import { SOMETHING_IS_WRONG, type WarningDialog } from './incident-failures';

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

export type LoadIncidentError =
  /** SPEC §8: warning 'finished_incident', then back to the list. */
  | { readonly kind: 'finished'; readonly warningKey: 'finished_incident'; readonly goTo: 'list' }
  | { readonly kind: 'not-found'; readonly goTo: 'list' }
  | { readonly kind: 'failed'; readonly warning: WarningDialog; readonly message: string | null };

/** SPEC §3 Incident form values of an incident (blank text for missing fields; zero coordinates are empty). */
export function incidentFormOf(incident: Incident): IncidentForm {
  const text = (v: string | null | undefined) => (typeof v === 'string' ? v : '');
  return {
    title: text(incident.title),
    address: normalizeAddress(incident.address),
    city: text(incident.city),
    description: text(incident.description),
    phone: text(incident.userCreate?.phone) || text(incident.sendToPhone),
    latitude: normalizeLatitude(incident.latitude),
    longitude: normalizeLongitude(incident.longitude),
    createdAt: text(typeof incident.at === 'string' ? incident.at : null),
  };
}

/** SPEC §2, §8: loads an incident by id; in the live view a finished one (past its time or without stream) is refused. */
export class LoadIncidentUseCase {
  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly clock: Clock,
  ) {}

  async execute(input: LoadIncidentInput): Promise<Result<LoadedIncident, LoadIncidentError>> {
    let incident: Incident | null;
    try {
      incident = await this.incidents.getIncidentById(input.id);
    } catch (error) {
      if (isGatewayError(error) && error.kind === 'not-found') return err({ kind: 'not-found', goTo: 'list' });
      return err({ kind: 'failed', warning: SOMETHING_IS_WRONG, message: isGatewayError(error) ? (error.serverMessage ?? null) : null });
    }
    if (!incident) return err({ kind: 'not-found', goTo: 'list' });
    if (input.page === 'live' && isFinishedOnLoad(incident, this.clock.now())) {
      return err({ kind: 'finished', warningKey: 'finished_incident', goTo: 'list' });
    }
    return ok({ incident, form: incidentFormOf(incident) });
  }
}
