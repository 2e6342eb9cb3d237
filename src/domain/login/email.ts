/** SPEC §5 Login: the longest address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;

/**
 * SPEC §5 Login: a reasonable, linear-time e-mail check. ASCII only (look-alike letters such as
 * Cyrillic 'а' are rejected), no whitespace anywhere, one '@', a dotted local part without empty
 * atoms (at most 64 chars), a domain with at least one dot, valid labels and an alphabetic TLD.
 */
export function isValidEmail(email: unknown): boolean {
  if (typeof email !== 'string' || email.length === 0 || email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@')) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > 64) return false;
  if (!local.split('.').every((atom) => LOCAL_ATOM.test(atom))) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1] ?? '');
}
