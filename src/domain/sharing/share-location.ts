import { normalizeLatitude, normalizeLongitude } from '../incident-form/incident-location';
import { normalizeAddress } from '../incident-form/incident-form-validation';
import type { ShareLocationPreference } from '../incident/settings';

/** SPEC §2 Share modal "send address": what is known of the incident's place. */
export interface SharedPlace {
  readonly latitude?: number | string | null;
  readonly longitude?: number | string | null;
  readonly address?: string | null;
}

/** Longest address put in a link; longer text is cut (a maps query does not need more). */
export const MAX_SHARED_ADDRESS_LENGTH = 500;

/** encodeURIComponent that cannot throw: lone surrogates become U+FFFD first. */
export function safeEncodeURIComponent(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

/** A coordinate as short decimal text (at most 7 decimals, no exponent, no trailing zeros). */
function coordinateText(n: number): string {
  const text = n.toFixed(7).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** SPEC §5: the address to share ('unavailable' is empty), cut to MAX_SHARED_ADDRESS_LENGTH. */
function shareableAddress(address: unknown): string {
  if (typeof address !== 'string') return '';
  return normalizeAddress(address.slice(0, MAX_SHARED_ADDRESS_LENGTH * 2))
    .slice(0, MAX_SHARED_ADDRESS_LENGTH)
    .trim();
}

/**
 * SPEC §3 Settings.shareLocationPreference: the link sent for an incident place.
 * 'google-maps' -> https://www.google.com/maps/search/?api=1&query=lat,lng (or the encoded address);
 * anything else -> the default maps link, a Waze link (the product already sends addresses through Waze,
 * SPEC §7 /waze/send/address): https://waze.com/ul?ll=lat,lng&navigate=yes or https://waze.com/ul?q=address.
 * Coordinates win over the address; zero/garbage coordinates count as missing (SPEC §5). Null when neither.
 */
export function shareLocationLink(
  place: SharedPlace | null | undefined,
  preference: ShareLocationPreference | string | null | undefined,
): string | null {
  const latitude = normalizeLatitude(place?.latitude);
  const longitude = normalizeLongitude(place?.longitude);
  const google = typeof preference === 'string' && preference.trim().toLowerCase() === 'google-maps';
  if (latitude !== null && longitude !== null) {
    const ll = `${coordinateText(latitude)},${coordinateText(longitude)}`;
    return google ? `https://www.google.com/maps/search/?api=1&query=${ll}` : `https://waze.com/ul?ll=${ll}&navigate=yes`;
  }
  const address = shareableAddress(place?.address);
  if (address === '') return null;
  const query = safeEncodeURIComponent(address);
  return google ? `https://www.google.com/maps/search/?api=1&query=${query}` : `https://waze.com/ul?q=${query}`;
}
