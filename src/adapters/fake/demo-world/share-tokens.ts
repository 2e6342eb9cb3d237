/**
 * The demo's signed tokens, derived from a key and what they stand for, so another tab (another demo world) checks
 * them the same way and nothing is opened by its shape alone:
 * - share tokens for the no-login live view: 128 bits from the incident's tenant, id and the time of issue, which the
 *   token carries (base 36, after an underscore), so it expires SHARE_TOKEN_LIFETIME_MS later;
 * - single sign-on link tokens, as the platform's HQ signs them for the console's `?token=` links.
 * Who signs is the world's choice: the in-browser demo has no server, so its key ships with it (and its links say they
 * are for demonstration); the demo world over the wire signs with a key only the server holds.
 */
export interface DemoTokenSigner {
  /** 32 lowercase hex digits that only the holder of the key can compute for `text`. */
  sign(text: string): string;
}

/** The in-browser demo's key: public by nature, since the whole demo world runs in the page. */
const IN_BROWSER_DEMO_KEY = 'demo-key:7f3c9a1e5b2d4c6f8a0e1d3b5c7f9a2e';

/** Four independent 32-bit mixes (murmur3's finaliser over an FNV-1a walk), written as 32 hex digits. */
function keyedDigest(text: string): string {
  let digest = '';
  for (let round = 0; round < 4; round++) {
    let h = (0x811c9dc5 ^ Math.imul(round + 1, 0x9e3779b1)) >>> 0;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h ^= h >>> 16;
    digest += (h >>> 0).toString(16).padStart(8, '0');
  }
  return digest;
}

/** How long a share link opens its incident: a day, and never after the incident ended. */
export const SHARE_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What a single sign-on link token stands for. */
export interface DemoLinkClaim {
  readonly tenantId: string;
  readonly accountId: string;
  readonly issuedAt: number;
}

/** Issues and checks the demo's share and single sign-on tokens with one signer. */
export class DemoTokenKeys {
  constructor(private readonly signer: DemoTokenSigner) {}

  /** The share token of an incident issued at `issuedAt` (epoch ms). */
  shareToken(tenantId: string, incidentId: string | number, issuedAt: number): string {
    const stamp = Math.max(0, Math.floor(issuedAt)).toString(36);
    return `${this.signer.sign(`share|${tenantId}|${String(incidentId).trim()}|${stamp}`)}_${stamp}`;
  }

  /** Whether `token` is the share token of that incident, issued no more than SHARE_TOKEN_LIFETIME_MS before `now`. */
  shareTokenOpens(token: string, tenantId: string, incidentId: string | number, now: number): boolean {
    return this.checkShareToken(token, tenantId, incidentId, now) === 'opens';
  }

  /**
   * 'opens' for the share token of that incident within its lifetime; 'expired' for that incident's own token past it
   * (the signature proves the key's holder issued it, so saying so tells a forger nothing); 'invalid' for anything
   * else (forged, altered, another incident's or tenant's, dated in the future).
   */
  checkShareToken(token: string, tenantId: string, incidentId: string | number, now: number): 'opens' | 'expired' | 'invalid' {
    const match = /^[0-9a-f]{32}_([0-9a-z]{1,12})$/.exec(token);
    if (!match?.[1]) return 'invalid';
    const issuedAt = parseInt(match[1], 36);
    if (!Number.isSafeInteger(issuedAt) || issuedAt > now || this.shareToken(tenantId, incidentId, issuedAt) !== token) return 'invalid';
    return now - issuedAt >= SHARE_TOKEN_LIFETIME_MS ? 'expired' : 'opens';
  }

  /** A single sign-on link token of the demo's HQ: demo-link.{tenant}.{accountId}.{issuedAtMs}.{signature}. */
  linkToken(tenantId: string, accountId: string, issuedAt: number): string {
    const body = `${tenantId}.${accountId}.${issuedAt}`;
    return `demo-link.${body}.${this.signer.sign(`link|${body}`)}`;
  }

  /** What a link token stands for, or null when it is not one or its signature does not match. */
  readLinkToken(token: string): DemoLinkClaim | null {
    const match = /^demo-link\.(public|tenant_[A-Za-z0-9-]+)\.([0-9]+)\.([0-9]+)\.[0-9a-f]{32}$/.exec(token);
    if (!match) return null;
    const [, tenantId = '', accountId = '', issuedAt = ''] = match;
    const issued = Number(issuedAt);
    return this.linkToken(tenantId, accountId, issued) === token ? { tenantId, accountId, issuedAt: issued } : null;
  }
}

/** The in-browser demo's tokens (and the headless worlds' of tests): signed with the key that ships with it. */
export const IN_BROWSER_DEMO_KEYS = new DemoTokenKeys({ sign: (text) => keyedDigest(`${IN_BROWSER_DEMO_KEY}|${text}`) });
