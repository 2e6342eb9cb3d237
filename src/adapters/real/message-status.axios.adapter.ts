import type { HttpClient } from './http-client';
import { isGatewayError } from '../../application/ports/gateway-error';
import {
  MESSAGE_STATUS_CONCURRENCY,
  type MessageStatusByIncident,
  type MessageStatusGateway,
} from '../../application/ports/message-status-gateway.port';
import { limited } from '../../application/shared/bounded';
import type { MessageStatusRecord } from '../../domain/incident/message-status';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';
import { parseAnswer } from './schemas/answer';
import { messageStatusRecords, messageStatusRecordsByIncident } from './schemas/tracking.schema';

/** The path of "message status by incident id" (SPEC §7: path not shown), from the assumed endpoints. */
export const MESSAGE_STATUS_BY_INCIDENT_PATH = (incidentId: string | number): string =>
  ASSUMED_ENDPOINTS.messageStatusByIncident(encodeURIComponent(String(incidentId)));

/** The answers that say a backend has no read of many (the path is not there, or not for POST). */
const NO_BATCH_STATUSES: ReadonlySet<number> = new Set([404, 405]);

/**
 * SPEC §7 message status by incident id over HTTP (GET MESSAGE_STATUS_BY_INCIDENT_PATH). Assumed response: an array of
 * SPEC §3 message status records (or that array under `data`), field names as the spec writes them (receiver, date,
 * method, status, permissions with snake_case flags), read with schemas/tracking.schema.ts: a field of another type, an
 * entry that is not a record or a record of nothing but nulls makes the answer unreadable; an empty body is no record
 * yet. Records keep the server's order.
 *
 * Many incidents are read with one POST to the assumed ASSUMED_ENDPOINTS.messageStatusByIncidents. When the backend
 * answers that with 404 or 405 it has no such call: this adapter reads each incident with the single call instead
 * (MESSAGE_STATUS_CONCURRENCY at once, however many reads of many are waiting), and stops asking for the rest of the
 * session (the adapter lives as long as the signed-in container).
 */
export class AxiosMessageStatusGateway implements MessageStatusGateway {
  private batchMissing = false;
  private readonly oneByOne = limited(MESSAGE_STATUS_CONCURRENCY);

  constructor(private readonly http: HttpClient) {}

  async byIncident(incidentId: string | number): Promise<readonly MessageStatusRecord[]> {
    const { data } = await this.http.get<unknown>(MESSAGE_STATUS_BY_INCIDENT_PATH(incidentId));
    return parseAnswer(messageStatusRecords, data);
  }

  async byIncidents(incidentIds: readonly string[]): Promise<MessageStatusByIncident> {
    if (incidentIds.length === 0) return new Map();
    if (!this.batchMissing) {
      try {
        const { data } = await this.http.post<unknown>(ASSUMED_ENDPOINTS.messageStatusByIncidents, { incidentIds });
        return parseAnswer(messageStatusRecordsByIncident, data);
      } catch (error) {
        if (!isGatewayError(error) || error.status === undefined || !NO_BATCH_STATUSES.has(error.status)) throw error;
        this.batchMissing = true;
      }
    }
    return this.oneAtATime(incidentIds);
  }

  /** Each incident by the single call, through the shared gate; an incident whose call fails is left out. */
  private async oneAtATime(incidentIds: readonly string[]): Promise<MessageStatusByIncident> {
    const answers = await Promise.allSettled(incidentIds.map((id) => this.oneByOne(() => this.byIncident(id))));
    const byId = new Map<string, readonly MessageStatusRecord[]>();
    answers.forEach((answer, index) => {
      if (answer.status === 'fulfilled') byId.set(incidentIds[index] ?? '', answer.value);
    });
    return byId;
  }
}
