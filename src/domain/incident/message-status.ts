/** SPEC §3 Message status record: methods seen in the spec. */
export const MESSAGE_STATUS_METHODS = ['BROADCAST_SMS', 'BROADCAST_WPP', 'WHATSAPP_COLLAB_BROADCAST', 'SMS_COLLAB_BROADCAST'] as const;
export type MessageStatusMethod = (typeof MESSAGE_STATUS_METHODS)[number];

/** SPEC §3: delivery statuses named by the spec ("and others": any other string may arrive). */
export const MESSAGE_DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed', 'undelivered'] as const;
export type MessageDeliveryStatus = (typeof MESSAGE_DELIVERY_STATUSES)[number];

/** A server flag: boolean, 0/1 or 'true'/'false' text, or missing. */
export type ServerFlag = boolean | number | string | null;

/** SPEC §3 Message status record, permissions part (snake_case names exactly as the server sends them). */
export interface MessageStatusPermissions {
  readonly privacy_policy?: ServerFlag;
  readonly local?: ServerFlag;
  readonly audio?: ServerFlag;
  readonly video?: ServerFlag;
  readonly clicked_link?: ServerFlag;
  readonly start_live_streaming?: ServerFlag;
  readonly action_type?: string | number | null;
  readonly count_deny_permission?: number | string | null;
}

/**
 * SPEC §3 Message status record, as a server may send it: every field optional and nullable;
 * method and status keep autocompletion for the known values but accept any string.
 */
export interface MessageStatusRecord {
  readonly receiver?: string | number | null;
  /** ISO text or epoch milliseconds; shown in pt-BR format (SPEC §9, see format/date-format.ts). */
  readonly date?: string | number | null;
  readonly method?: MessageStatusMethod | (string & {}) | null;
  readonly status?: MessageDeliveryStatus | (string & {}) | null;
  readonly permissions?: MessageStatusPermissions | null;
}
