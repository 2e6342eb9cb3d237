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

/**
 * SPEC §8 "the incident description is updated with the failure text", without losing the operator's notes: the text
 * goes on its own paragraph after what the description says; a description that already ends with it is kept as is
 * (a second failed send does not repeat it); an empty description becomes the text.
 */
export function descriptionWithFailure(description: string | null | undefined, failureText: string): string {
  const notes = (description ?? '').trimEnd();
  if (notes === '') return failureText;
  if (notes.endsWith(failureText)) return notes;
  return `${notes}\n\n${failureText}`;
}

/**
 * The send failure handed to a live page with the navigation (its history entry, never its address): a short word,
 * read back only if it is one of these, and kept by the entry so a reload shows the failure again.
 */
const SEND_FAILURE_NOTICES: Readonly<Record<SendFailureKey, string>> = {
  'incidents.create.sms_failed_sent': 'sms-failed',
  'incidents.create.wpp_failed_sent': 'whatsapp-failed',
  number_not_registered_on_whatsapp: 'whatsapp-unregistered',
};

export function sendFailureNotice(key: SendFailureKey): string {
  return SEND_FAILURE_NOTICES[key];
}

/** The failure a handed-over notice names, or null for any other value (a history entry is untrusted input). */
export function sendFailureOfNotice(notice: string | null | undefined): SendFailureKey | null {
  const found = Object.entries(SEND_FAILURE_NOTICES).find(([, word]) => word === notice);
  return found ? (found[0] as SendFailureKey) : null;
}
