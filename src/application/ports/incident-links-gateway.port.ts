/** SPEC §7 GET /incident-links/{id}/status: the status of one invitation link (values not shown). */
export interface IncidentLinksGateway {
  status(linkId: string | number): Promise<string | null>;
}
export const IncidentLinksGateway = Symbol.for('IncidentLinksGateway');
