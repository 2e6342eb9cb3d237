/**
 * The demo's signed tokens, derived from a key and what they stand for, so another tab (another demo world) checks
 * them the same way and nothing is opened by its shape alone:
 * - share tokens for the no-login live view: 128 bits per live incident, from the incident's tenant, id and stream;
 * - single sign-on link tokens, as the platform's HQ signs them for the console's `?token=` links.
 * The real backend keeps its own secrets; the demo's keys ship with the demo.
 */
const DEMO_SHARE_KEY = 'demo-share-key:7f3c9a1e5b2d4c6f8a0e1d3b5c7f9a2e';
const DEMO_LINK_KEY = 'demo-link-key:3b8e1f6a9c2d5e7f0a4b6c8d1e3f5a7b';

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

export function demoShareToken(tenantId: string, incidentId: string | number, channel: string | null | undefined): string {
  return keyedDigest(`${DEMO_SHARE_KEY}|${tenantId}|${String(incidentId)}|${channel ?? ''}`);
}

/** A single sign-on link token of the demo's HQ: demo-link.{tenant}.{accountId}.{issuedAtMs}.{signature}. */
export function demoLinkToken(tenantId: string, accountId: string, issuedAt: number): string {
  const body = `${tenantId}.${accountId}.${issuedAt}`;
  return `demo-link.${body}.${keyedDigest(`${DEMO_LINK_KEY}|${body}`)}`;
}

/** What a link token stands for, or null when it is not one or its signature does not match. */
export function readDemoLinkToken(
  token: string,
): { readonly tenantId: string; readonly accountId: string; readonly issuedAt: number } | null {
  const match = /^demo-link\.(public|tenant_[A-Za-z0-9-]+)\.([0-9]+)\.([0-9]+)\.[0-9a-f]{32}$/.exec(token);
  if (!match) return null;
  const [, tenantId = '', accountId = '', issuedAt = ''] = match;
  const issued = Number(issuedAt);
  return demoLinkToken(tenantId, accountId, issued) === token ? { tenantId, accountId, issuedAt: issued } : null;
}
