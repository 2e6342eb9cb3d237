import { err, type Result } from '../shared/result';
import { normalizeRedirect, redirectFirstSegment } from '../routing/redirect';
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
 * segment of `redirect` (first present source wins); none -> public. An unsafe source is an error, never skipped.
 */
export function resolveLoginTenant(source: LoginTenantSource): Result<TenantId, TenantError> {
  if (present(source.routeTenant)) return tenantFromValue(source.routeTenant);
  if (present(source.tenantQuery)) return tenantFromValue(source.tenantQuery);
  if (present(source.redirect)) {
    if (!normalizeRedirect(source.redirect).ok) return err('tenant.invalid');
    return tenantFromValue(redirectFirstSegment(source.redirect));
  }
  return tenantFromValue(null);
}
