import { linkedIncidentEntries, linkRefusal, type LinkedIncidentEntry, type LinkRefusal } from '../../domain/incident/linked-incidents';
import { err, ok, type Result } from '../../domain/shared/result';
import type { IncidentLinksGateway } from '../ports/incident-links-gateway.port';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';
import { incidentById } from './incident-by-id';
import { refusedChange, type IncidentChangeRights } from './incident-change-rights';

export interface LinkIncidentInput {
  readonly incidentId: string;
  readonly targetId: string;
  /** The linked-incidents panel's entries: linking to one already listed (or to itself) is refused before any call. */
  readonly entries: readonly LinkedIncidentEntry[];
}

/**
 * SPEC §2 linked-incidents panel, §3 linkedIncident: an incident's links, read and changed. They are listed as the
 * entries of domain linkedIncidentEntries (read from the incident itself; the route of a chosen one is domain
 * linkedIncidentRoute); the incident on screen links to another incident of the tenant, or one incident's own link is
 * removed (domain linkOwnerOf says which one for a panel entry); both changes need what editing needs.
 */
export class IncidentLinksFacade {
  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly links: IncidentLinksGateway,
    private readonly rights: IncidentChangeRights,
  ) {}

  async list(input: { readonly incidentId: string | number }): Promise<Result<readonly LinkedIncidentEntry[], CallFailure>> {
    const incident = await incidentById(this.incidents, input.incidentId);
    return incident.ok ? ok(linkedIncidentEntries(incident.value)) : incident;
  }

  async link(input: LinkIncidentInput): Promise<Result<void, CallFailure | { readonly kind: LinkRefusal }>> {
    const refused = refusedChange<void>(this.rights, 'link');
    if (refused) return refused;
    const refusal = linkRefusal(input.incidentId, input.targetId, input.entries);
    if (refusal) return err({ kind: refusal });
    return attempt(() => this.links.link(input.incidentId, input.targetId.trim()));
  }

  async unlink(input: { readonly incidentId: string }): Promise<Result<void, CallFailure>> {
    return refusedChange(this.rights, 'unlink') ?? attempt(() => this.links.unlink(input.incidentId));
  }
}
