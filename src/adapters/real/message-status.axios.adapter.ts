import type { HttpClient } from './http-client';
import type { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import type { MessageStatusRecord } from '../../domain/incident/message-status';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';
import { parseAnswer } from './schemas/answer';
import { messageStatusRecords } from './schemas/tracking.schema';

/** The path of "message status by incident id" (SPEC §7: path not shown), from the assumed endpoints. */
export const MESSAGE_STATUS_BY_INCIDENT_PATH = (incidentId: string | number): string =>
  ASSUMED_ENDPOINTS.messageStatusByIncident(encodeURIComponent(String(incidentId)));

/**
 * SPEC §7 message status by incident id over HTTP (GET MESSAGE_STATUS_BY_INCIDENT_PATH). Assumed response: an array of
 * SPEC §3 message status records (or that array under `data`), field names as the spec writes them (receiver, date,
 * method, status, permissions with snake_case flags), read with schemas/tracking.schema.ts: a field of another type, an
 * entry that is not a record or a record of nothing but nulls makes the answer unreadable; an empty body is no record
 * yet. Records keep the server's order.
 */
export class AxiosMessageStatusGateway implements MessageStatusGateway {
  constructor(private readonly http: HttpClient) {}

  async byIncident(incidentId: string | number): Promise<readonly MessageStatusRecord[]> {
    const { data } = await this.http.get<unknown>(MESSAGE_STATUS_BY_INCIDENT_PATH(incidentId));
    return parseAnswer(messageStatusRecords, data);
  }
}
