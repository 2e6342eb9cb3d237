import { err, ok, type Result } from '../shared/result';

/**
 * A tenant as the app writes it (SPEC §1): the public tenant `public`, or `tenant_{id}`.
 * Branded so that only the parsers below can produce one.
 */
export type TenantId = ('public' | `tenant_${string}`) & { readonly __brand: 'TenantId' };

/** Why a tenant value was refused (i18n keys). */
export type TenantError = 'tenant.invalid' | 'tenant.too_long';

/** SPEC §1: the public tenant. */
export const PUBLIC_TENANT = 'public' as TenantId;

/** Longest tenant id (the part after `tenant_`) accepted. */
export const MAX_TENANT_ID_LENGTH = 64;

const TENANT_PREFIX = 'tenant_';

/** True when every character is an ASCII letter, digit or hyphen (linear scan, no regex backtracking). */
function isSafeIdText(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    const digit = c >= 48 && c <= 57;
    if (!letter && !digit && c !== 45) return false;
  }
  return true;
}

function fromId(id: string): Result<TenantId, TenantError> {
  if (id.length > MAX_TENANT_ID_LENGTH) return err('tenant.too_long');
  if (!isSafeIdText(id)) return err('tenant.invalid');
  if (id === 'public') return ok(PUBLIC_TENANT);
  return ok(`${TENANT_PREFIX}${id}` as TenantId);
}

/**
 * SPEC §1, §2 Login: one tenant value (route parameter or query value) to a TenantId.
 * Absent or empty -> public; a value with an underscore keeps the part after the first one
 * ('tenant_5' -> '5'); 'public' -> public; else `tenant_{id}`. Unsafe or over-long ids are errors.
 */
export function tenantFromValue(value: string | null | undefined): Result<TenantId, TenantError> {
  if (value === null || value === undefined || value === '') return ok(PUBLIC_TENANT);
  if (value.length > TENANT_PREFIX.length + MAX_TENANT_ID_LENGTH) return err('tenant.too_long');
  const underscore = value.indexOf('_');
  return fromId(underscore >= 0 ? value.slice(underscore + 1) : value);
}

/**
 * SPEC §1: strict parse of a tenant as written in a route or in storage: exactly 'public' or 'tenant_{id}'.
 */
export function parseTenantId(value: string | null | undefined): Result<TenantId, TenantError> {
  if (value === null || value === undefined) return err('tenant.invalid');
  if (value === 'public') return ok(PUBLIC_TENANT);
  if (value.length > TENANT_PREFIX.length + MAX_TENANT_ID_LENGTH) return err('tenant.too_long');
  if (!value.startsWith(TENANT_PREFIX)) return err('tenant.invalid');
  const id = value.slice(TENANT_PREFIX.length);
  if (id === 'public') return err('tenant.invalid');
  return fromId(id);
}

/** SPEC §1: is this the public tenant? */
export function isPublicTenant(tenant: TenantId | string | null | undefined): boolean {
  return tenant === 'public';
}

/** SPEC §1: the id after `tenant_` ('tenant_5' -> '5'); null for the public tenant or a malformed value. */
export function tenantNumber(tenant: TenantId | string | null | undefined): string | null {
  const parsed = parseTenantId(tenant);
  if (!parsed.ok || parsed.value === PUBLIC_TENANT) return null;
  return parsed.value.slice(TENANT_PREFIX.length);
}

/** SPEC §2: a route's tenant segment names the session's tenant (both strictly valid and equal). */
export function routeTenantMatchesSession(
  routeTenant: string | null | undefined,
  sessionTenant: TenantId | string | null | undefined,
): boolean {
  const route = parseTenantId(routeTenant);
  const session = parseTenantId(sessionTenant);
  return route.ok && session.ok && route.value === session.value;
}
