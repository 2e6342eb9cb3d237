import type { HttpClient } from './http-client';
import { GatewayError } from '../../application/ports/gateway-error';
import type { MessageStatusGateway } from '../../application/ports/message-status-gateway.port';
import type { MessageStatusPermissions, MessageStatusRecord, ServerFlag } from '../../domain/incident/message-status';
import { isObject } from './incidents-read';

/**
 * The path of "message status by incident id" (SPEC §7: path not shown). Chosen after the platform's other
 * per-incident lookup, GET /location-tracker/by-incident-id/{id}; change it here only.
 */
export const MESSAGE_STATUS_BY_INCIDENT_PATH = (incidentId: string | number): string =>
  `/message-status/by-incident-id/${encodeURIComponent(String(incidentId))}`;

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const textOrNumber = (value: unknown): string | number | null =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? value : null;
const serverFlag = (value: unknown): ServerFlag => (typeof value === 'boolean' ? value : textOrNumber(value));

function readPermissions(value: unknown): MessageStatusPermissions | null {
  if (!isObject(value)) return null;
  return {
    privacy_policy: serverFlag(value.privacy_policy),
    local: serverFlag(value.local),
    audio: serverFlag(value.audio),
    video: serverFlag(value.video),
    clicked_link: serverFlag(value.clicked_link),
    start_live_streaming: serverFlag(value.start_live_streaming),
    action_type: textOrNumber(value.action_type),
    count_deny_permission: textOrNumber(value.count_deny_permission),
  };
}

/**
 * SPEC §7 message status by incident id over HTTP (GET MESSAGE_STATUS_BY_INCIDENT_PATH). Assumed response: an array of
 * SPEC §3 message status records (or that array under `data`), field names as the spec writes them (receiver, date,
 * method, status, permissions with snake_case flags); a field of a wrong type is read as null, a non-object entry is
 * skipped, an empty body is no record yet. Records keep the server's order.
 */
export class AxiosMessageStatusGateway implements MessageStatusGateway {
  constructor(private readonly http: HttpClient) {}

  async byIncident(incidentId: string | number): Promise<readonly MessageStatusRecord[]> {
    const { data } = await this.http.get<unknown>(MESSAGE_STATUS_BY_INCIDENT_PATH(incidentId));
    if (isEmpty(data)) return [];
    const list = Array.isArray(data) ? data : isObject(data) ? data.data : undefined;
    if (!Array.isArray(list)) throw new GatewayError('invalid-response');
    return list.flatMap((entry): MessageStatusRecord[] =>
      isObject(entry)
        ? [
            {
              receiver: textOrNumber(entry.receiver),
              date: textOrNumber(entry.date),
              method: text(entry.method),
              status: text(entry.status),
              permissions: readPermissions(entry.permissions),
            },
          ]
        : [],
    );
  }
}
