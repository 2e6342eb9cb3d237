import { parseDeliveryStatus, parseSendChannel } from './delivery-status';

/** SPEC §8: the failure texts written into the incident description. */
export type SendFailureKey = 'incidents.create.sms_failed_sent' | 'incidents.create.wpp_failed_sent' | 'number_not_registered_on_whatsapp';

/** SPEC §8: the description is updated with the failure text and the operator stays on the incident. */
export interface SendFailureOutcome {
  readonly descriptionKey: SendFailureKey;
  readonly stay: true;
}

/**
 * SPEC §8 SMS/WhatsApp send failure. SMS → 'incidents.create.sms_failed_sent'; WhatsApp →
 * 'incidents.create.wpp_failed_sent' when the status is failed, else 'number_not_registered_on_whatsapp'.
 * `channel` is 'sms' / 'whatsapp' or a §3 method; an unknown channel gives null (nothing to report).
 */
export function sendFailureOutcome(channel: unknown, status?: unknown): SendFailureOutcome | null {
  const parsed = parseSendChannel(channel);
  if (parsed === 'sms') return { descriptionKey: 'incidents.create.sms_failed_sent', stay: true };
  if (parsed === 'whatsapp') {
    const failed = parseDeliveryStatus(status) === 'failed';
    return {
      descriptionKey: failed ? 'incidents.create.wpp_failed_sent' : 'number_not_registered_on_whatsapp',
      stay: true,
    };
  }
  return null;
}
