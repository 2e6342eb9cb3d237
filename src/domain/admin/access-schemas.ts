import * as z from 'zod/mini';
import type { AdminUserInput, AllowedDeviceInput, AllowedIpInput, NewAdminUserInput } from './access-entities';
import { lineOf, MAX_FIELD_LENGTH, textField, validateForm, type InvalidInput } from './form-validation';
import type { Result } from '../shared/result';

/**
 * The access administration forms' rules (users, allowed devices, allowed IPs), as zod schemas whose issue messages
 * are reasons (`admin.form.errors.<reason>`). Text is trimmed before it is checked; a markup character in a name is
 * refused rather than stored, so no screen ever has to decide whether to render it.
 */

/** The shortest password a new user or a password change accepts. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
/** E.164-like: an optional +, then 8 to 15 digits (spaces, dashes and brackets are dropped before the check). */
const PHONE = /^\+?\d{8,15}$/;
const MARKUP = /[<>]/;

const trimmed = () =>
  z.pipe(
    z.string(),
    z.transform((s: string) => s.trim()),
  );

export const requiredText = (max = MAX_FIELD_LENGTH) =>
  textField(
    trimmed().check(
      z.refine((s) => s !== '', 'required'),
      z.refine((s) => s.length <= max, 'too-long'),
      z.refine((s) => !MARKUP.test(s), 'markup'),
    ),
    lineOf(max),
  );

const optionalText = (max = MAX_FIELD_LENGTH) =>
  textField(
    trimmed().check(
      z.refine((s) => s.length <= max, 'too-long'),
      z.refine((s) => !MARKUP.test(s), 'markup'),
    ),
    lineOf(max),
  );

const email = textField(
  trimmed().check(
    z.refine((s) => s !== '', 'required'),
    z.refine((s) => s.length <= MAX_FIELD_LENGTH, 'too-long'),
    z.refine((s) => EMAIL.test(s), 'invalid-email'),
  ),
  lineOf(MAX_FIELD_LENGTH),
);

/** A phone as typed: 15 digits and a + with the spaces, dashes and brackets people write ('+55 (21) 9 9999-0001'). */
const MAX_TYPED_PHONE_LENGTH = 32;

const phone = textField(
  z
    .pipe(
      z.string(),
      z.transform((s: string) => s.replace(/[\s\-().]/g, '')),
    )
    .check(z.refine((s) => s === '' || PHONE.test(s), 'invalid-phone')),
  lineOf(MAX_TYPED_PHONE_LENGTH),
);

const password = textField(
  z.string().check(
    z.refine((s) => s.length > 0, 'required'),
    z.refine((s) => s.length >= MIN_PASSWORD_LENGTH, 'too-short'),
    z.refine((s) => s.length <= MAX_PASSWORD_LENGTH, 'too-long'),
  ),
  lineOf(MAX_PASSWORD_LENGTH),
);

/** A password's rules (a new user's, a password change's). */
export const passwordSchema = password;

const userFields = {
  name: requiredText(100),
  lastName: optionalText(100),
  email,
  phone,
  active: z.boolean(),
  isHqAdmin: z.boolean(),
  isSuperUser: z.boolean(),
  roleIds: z.array(z.union([z.string(), z.number()])),
};

export const userSchema = z.object(userFields);
export const newUserSchema = z.object({ ...userFields, password });

/** A password change: the password twice, the same both times. */
export const passwordChangeSchema = z
  .object({ password, confirmation: textField(z.string(), lineOf(MAX_PASSWORD_LENGTH)) })
  .check(z.refine((v) => v.password === v.confirmation, { message: 'mismatch', path: ['confirmation'] }));

export const validateUser = (input: AdminUserInput): Result<AdminUserInput, InvalidInput> => validateForm(userSchema, input);
export const validateNewUser = (input: NewAdminUserInput): Result<NewAdminUserInput, InvalidInput> => validateForm(newUserSchema, input);

export function validatePasswordChange(input: { password: string; confirmation: string }): Result<string, InvalidInput> {
  const result = validateForm(passwordChangeSchema, input);
  return result.ok ? { ok: true, value: result.value.password } : result;
}

/** A device hash as the `x-mac` header carries it: 6 to 128 letters, digits, dashes, colons or underscores. */
const DEVICE_HASH = /^[A-Za-z0-9:_-]{6,128}$/;

export const deviceSchema = z.object({
  hash: textField(
    trimmed().check(
      z.refine((s) => s !== '', 'required'),
      z.refine((s) => DEVICE_HASH.test(s), 'invalid-device-hash'),
    ),
    lineOf(128),
  ),
  label: optionalText(100),
  status: z.enum(['pending', 'approved', 'revoked']),
});

export const validateDevice = (input: AllowedDeviceInput): Result<AllowedDeviceInput, InvalidInput> => validateForm(deviceSchema, input);

// IP addresses and CIDR ranges -------------------------------------------------------------------------------------

const IPV4_OCTET = /^(?:0|[1-9]\d{0,2})$/;

/** Whether `text` is a dotted IPv4 address (four octets 0–255, no leading zeros). */
export function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => IPV4_OCTET.test(p) && Number(p) <= 255);
}

/** Whether `text` is an IPv6 address (full, compressed with one `::`, or ending in an IPv4 address). */
export function isIpv6(text: string): boolean {
  if (text.length > 45 || !/^[0-9A-Fa-f:.]+$/.test(text)) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string): string[] | null => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (!head || !tail) return false;
  const groups = [...head, ...tail];
  let count = groups.length;
  const last = groups[groups.length - 1];
  if (last !== undefined && last.includes('.')) {
    if (!isIpv4(last)) return false;
    groups.pop();
    count += 1; // an IPv4 tail stands for two groups
  }
  if (!groups.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  return halves.length === 2 ? count < 8 : count === 8;
}

export type IpKind = 'ipv4' | 'ipv6' | 'ipv4-range' | 'ipv6-range';

/** What an allowed-IP value is (an address or a CIDR range of either family), or null when it is neither. */
export function ipKind(value: string): IpKind | null {
  const text = value.trim();
  const slash = text.indexOf('/');
  if (slash < 0) return isIpv4(text) ? 'ipv4' : isIpv6(text) ? 'ipv6' : null;
  const address = text.slice(0, slash);
  const prefix = text.slice(slash + 1);
  if (!/^(?:0|[1-9]\d{0,2})$/.test(prefix)) return null;
  const bits = Number(prefix);
  if (isIpv4(address)) return bits <= 32 ? 'ipv4-range' : null;
  if (isIpv6(address)) return bits <= 128 ? 'ipv6-range' : null;
  return null;
}

/** The longest address or range `ipKind` accepts: an IPv6 address ending in an IPv4 one (45) and '/128'. */
export const MAX_IP_TEXT_LENGTH = 49;

export const allowedIpSchema = z.object({
  value: textField(
    trimmed().check(
      z.refine((s) => s !== '', 'required'),
      z.refine((s) => ipKind(s) !== null, 'invalid-ip'),
    ),
    lineOf(MAX_IP_TEXT_LENGTH),
  ),
  label: optionalText(100),
});

export const validateAllowedIp = (input: AllowedIpInput): Result<AllowedIpInput, InvalidInput> => validateForm(allowedIpSchema, input);
