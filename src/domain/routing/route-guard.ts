import type { PermissionNames } from '../permissions/permissions';
import { parseTenantId, routeTenantMatchesSession } from '../tenant/tenant-id';
import { landingRoute } from './landing-route';

/** Who is signed in, as far as guarding a route needs to know (null when nobody is). */
export interface GuardedSession {
  readonly tenantId: string;
  readonly isSuperUser: boolean;
  readonly permissions: PermissionNames;
}

/** A token is kept but the server has not yet said whose it is: the route waits ('unreachable': it could not be asked). */
export type GuardWait = 'waiting' | 'unreachable';

export type GuardDecision =
  | { readonly kind: 'allow' }
  /** The server's word on the kept token is awaited: nothing guarded shows until it answers. */
  | { readonly kind: 'wait'; readonly unreachable: boolean }
  /** Not signed in: go to login, coming back to the wanted route afterwards (SPEC §4 Session). */
  | { readonly kind: 'login'; readonly route: string }
  /** Signed in to another tenant: never show that tenant's screens; go to the user's own landing route. */
  | { readonly kind: 'landing'; readonly route: string };

/** SPEC §2, §4 Session: whether an authenticated route of `routeTenant` may show for the signed-in session. */
export function routeGuard(session: GuardedSession | GuardWait | null, routeTenant: string, wantedRoute: string): GuardDecision {
  if (session === 'waiting' || session === 'unreachable') return { kind: 'wait', unreachable: session === 'unreachable' };
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
