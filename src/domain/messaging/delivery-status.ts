import {
  MESSAGE_DELIVERY_STATUSES,
  MESSAGE_STATUS_METHODS,
  type MessageDeliveryStatus,
  type MessageStatusMethod,
} from '../incident/message-status';

/** SPEC §3 Message status record: the send methods a record may carry (defined with the record). */
export const MESSAGE_METHODS = MESSAGE_STATUS_METHODS;
export type MessageMethod = MessageStatusMethod;

/** SPEC §3: the delivery statuses with a meaning; every other value is 'other' (neutral). */
export const KNOWN_DELIVERY_STATUSES = MESSAGE_DELIVERY_STATUSES;
export type DeliveryStatus = MessageDeliveryStatus | 'other';

/** The two channels a link is sent through (SPEC §2 send-SMS and send-WhatsApp buttons). */
export type SendChannel = 'sms' | 'whatsapp';

const MAX_ENUM_LENGTH = 64;

function normalizedWord(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_ENUM_LENGTH) return null;
  const word = raw.trim();
  return word === '' ? null : word;
}

/** SPEC §3: a status string (case and surrounding spaces ignored); unknown values → 'other'. */
export function parseDeliveryStatus(raw: unknown): DeliveryStatus {
  const word = normalizedWord(raw)?.toLowerCase();
  return (KNOWN_DELIVERY_STATUSES as readonly string[]).includes(word ?? '') ? (word as DeliveryStatus) : 'other';
}

/** SPEC §3: a method string (case and surrounding spaces ignored); unknown values → null. */
export function parseMessageMethod(raw: unknown): MessageMethod | null {
  const word = normalizedWord(raw)?.toUpperCase();
  return (MESSAGE_METHODS as readonly string[]).includes(word ?? '') ? (word as MessageMethod) : null;
}

/**
 * SPEC §3, §8: the channel of a method ('BROADCAST_SMS', 'SMS_COLLAB_BROADCAST' → sms;
 * 'BROADCAST_WPP', 'WHATSAPP_COLLAB_BROADCAST' → whatsapp) or of a plain 'sms' / 'whatsapp' / 'wpp'; else null.
 */
export function parseSendChannel(raw: unknown): SendChannel | null {
  const word = normalizedWord(raw)?.toLowerCase();
  if (word === 'sms') return 'sms';
  if (word === 'whatsapp' || word === 'wpp') return 'whatsapp';
  const method = parseMessageMethod(raw);
  if (method === 'BROADCAST_SMS' || method === 'SMS_COLLAB_BROADCAST') return 'sms';
  if (method === 'BROADCAST_WPP' || method === 'WHATSAPP_COLLAB_BROADCAST') return 'whatsapp';
  return null;
}
