import { isDeleted, isFinished, type Incident } from '../../domain/incident/incident';
import { err, ok, type Result } from '../../domain/shared/result';
import { isGatewayError } from '../ports/gateway-error';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { SessionStore } from '../session/session-store';
import { SOMETHING_IS_WRONG, type WarningDialog } from './incident-failures';

/** One line of the linked-incidents panel. */
export interface LinkedIncidentEntry {
  readonly id: string;
  readonly title: string;
  readonly at: string;
  /** current: the incident on screen (disabled); links-to: the one it links to; linked-to-me: those linking to it. */
  readonly relation: 'current' | 'links-to' | 'linked-to-me';
  readonly disabled: boolean;
  readonly finished: boolean;
}

export type LinkedIncidentsError = { readonly kind: 'not-found' } | { readonly kind: 'failed'; readonly warning: WarningDialog };

const entry = (incident: Incident, relation: LinkedIncidentEntry['relation']): LinkedIncidentEntry | null => {
  if (incident.id === null || incident.id === undefined || isDeleted(incident)) return null;
  return {
    id: String(incident.id),
    title: typeof incident.title === 'string' ? incident.title : '',
    at: typeof incident.at === 'string' ? incident.at : '',
    relation,
    disabled: relation === 'current',
    finished: isFinished(incident),
  };
};

/**
 * SPEC §2 Incident view, linked-incidents panel: the incident it links to, itself (disabled) and those linking to it,
 * oldest first, deleted ones left out; selecting another opens {tenant}/incident/view/{id} (the screen then resets).
 */
export class LinkedIncidentsUseCase {
  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly sessions: SessionStore,
  ) {}

  async execute(input: { readonly incidentId: string | number }): Promise<Result<readonly LinkedIncidentEntry[], LinkedIncidentsError>> {
    let incident: Incident | null;
    try {
      incident = await this.incidents.getIncidentById(input.incidentId);
    } catch (error) {
      return err(
        isGatewayError(error) && error.kind === 'not-found' ? { kind: 'not-found' } : { kind: 'failed', warning: SOMETHING_IS_WRONG },
      );
    }
    if (!incident) return err({ kind: 'not-found' });
    const entries = [
      incident.linkedIncident ? entry(incident.linkedIncident, 'links-to') : null,
      entry(incident, 'current'),
      ...(incident.linkedIncidentsToMe ?? []).map((l) => entry(l, 'linked-to-me')),
    ].filter((e): e is LinkedIncidentEntry => e !== null);
    const seen = new Set<string>();
    const unique = entries.filter((e) => !seen.has(e.id) && seen.add(e.id));
    return ok([...unique].sort((a, b) => (Date.parse(a.at) || 0) - (Date.parse(b.at) || 0)));
  }

  /** The route of the chosen linked incident; the current one (disabled) cannot be chosen. */
  select(entryToOpen: LinkedIncidentEntry): Result<string, { readonly kind: 'current' } | { readonly kind: 'no-tenant' }> {
    if (entryToOpen.disabled) return err({ kind: 'current' });
    const tenant = this.sessions.current()?.tenantId;
    if (!tenant) return err({ kind: 'no-tenant' });
    return ok(`${encodeURIComponent(tenant)}/incident/view/${encodeURIComponent(entryToOpen.id)}`);
  }
}
