import type { HttpClient } from './http-client';
import { GatewayError, isGatewayError } from '../../application/ports/gateway-error';
import type { IncidentLinksGateway } from '../../application/ports/incident-links-gateway.port';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';

const linkPath = (incidentId: string | number): string => ASSUMED_ENDPOINTS.incidentLink(encodeURIComponent(String(incidentId)));

/**
 * SPEC §7 GET /incident-links/{id}/status over HTTP. The values are not shown; assumed: the status as plain text, or an
 * object with a text `status` (maybe under `data`). An empty body, a missing status or a 404 (unknown link) is null.
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
    if (data === null || data === undefined) return null;
    if (typeof data === 'string') return data.trim() === '' ? null : data.trim();
    if (typeof data !== 'object' || Array.isArray(data)) throw new GatewayError('invalid-response');
    const body = data as Record<string, unknown>;
    const inner = typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : body;
    return typeof inner.status === 'string' && inner.status.trim() !== '' ? inner.status.trim() : null;
  }

  async link(incidentId: string | number, targetId: string | number): Promise<void> {
    await this.http.post(linkPath(incidentId), { linkedIncidentId: targetId });
  }

  async unlink(incidentId: string | number): Promise<void> {
    await this.http.delete(linkPath(incidentId));
  }
}
