import type { PermissionNames } from '../permissions/permissions';
import { parseTenantId, routeTenantMatchesSession } from '../tenant/tenant-id';
import { landingRoute } from './landing-route';

/** Who is signed in, as far as guarding a route needs to know (null when nobody is). */
export interface GuardedSession {
  readonly tenantId: string;
  readonly isSuperUser: boolean;
  readonly permissions: PermissionNames;
}

export type GuardDecision =
  | { readonly kind: 'allow' }
  /** Not signed in: go to login, coming back to the wanted route afterwards (SPEC §4 Session). */
  | { readonly kind: 'login'; readonly route: string }
  /** Signed in to another tenant: never show that tenant's screens; go to the user's own landing route. */
  | { readonly kind: 'landing'; readonly route: string };

/** SPEC §2, §4 Session: whether an authenticated route of `routeTenant` may show for the signed-in session. */
export function routeGuard(session: GuardedSession | null, routeTenant: string, wantedRoute: string): GuardDecision {
  if (!session) return { kind: 'login', route: `login?redirect=${encodeURIComponent(wantedRoute)}` };
  const sessionTenant = parseTenantId(session.tenantId);
  if (!sessionTenant.ok) return { kind: 'login', route: 'login' };
  if (!routeTenantMatchesSession(routeTenant, sessionTenant.value)) {
    return {
      kind: 'landing',
      route: landingRoute({ tenantId: sessionTenant.value, isSuperUser: session.isSuperUser, permissions: session.permissions }),
    };
  }
  return { kind: 'allow' };
}
