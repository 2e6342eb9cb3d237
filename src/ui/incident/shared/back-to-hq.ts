import { backToHqRoute } from '../../../domain/routing/landing-route';
import type { TenantId } from '../../../domain/tenant/tenant-id';

/** Who the incident pages' "Back to HQ" is for: a super user, or the permissions an HQ admin has. */
export interface HqUser {
  isSuperUser(): boolean;
  permissions(): readonly string[];
}

/** SPEC §2 the incident pages' return to HQ (domain backToHqRoute) for `user` on `tenant`; no user: the live page. */
export function userBackToHqRoute(tenant: string, user: HqUser | undefined): string {
  return backToHqRoute({ tenantId: tenant as TenantId, isSuperUser: user?.isSuperUser() === true, permissions: user?.permissions() ?? [] });
}
