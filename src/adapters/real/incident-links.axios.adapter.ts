import type { HttpClient } from './http-client';
import { isGatewayError } from '../../application/ports/gateway-error';
import type { IncidentLinksGateway } from '../../application/ports/incident-links-gateway.port';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';
import { parseAnswer } from './schemas/answer';
import { linkStatus } from './schemas/live.schema';

const linkPath = (incidentId: string | number): string => ASSUMED_ENDPOINTS.incidentLink(encodeURIComponent(String(incidentId)));

/**
 * SPEC §7 GET /incident-links/{id}/status over HTTP. The values are not shown; assumed: the status as plain text, or an
 * object with a text `status` (maybe under `data`). An empty body, a missing status or a 404 (unknown link) is null; a
 * status of another type is an unreadable answer.
 * Linking and unlinking incidents use the assumed ASSUMED_ENDPOINTS.incidentLink (the spec shows no call).
 */
export class AxiosIncidentLinksGateway implements IncidentLinksGateway {
  constructor(private readonly http: HttpClient) {}

  async status(linkId: string | number): Promise<string | null> {
    let data: unknown;
    try {
      ({ data } = await this.http.get<unknown>(`/incident-links/${encodeURIComponent(String(linkId))}/status`));
    } catch (error) {
      if (isGatewayError(error) && error.kind === 'not-found') return null;
      throw error;
    }
    return parseAnswer(linkStatus, data);
  }

  async link(incidentId: string | number, targetId: string | number): Promise<void> {
    await this.http.post(linkPath(incidentId), { linkedIncidentId: targetId });
  }

  async unlink(incidentId: string | number): Promise<void> {
    await this.http.delete(linkPath(incidentId));
  }
}
