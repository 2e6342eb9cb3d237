/** A Google-style address component, as the autocomplete may deliver it. */
export interface AddressComponent {
  readonly long_name?: string | null;
  readonly types?: readonly string[] | null;
}

/** SPEC §5 address autocomplete: suggestions are looked up from this many typed characters on. */
export const ADDRESS_SEARCH_MIN_LENGTH = 2;

/** Whether the typed address is long enough to look suggestions up for (spaces around it not counted). */
export function isAddressSearchable(text: string): boolean {
  return text.trim().length >= ADDRESS_SEARCH_MIN_LENGTH;
}

const DECIMAL = /^[+-]?\d*(?:\.\d*)?$/;

/** Parse a coordinate: finite numbers and plain decimal strings ('-22.95'); 0, NaN, blanks and anything else give null. */
function coordinate(value: unknown, bound: number): number | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const s = value.trim();
    if (s.length > 64 || !DECIMAL.test(s) || !/\d/.test(s)) return null;
    n = Number(s);
  } else return null;
  return Number.isFinite(n) && n !== 0 && Math.abs(n) <= bound ? n : null;
}

/** SPEC §5: latitude, with zero, null, NaN, non-numeric and out-of-range (beyond ±90) treated as empty (null). */
export function normalizeLatitude(value: unknown): number | null {
  return coordinate(value, 90);
}

/** SPEC §5: longitude, with zero, null, NaN, non-numeric and out-of-range (beyond ±180) treated as empty (null). */
export function normalizeLongitude(value: unknown): number | null {
  return coordinate(value, 180);
}

/**
 * SPEC §5: city from the autocomplete's components: locality, else district, else state.
 * District is administrative_area_level_2 (the municipality in Brazil/Mexico), then any sublocality;
 * state is administrative_area_level_1. Blank names and malformed components are skipped.
 */
export function cityFromAddressComponents(components: unknown): string | null {
  if (!Array.isArray(components)) return null;
  const find = (accept: (type: string) => boolean): string | null => {
    for (const c of components as readonly (AddressComponent | null | undefined)[]) {
      const name = typeof c?.long_name === 'string' ? c.long_name.trim() : '';
      if (name !== '' && Array.isArray(c?.types) && c.types.some((t) => typeof t === 'string' && accept(t))) return name;
    }
    return null;
  };
  return (
    find((t) => t === 'locality') ??
    find((t) => t === 'administrative_area_level_2') ??
    find((t) => t === 'sublocality' || t.startsWith('sublocality_level_')) ??
    find((t) => t === 'administrative_area_level_1')
  );
}
