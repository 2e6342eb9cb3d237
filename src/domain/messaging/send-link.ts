import type { Incident } from '../incident/incident';
import { isPhoneComplete } from '../phone/phone-number';
import { isPhonePrefix, maskDigitCount, type PhonePrefix } from '../phone/phone-prefixes';
import { sendLinkButtonsDisabled } from '../visibility/live-visibility';
import { parseDeliveryStatus } from './delivery-status';

/** A phone field: a prefix and the national digits (SPEC §5). */
export interface PhoneInput {
  readonly prefix: PhonePrefix | string;
  readonly number: string;
}

/** SPEC §4: a link answered failed or undelivered did not reach the caller. */
export function isFailedLinkStatus(status: unknown): boolean {
  const parsed = parseDeliveryStatus(status);
  return parsed === 'failed' || parsed === 'undelivered';
}

/** SPEC §7 videoStream of a link: the incident's video stream id, else its channel, else the incident id. */
export function videoStreamOf(incident: Incident): string | number | null {
  const stream = incident.videoStream;
  for (const candidate of [stream?.id, stream?.channel, incident.id]) {
    if (typeof candidate === 'number' && Number.isFinite(candidate)) return candidate;
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return null;
}

/** SPEC §5 send-SMS / send-WhatsApp: disabled without a complete phone, while sending, or once the incident exists. */
export function sendLinkDisabled(phone: PhoneInput, incidentId: string | number | null | undefined, sending: boolean): boolean {
  if (!isPhonePrefix(phone.prefix)) return true;
  return sendLinkButtonsDisabled({ phone: phone.number, requiredDigits: maskDigitCount(phone.prefix), sending, incidentId });
}

/** SPEC §2 Share modal: its send button is disabled without a complete phone or while a share is being sent. */
export function shareDisabled(phone: PhoneInput, sending: boolean): boolean {
  return sending || !isPhonePrefix(phone.prefix) || !isPhoneComplete(phone.prefix, phone.number);
}
