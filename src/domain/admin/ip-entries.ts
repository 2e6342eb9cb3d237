import type { EntityId } from '../incident/incident';
import { ipKind, isIpv4 } from './access-schemas';

/** The eight 16-bit groups of an IPv6 address `isIpv6` accepts, as numbers (an IPv4 tail as its two groups). */
function ipv6Groups(text: string): number[] {
  const [head, tail] = text.split('::');
  const groupsOf = (part: string | undefined): number[] =>
    !part
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIpv4(group)) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const start = groupsOf(head);
  const end = groupsOf(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * One writing of an allowed address or range, so two ways of writing it are seen as the same entry ("2001:DB8::1" and
 * "2001:db8:0:0:0:0:0:1", "10.0.0.1" and " 10.0.0.1"); null when the value is not an address or a range (`ipKind`).
 */
export function ipEntryKey(value: string): string | null {
  const kind = ipKind(value);
  if (kind === null) return null;
  const [address, bits] = value.trim().split('/');
  const written =
    kind === 'ipv4' || kind === 'ipv4-range'
      ? address
      : ipv6Groups(address)
          .map((g) => g.toString(16))
          .join(':');
  return bits === undefined ? written : `${written}/${Number(bits)}`;
}

/** The entries of a list that repeat an earlier one (as typed, each once), in the order they were typed. */
export function repeatedIpEntries(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const entry of entries) {
    const key = ipEntryKey(entry) ?? entry.trim();
    if (seen.has(key) && !repeated.includes(entry)) repeated.push(entry);
    seen.add(key);
  }
  return repeated;
}

/** Whether `value` is already among the tenant's allowed addresses (`others`), the one being edited (`self`) aside. */
export function ipTaken(
  value: string,
  others: readonly { readonly id: EntityId; readonly value: string }[],
  self: EntityId | null = null,
): boolean {
  const key = ipEntryKey(value);
  return key !== null && others.some((ip) => ip.id !== self && ipEntryKey(ip.value) === key);
}
