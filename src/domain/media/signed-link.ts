import { SIGNED_URL_VALIDITY_SECONDS } from '../shared/constants';

/** A signed download URL and the moment it stops working (ms since the epoch). */
export interface SignedLink {
  readonly url: string;
  readonly expiresAt: number;
}

/**
 * A URL handed out this close to its end is not used: a click, a redirect or a video's later range requests would
 * reach the storage after it expired.
 */
export const SIGNED_LINK_MARGIN_MS = 30_000;

/** SPEC §7 Other, §9: a URL signed at `signedAt` for `validitySeconds` (1200 s unless said otherwise). */
export function signedLink(url: string, signedAt: number, validitySeconds = SIGNED_URL_VALIDITY_SECONDS): SignedLink {
  return { url, expiresAt: signedAt + Math.max(0, validitySeconds) * 1000 };
}

/** Whether a signed URL may still be used at `now`: only before its end less the margin, never a stale one. */
export function isSignedLinkFresh(link: SignedLink | null | undefined, now: number, marginMs = SIGNED_LINK_MARGIN_MS): boolean {
  return link !== null && link !== undefined && Number.isFinite(link.expiresAt) && now < link.expiresAt - marginMs;
}
