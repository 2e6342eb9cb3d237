/**
 * SPEC §7 GET /incident-links/{id}/status: the status of one invitation link (values not shown). Linking one incident
 * to another (SPEC §2 linked-incidents panel, §3 linkedIncident) has no call in the spec: the production adapter uses
 * the assumed paths of ASSUMED_ENDPOINTS.incidentLink.
 */
export interface IncidentLinksGateway {
  status(linkId: string | number): Promise<string | null>;
  /** The incident now links to the target (replacing the link it had); the target lists it among those linking to it. */
  link(incidentId: string | number, targetId: string | number): Promise<void>;
  /** The incident's own link is removed (nothing happens when it has none). */
  unlink(incidentId: string | number): Promise<void>;
}
export const IncidentLinksGateway = Symbol.for('IncidentLinksGateway');
