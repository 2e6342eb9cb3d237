import { landingRoute } from '../../domain/routing/landing-route';
import { parseTenantId, routeTenantMatchesSession } from '../../domain/tenant/tenant-id';
import type { SessionStore } from './session-store';

export type GuardDecision =
  | { readonly kind: 'allow' }
  /** Not signed in: go to login, coming back to the wanted route afterwards (SPEC §4 Session). */
  | { readonly kind: 'login'; readonly route: string }
  /** Signed in to another tenant: never show that tenant's screens; go to the user's own landing route. */
  | { readonly kind: 'landing'; readonly route: string };

/** Decides whether an authenticated route may show, from the stored session and the route's tenant. */
export class RouteGuardUseCase {
  constructor(private readonly sessions: SessionStore) {}

  execute(routeTenant: string, wantedRoute: string): GuardDecision {
    const session = this.sessions.current();
    if (!session) return { kind: 'login', route: `login?redirect=${encodeURIComponent(wantedRoute)}` };
    const sessionTenant = parseTenantId(session.tenantId);
    if (!sessionTenant.ok) return { kind: 'login', route: 'login' };
    if (!routeTenantMatchesSession(routeTenant, sessionTenant.value)) {
      return {
        kind: 'landing',
        route: landingRoute({ tenantId: sessionTenant.value, isSuperUser: session.user.isSuperUser, permissions: session.permissions }),
      };
    }
    return { kind: 'allow' };
  }
}
