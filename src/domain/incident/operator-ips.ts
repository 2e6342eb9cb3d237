/**
 * SPEC §5 operatorIps: the operator's local network addresses sent on incident creation, private ranges only.
 *
 * Decisions:
 * - IPv4 private ranges (RFC 1918): 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16. Loopback (127/8),
 *   IPv4 link-local (169.254/16) and public addresses are dropped.
 * - IPv4 must be exactly four ASCII decimal parts 0..255; a part with a leading zero ('010') is refused
 *   (it reads as octal in some parsers, so it is ambiguous).
 * - IPv6 kept: unique local fc00::/7 and link-local fe80::/10. A zone suffix ('%eth0') is removed.
 *   IPv4-embedded IPv6 forms ('::ffff:10.0.0.1') and bracketed forms are refused.
 * - mDNS host names ('….local', as browsers hide candidates) and anything else are dropped.
 * - Output is trimmed and lowercased, in first-seen order, deduplicated by address value
 *   ('FE80::1' and 'fe80:0:0:0:0:0:0:1' are one address).
 */

/** Longest candidate read; longer text cannot be an address. */
const MAX_ADDRESS_LENGTH = 64;
const IPV4_PART = /^(?:0|[1-9]\d{0,2})$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/;

/** Four octets of a dotted-quad IPv4 address, or null. */
export function parseIpv4(text: string): readonly number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const octets: number[] = [];
  for (const part of parts) {
    if (!IPV4_PART.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    octets.push(n);
  }
  return octets;
}

function parseGroups(side: string): number[] | null {
  if (side === '') return [];
  const groups: number[] = [];
  for (const group of side.split(':')) {
    if (!IPV6_GROUP.test(group)) return null;
    groups.push(parseInt(group, 16));
  }
  return groups;
}

/** Eight 16-bit groups of a lowercase IPv6 address without zone, or null. */
export function parseIpv6(text: string): readonly number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = parseGroups(halves[0] ?? '');
  if (head === null) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const tail = parseGroups(halves[1] ?? '');
  if (tail === null || head.length + tail.length > 7) return null;
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

function isPrivateIpv4([a = -1, b = -1]: readonly number[]): boolean {
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

function isPrivateIpv6([first = 0]: readonly number[]): boolean {
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

/** One candidate to [text to send, dedup key], or null when it is not a private address. */
function privateAddress(candidate: unknown): readonly [string, string] | null {
  if (typeof candidate !== 'string') return null;
  const trimmed = candidate.trim().toLowerCase();
  if (trimmed === '' || trimmed.length > MAX_ADDRESS_LENGTH) return null;
  if (trimmed.includes(':')) {
    const zone = trimmed.indexOf('%');
    const address = zone >= 0 ? trimmed.slice(0, zone) : trimmed;
    if (zone >= 0 && zone === trimmed.length - 1) return null;
    const groups = parseIpv6(address);
    return groups && isPrivateIpv6(groups) ? [address, groups.join(':')] : null;
  }
  const octets = parseIpv4(trimmed);
  return octets && isPrivateIpv4(octets) ? [trimmed, trimmed] : null;
}

/** SPEC §5 operatorIps: keep the private IPv4/IPv6 addresses of a candidate list, deduplicated (see above). */
export function filterPrivateAddresses(candidates: readonly unknown[] | null | undefined): string[] {
  if (!Array.isArray(candidates)) return [];
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const candidate of candidates) {
    const found = privateAddress(candidate);
    if (!found || seen.has(found[1])) continue;
    seen.add(found[1]);
    kept.push(found[0]);
  }
  return kept;
}
