/**
 * Digit normalisation shared by the phone and search rules (SPEC §5 Phone).
 * Fullwidth (U+FF10–FF19), Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits
 * become ASCII digits; every other character, including other scripts' digits and look-alike letters,
 * is left as is for the caller to drop.
 */
const DIGIT_ZEROS = [0xff10, 0x0660, 0x06f0] as const;

/** SPEC §5 Phone: replace fullwidth and Arabic-Indic digits with ASCII '0'–'9'. */
export function normalizeDigits(input: string | null | undefined): string {
  if (typeof input !== 'string' || input.length === 0) return '';
  let out = '';
  for (const ch of input) {
    const code = ch.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    out += zero === undefined ? ch : String.fromCharCode(48 + code - zero);
  }
  return out;
}

/** SPEC §5 Phone: only the digits of the input (after normalisation), punctuation and spaces stripped. */
export function digitsOnly(input: string | null | undefined): string {
  return normalizeDigits(input).replace(/[^0-9]/g, '');
}
