import * as z from 'zod/mini';
import type { HttpClient } from './http-client';
import { GatewayError } from '../../application/ports/gateway-error';
import type { LocationPoint, LocationTrackerGateway } from '../../application/ports/location-tracker-gateway.port';
import type { Logger } from '../../application/ports/logger.port';
import { parseAnswer } from './schemas/answer';
import { locationPoint, locationTrack } from './schemas/tracking.schema';

/**
 * SPEC §7 GET /location-tracker/by-incident-id/{id} over HTTP: "returns points with latitude and longitude". Assumed:
 * an array of points (or that array under `data` or `points`), each with `latitude` and `longitude` (numbers or numeric
 * text) and a time in `at`, `createdAt` or `date` (text). An empty body is no point yet; the server's order is kept.
 *
 * A point that cannot be read (no valid latitude/longitude, a field of another type) is dropped with a log line, so
 * one bad fix does not hide the rest of the track; a track of nothing but such points is an unreadable answer, never
 * "no location".
 */
export class AxiosLocationTrackerGateway implements LocationTrackerGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async byIncident(incidentId: string | number): Promise<readonly LocationPoint[]> {
    const { data } = await this.http.get<unknown>(`/location-tracker/by-incident-id/${encodeURIComponent(String(incidentId))}`);
    const entries = parseAnswer(locationTrack, data);
    const points = entries.flatMap((entry) => {
      const point = z.safeParse(locationPoint, entry);
      return point.success ? [point.data] : [];
    });
    const dropped = entries.length - points.length;
    if (dropped > 0) {
      this.logger.warning('location tracker: unreadable points dropped', { incidentId: String(incidentId), dropped, kept: points.length });
      if (points.length === 0) throw new GatewayError('invalid-response');
    }
    return points;
  }
}
