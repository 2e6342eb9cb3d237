import { parseTriState } from '../visibility/flag';
import { parseDeliveryStatus } from './delivery-status';

/** SPEC §8: description texts written when the caller never joined. */
export type NeverJoinedDescriptionKey = 'delivery-failure' | 'link-not-clicked';

/** SPEC §8: the incident restarts; the description is replaced by the key, or left alone when null. */
export interface CallerNeverJoinedOutcome {
  readonly kind: 'restart';
  readonly descriptionKey: NeverJoinedDescriptionKey | null;
}

/**
 * SPEC §8 Caller never joined: status 'sent' → 'delivery-failure'; not sent and not read →
 * 'link-not-clicked' (this includes delivered, failed, undelivered, unknown and missing statuses).
 * When the status is 'read' or the record says the link was clicked (whatever the status), the incident
 * restarts without touching the description: the caller did get the link, so neither text would be true.
 */
export function callerNeverJoinedOutcome(status: unknown, clickedLink?: unknown): CallerNeverJoinedOutcome {
  const parsed = parseDeliveryStatus(status);
  if (parsed === 'read' || parseTriState(clickedLink) === true) return { kind: 'restart', descriptionKey: null };
  if (parsed === 'sent') return { kind: 'restart', descriptionKey: 'delivery-failure' };
  return { kind: 'restart', descriptionKey: 'link-not-clicked' };
}
