/**
 * The demo server's share tokens for the no-login live view: 128 bits per live incident, derived from a key and the
 * incident's tenant, id and stream, so a link opened in another tab (another demo world) is checked the same way and
 * an id alone never opens anything. The real backend keeps its own secret; the demo's key ships with the demo.
 */
const DEMO_SHARE_KEY = 'demo-share-key:7f3c9a1e5b2d4c6f8a0e1d3b5c7f9a2e';

/** Four independent 32-bit mixes (murmur3's finaliser over an FNV-1a walk), written as 32 hex digits. */
export function demoShareToken(tenantId: string, incidentId: string | number, channel: string | null | undefined): string {
  const text = `${DEMO_SHARE_KEY}|${tenantId}|${String(incidentId)}|${channel ?? ''}`;
  let token = '';
  for (let round = 0; round < 4; round++) {
    let h = (0x811c9dc5 ^ Math.imul(round + 1, 0x9e3779b1)) >>> 0;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h ^= h >>> 16;
    token += (h >>> 0).toString(16).padStart(8, '0');
  }
  return token;
}
