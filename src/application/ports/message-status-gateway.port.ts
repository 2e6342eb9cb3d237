import type { MessageStatusRecord } from '../../domain/incident/message-status';

/** SPEC §7: message status by incident id (path not shown), polled every 2 s with the caller's permissions. */
export interface MessageStatusGateway {
  byIncident(incidentId: string | number): Promise<readonly MessageStatusRecord[]>;
}
export const MessageStatusGateway = Symbol.for('MessageStatusGateway');
