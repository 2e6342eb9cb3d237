import type { TenantConfig } from './tenant-config';
import { tenantNumber, type TenantId } from './tenant-id';

/** SPEC §1: which tab title to show. */
export type TabTitleKind = 'hqAdmin' | 'default';

/** SPEC §1: the literal tab title of the special tenants. */
export const HQ_ADMIN_TAB_TITLE = 'HQ Admin';

/** SPEC §1: 'HQ Admin' for tenants in `config.hqAdminTitleTenants`, otherwise the default product title. */
export function tabTitleKind(tenant: TenantId | string | null | undefined, config: TenantConfig): TabTitleKind {
  const id = tenantNumber(tenant);
  return id !== null && config.hqAdminTitleTenants.includes(id) ? 'hqAdmin' : 'default';
}
