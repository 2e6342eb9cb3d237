import { firstNavigablePermission, type PermissionNames } from '../permissions/permissions';
import { isPublicTenant, parseTenantId, type TenantId } from '../tenant/tenant-id';
import { safeRedirect } from './redirect';
import { INCIDENT_LIVE_SEGMENT } from './routes';

export interface LandingInput {
  readonly tenantId: TenantId;
  readonly isSuperUser?: boolean | null;
  /** The user's effective permission names, in stored order. */
  readonly permissions?: PermissionNames;
  /** True when the current route starts with 'teleport' (see isMiniHqRoute). */
  readonly miniHq?: boolean | null;
  /** The raw `redirect` query value. */
  readonly redirect?: string | null;
}

/**
 * SPEC §2 Login: where the user goes after login. Routes have no leading '/' or '#'. Decision order:
 *  1. a safe redirect (in-app route whose tenant is the session's tenant, see safeRedirect) wins;
 *  2. outside mini-HQ, the public tenant -> {tenantId}/incidents-map (super user or not);
 *  3. outside mini-HQ, a super user on a non-public tenant -> {tenantId}/users;
 *  4. a non-super user -> {tenantId}/{first permission not teleport nor a history-control one},
 *     or {tenantId}/incident/live when there is none (this covers "no permissions");
 *  5. otherwise (a super user in mini-HQ) -> {tenantId}/incident/live.
 */
export function landingRoute(input: LandingInput): string {
  const tenant = input.tenantId;
  const redirect = safeRedirect(input.redirect, tenant);
  if (redirect.ok) return redirect.value;
  const superUser = input.isSuperUser === true;
  if (input.miniHq !== true) {
    if (isPublicTenant(tenant)) return `${tenant}/incidents-map`;
    if (superUser) return `${tenant}/users`;
  }
  if (!superUser) return `${tenant}/${firstNavigablePermission(input.permissions) ?? INCIDENT_LIVE_SEGMENT}`;
  return `${tenant}/${INCIDENT_LIVE_SEGMENT}`;
}

export interface BackToHqInput {
  readonly tenantId: TenantId;
  readonly isSuperUser?: boolean | null;
  readonly permissions?: PermissionNames;
}

/**
 * SPEC §2 Live page: back-to-HQ goes to {tenant}/users for a super user, else to {tenant}/{first permission not
 * teleport nor a history-control one}, or {tenant}/incident/live when there is none.
 */
export function backToHqRoute(input: BackToHqInput): string {
  if (input.isSuperUser === true) return `${input.tenantId}/users`;
  return `${input.tenantId}/${firstNavigablePermission(input.permissions) ?? INCIDENT_LIVE_SEGMENT}`;
}

/** SPEC §2 Login: logout goes to 'minihq/{tenantId}', or 'login' when there is no (valid) tenant. */
export function logoutRoute(tenant: TenantId | string | null | undefined): string {
  const parsed = parseTenantId(tenant);
  return parsed.ok ? `minihq/${parsed.value}` : 'login';
}

/**
 * SPEC §2 Public routes: a route starting with 'teleport' marks mini-HQ mode. The route may carry one leading
 * '#', '/' or '#/'; its first path segment must be exactly 'teleport'.
 */
export function isMiniHqRoute(route: string | null | undefined): boolean {
  if (typeof route !== 'string') return false;
  let path = route;
  if (path.startsWith('#')) path = path.slice(1);
  if (path.startsWith('/')) path = path.slice(1);
  const end = path.search(/[/?#]/);
  return (end >= 0 ? path.slice(0, end) : path) === 'teleport';
}
