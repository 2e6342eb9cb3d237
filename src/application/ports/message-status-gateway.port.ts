import type { MessageStatusRecord } from '../../domain/incident/message-status';

/** The most incident ids one read of many asks for (`byIncidents`): a caller with more splits them into calls of this many. */
export const MESSAGE_STATUS_BATCH_MAX = 100;

/** How many per-incident message status calls run at once where one call per incident is the only way. */
export const MESSAGE_STATUS_CONCURRENCY = 8;

/** Each asked incident's message status records, by incident id as asked (text). */
export type MessageStatusByIncident = ReadonlyMap<string, readonly MessageStatusRecord[]>;

/** SPEC §7: message status by incident id (path not shown), polled every 2 s with the caller's permissions. */
export interface MessageStatusGateway {
  byIncident(incidentId: string | number): Promise<readonly MessageStatusRecord[]>;
  /**
   * The message status of many incidents in one read (at most MESSAGE_STATUS_BATCH_MAX ids). An incident the answer
   * has no records for (unknown, another tenant's, or unreadable) is absent from the map, never an empty list.
   */
  byIncidents(incidentIds: readonly string[]): Promise<MessageStatusByIncident>;
}
export const MessageStatusGateway = Symbol.for('MessageStatusGateway');
