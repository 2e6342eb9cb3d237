import { digitsOnly } from './phone-digits';
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES, isPhonePrefix, maskDigitCount, phoneMask, type PhonePrefix } from './phone-prefixes';

/** SPEC §5 Phone: the phone field state, a prefix and the national digits (ASCII digits only). */
export interface PhoneState {
  readonly prefix: PhonePrefix;
  readonly number: string;
}

/** SPEC §5: national digits of typed input, punctuation and spaces stripped, cut to the mask's length. */
export function phoneDigits(prefix: PhonePrefix, typed: string | null | undefined): string {
  return digitsOnly(typed).slice(0, maskDigitCount(prefix));
}

/**
 * SPEC §5, §9: typed input shown through the prefix's mask. Literals are written only before a digit,
 * so the result never ends in a literal; digits beyond the mask are dropped.
 */
export function applyPhoneMask(prefix: PhonePrefix, typed: string | null | undefined): string {
  const digits = phoneDigits(prefix, typed);
  let out = '';
  let pending = '';
  let next = 0;
  for (const slot of phoneMask(prefix)) {
    if (next >= digits.length) break;
    if (slot === '0') {
      out += pending + digits[next];
      pending = '';
      next += 1;
    } else {
      pending += slot;
    }
  }
  return out;
}

/** SPEC §5: the state after typing into the phone field (digits kept, cut to the mask). */
export function typePhone(state: PhoneState, typed: string | null | undefined): PhoneState {
  return { prefix: state.prefix, number: phoneDigits(state.prefix, typed) };
}

/** SPEC §5: changing the prefix clears the phone; an unknown prefix leaves the state unchanged. */
export function changePhonePrefix(state: PhoneState, prefix: unknown): PhoneState {
  if (!isPhonePrefix(prefix)) return state;
  return { prefix, number: '' };
}

/** SPEC §5: a number is complete only when it fills its prefix's mask. */
export function isPhoneComplete(prefix: PhonePrefix, number: string | null | undefined): boolean {
  return digitsOnly(number).length === maskDigitCount(prefix);
}

/** SPEC §5: the full number sent to the server, e.g. '+5521987654321'; '' when there are no digits. */
export function fullPhoneNumber(prefix: PhonePrefix, number: string | null | undefined): string {
  const digits = phoneDigits(prefix, number);
  return digits === '' ? '' : `${prefix}${digits}`;
}

/** Prefixes longest first, so '+549…' is read as +549 and never as a shorter prefix. */
const PREFIXES_LONGEST_FIRST = [...PHONE_PREFIXES].sort((a, b) => b.length - a.length);

/**
 * SPEC §2, §5: the `phone` query parameter as prefix and number. Accepts '+5521987654321',
 * '5521987654321', ' 5521…' (a '+' decoded as a space) and punctuation. The longest matching prefix
 * wins. Written without '+', digits that exactly fill the default prefix's mask, or that start
 * with no known prefix, are a national number under the default prefix. Written with '+' and an
 * unknown prefix (e.g. '+44…'), or with no digits, gives null: a foreign number is not guessed.
 */
export function parsePhoneQuery(raw: string | null | undefined, defaultPrefix: PhonePrefix = DEFAULT_PHONE_PREFIX): PhoneState | null {
  if (typeof raw !== 'string') return null;
  const digits = digitsOnly(raw);
  if (digits === '') return null;
  const hasPlus = raw.trimStart().startsWith('+');
  if (!hasPlus && digits.length === maskDigitCount(defaultPrefix)) {
    return { prefix: defaultPrefix, number: digits };
  }
  const prefix = PREFIXES_LONGEST_FIRST.find((p) => digits.startsWith(p.slice(1)));
  if (prefix === undefined) {
    return hasPlus ? null : { prefix: defaultPrefix, number: digits.slice(0, maskDigitCount(defaultPrefix)) };
  }
  return { prefix, number: digits.slice(prefix.length - 1, prefix.length - 1 + maskDigitCount(prefix)) };
}
