import { GatewayError } from '../../../application/ports/gateway-error';
import { sectionEntry } from '../../../domain/routing/section-access';
import { isPublicTenant } from '../../../domain/tenant/tenant-id';
import type { DemoAccount } from './demo-accounts';
import type { DemoTenant } from './demo-tenants';

/** Who is calling (the world's DemoCaller). */
interface DemoCaller {
  readonly account: DemoAccount;
  readonly tenant: DemoTenant;
}

/** The permission names an account holds through its tenant's roles, as the roles book says today. */
export type DemoGrants = (caller: DemoCaller) => readonly string[];

export const forbidden = (): GatewayError => new GatewayError('server', 'Forbidden', 403);

/**
 * What the platform's backend must check on every call, checked by the demo world: a call to an administration
 * resource needs the permission named after its section (SPEC §6: permissions are routes) unless the caller is a super
 * user; sections of the public tenant answer only its accounts; super-user-only calls answer only super users.
 * Refusals are 403, as a server answers them, whatever the console believes about the caller.
 */
export class DemoAuthorization {
  /** The roles book's word once it exists (the admin store hands it over); until then, each account's seeded roles. */
  private grants: DemoGrants = (caller) => caller.account.permissions;

  useGrants(grants: DemoGrants): void {
    this.grants = grants;
  }

  permissionsOf(caller: DemoCaller): readonly string[] {
    return caller.account.isSuperUser ? [] : this.grants(caller);
  }

  /** Throws 403 unless the caller may use the administration section (by its route key). */
  requireSection(caller: DemoCaller, section: string): void {
    const entry = sectionEntry(section);
    if (!entry) throw forbidden();
    if (entry.visibility === 'publicTenantOnly' && !isPublicTenant(caller.tenant.id)) throw forbidden();
    if (caller.account.isSuperUser) return;
    const held = this.permissionsOf(caller);
    if (!entry.permissionNames.some((name) => held.includes(name))) throw forbidden();
  }

  /** Throws 403 unless the caller is a super user. */
  requireSuperUser(caller: DemoCaller): void {
    if (!caller.account.isSuperUser) throw forbidden();
  }

  /** Throws 403 unless the caller may use at least one of the sections. */
  requireAnySection(caller: DemoCaller, sections: readonly string[]): void {
    const opens = (section: string): boolean => {
      try {
        this.requireSection(caller, section);
        return true;
      } catch {
        return false;
      }
    };
    if (!sections.some(opens)) throw forbidden();
  }

  /** Throws 403 unless the call is about the caller's own user, or the caller may use one of the sections. */
  requireSelfOr(caller: DemoCaller, userId: string | number, sections: readonly string[]): void {
    if (String(userId).trim() !== caller.account.id) this.requireAnySection(caller, sections);
  }
}
