import type { Result } from '../shared/result';
import { redirectFirstSegment } from '../routing/redirect';
import { tenantFromValue, type TenantError, type TenantId } from './tenant-id';

/** What the login screen reads to find the tenant (SPEC §2 Login). Values as read, may be absent. */
export interface LoginTenantSource {
  /** The {tenant} of login/{tenant} (or minihq/{tenant}, teleport/{tenant}). */
  readonly routeTenant?: string | null;
  /** The `tenant` query value. */
  readonly tenantQuery?: string | null;
  /** The raw `redirect` query value; only its first path segment is used. */
  readonly redirect?: string | null;
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

/**
 * SPEC §2 Login: the tenant comes from the route parameter, else the `tenant` query value, else the first
 * segment of `redirect` (first present source wins); none -> public. An unsafe route or query tenant is an error,
 * never skipped; an unsafe redirect is ignored, as its landing is (the login never locks on it).
 */
export function resolveLoginTenant(source: LoginTenantSource): Result<TenantId, TenantError> {
  if (present(source.routeTenant)) return tenantFromValue(source.routeTenant);
  if (present(source.tenantQuery)) return tenantFromValue(source.tenantQuery);
  // A redirect that is not a safe route of a valid tenant is ignored (it never locks the login): public then.
  const fromRedirect = present(source.redirect) ? tenantFromValue(redirectFirstSegment(source.redirect)) : null;
  return fromRedirect?.ok ? fromRedirect : tenantFromValue(null);
}
