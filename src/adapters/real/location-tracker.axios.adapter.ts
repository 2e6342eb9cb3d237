import type { HttpClient } from './http-client';
import { GatewayError } from '../../application/ports/gateway-error';
import type { LocationPoint, LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import { isObject } from './incidents-read';

/** A coordinate as a number or numeric text (decimal columns often arrive as text); null otherwise. */
function coordinate(value: unknown, limit: number): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/**
 * SPEC §7 GET /location-tracker/by-incident-id/{id} over HTTP: "returns points with latitude and longitude". Assumed:
 * an array of points (or that array under `data` or `points`), each with `latitude` and `longitude` (numbers or numeric
 * text) and a time in `at`, `createdAt` or `date` (text). A point without a valid latitude/longitude is skipped; an
 * empty body is no point yet. The server's order is kept.
 */
export class AxiosLocationTrackerGateway implements LocationTrackerGateway {
  constructor(private readonly http: HttpClient) {}

  async byIncident(incidentId: string | number): Promise<readonly LocationPoint[]> {
    const { data } = await this.http.get<unknown>(`/location-tracker/by-incident-id/${encodeURIComponent(String(incidentId))}`);
    if (data === null || data === undefined || data === '') return [];
    const list = Array.isArray(data) ? data : isObject(data) ? (data.data ?? data.points) : undefined;
    if (!Array.isArray(list)) throw new GatewayError('invalid-response');
    return list.flatMap((entry): LocationPoint[] => {
      if (!isObject(entry)) return [];
      const latitude = coordinate(entry.latitude, 90);
      const longitude = coordinate(entry.longitude, 180);
      if (latitude === null || longitude === null) return [];
      const at = [entry.at, entry.createdAt, entry.date].find((v): v is string => typeof v === 'string' && v !== '') ?? null;
      return [{ latitude, longitude, at }];
    });
  }
}
