import { err, ok, type Result } from '../shared/result';
import { ipKind } from './access-schemas';
import { lineOf, MARKUP, MAX_ADMIN_NAME_LENGTH, type InvalidInput } from './form-validation';
import { repeatedIpEntries } from './ip-entries';
import type { TextRule } from '../shared/user-text';

/** Largest number of admin users a tenant form accepts. */
export const MAX_TOTAL_ADMIN_USERS = 100_000;

/** The longest allowed-IPs text of a tenant: some fifty IPv6 ranges or a hundred IPv4 addresses. */
export const MAX_ALLOWED_IPS_LENGTH = 2000;

/** The tenant form's fields (SPEC §7 POST /tenant). */
export interface TenantForm {
  readonly name: string;
  readonly apiKey: string;
  readonly totalAdminUsers: number;
  readonly allowedIps: string;
}

/** A tenant's API key: 16 to 128 characters of letters, digits and `- _ . ~ + / =` (URL- and base64-safe, no spaces). */
export const TENANT_API_KEY = /^[A-Za-z0-9._~+/=-]{16,128}$/;

/** The tenant form's texts as typed: each stops where validateTenant would refuse it (a count: room, no counter). */
export const TENANT_TEXT_RULES: Readonly<Record<keyof TenantForm, TextRule>> = {
  name: lineOf(MAX_ADMIN_NAME_LENGTH),
  apiKey: lineOf(128),
  totalAdminUsers: lineOf(16),
  allowedIps: lineOf(MAX_ALLOWED_IPS_LENGTH),
};

/** The entries of an allowed-IPs text: separated by commas, semicolons, spaces or line breaks. */
export function allowedIpEntries(text: string): string[] {
  return text.split(/[\s,;]+/).filter((entry) => entry !== '');
}

/**
 * SPEC §7 the tenant form, every field's reason at once: name required (trimmed, at most 100 characters, no angle
 * brackets); apiKey required and, when it is a new key, one a client cannot guess (TENANT_API_KEY; a key the tenant
 * already has is kept as it is, so an older, shorter one does not block editing the name); totalAdminUsers a whole
 * number from 0; allowedIps at most MAX_ALLOWED_IPS_LENGTH characters, each an IPv4 or IPv6 address or range
 * (`ipKind`) given once (`repeatedIpEntries`), written back one per ", ". A refusal of allowedIps names the entries at
 * fault (`entries`), so the administrator finds them in a long list.
 */
export function validateTenant<T extends TenantForm>(input: T, keptApiKey?: string): Result<T, InvalidInput> {
  const name = input.name.trim();
  const apiKey = input.apiKey.trim();
  const ips = allowedIpEntries(input.allowedIps);
  const fields: Record<string, string> = {};
  if (name === '') fields.name = 'required';
  else if (name.length > MAX_ADMIN_NAME_LENGTH) fields.name = 'too-long';
  else if (MARKUP.test(name)) fields.name = 'markup';
  if (apiKey === '') fields.apiKey = 'required';
  else if (apiKey !== keptApiKey?.trim() && !TENANT_API_KEY.test(apiKey)) fields.apiKey = 'invalid-api-key';
  const total = input.totalAdminUsers;
  if (!Number.isInteger(total) || total < 0 || total > MAX_TOTAL_ADMIN_USERS) fields.totalAdminUsers = 'out-of-range';
  const ipsRefusal = allowedIpsRefusal(input.allowedIps, ips);
  if (ipsRefusal) fields.allowedIps = ipsRefusal.reason;
  if (Object.keys(fields).length > 0) {
    const entries = ipsRefusal && ipsRefusal.entries.length > 0 ? { entries: { allowedIps: ipsRefusal.entries } } : {};
    return err({ kind: 'invalid', fields, ...entries });
  }
  return ok({ ...input, name, apiKey, allowedIps: ips.join(', ') });
}

/** Why an allowed-IPs text is refused and the entries at fault (none when the whole text is too long), or null. */
function allowedIpsRefusal(text: string, entries: readonly string[]): { reason: string; entries: readonly string[] } | null {
  if (text.length > MAX_ALLOWED_IPS_LENGTH) return { reason: 'too-long', entries: [] };
  const wrong = [...new Set(entries.filter((entry) => ipKind(entry) === null))];
  if (wrong.length > 0) return { reason: 'invalid-ips', entries: wrong };
  const repeated = repeatedIpEntries(entries);
  return repeated.length > 0 ? { reason: 'repeated-ips', entries: repeated } : null;
}

/** The picture types a tenant's photo may have. */
export const TENANT_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The largest tenant photo the form uploads (2 MB). */
export const MAX_TENANT_PHOTO_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be a tenant's photo, checked before any upload; null when it can. */
export function tenantPhotoProblem(file: { readonly type: string; readonly size: number }): 'photo-type' | 'photo-too-large' | null {
  if (!TENANT_PHOTO_TYPES.includes(file.type.toLowerCase())) return 'photo-type';
  if (file.size > MAX_TENANT_PHOTO_BYTES) return 'photo-too-large';
  return null;
}
