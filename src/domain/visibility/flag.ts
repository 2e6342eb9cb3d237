/** A yes / no / not-answered value read from a loosely typed server field (SPEC §3 permissions, settings). */
export type TriState = true | false | null;

/** Any value a server may send for a boolean-ish field. */
export type LooseFlag = boolean | number | string | null | undefined;

/**
 * SPEC §3: reads a server flag. true, 'true', 1, '1' → true; false, 'false', 0, '0' → false;
 * anything else (null, undefined, '', 'yes', '１', NaN) → null (not answered / unknown).
 */
export function parseTriState(value: unknown): TriState {
  if (value === true || value === false) return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : null;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
  }
  return null;
}
