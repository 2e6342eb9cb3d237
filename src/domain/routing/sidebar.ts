import { ADMIN_RESOURCES, type DeclaredResource } from '../admin/admin-resources';
import { resourceLabelKey } from '../admin/admin-resource';
import type { PermissionNames } from '../permissions/permissions';
import type { TenantConfig } from '../tenant/tenant-config';
import { isPublicTenant, tenantNumber, type TenantId } from '../tenant/tenant-id';
import { INCIDENT_LIVE_SEGMENT, type AppRoute } from './routes';
import { SIDEBAR_GROUPS, type SidebarEntry, type SidebarGroup } from './sidebar-entry';
import { SECTION_ENTRIES } from './sidebar-sections';

export { SIDEBAR_GROUPS, type SidebarEntry, type SidebarGroup, type SidebarVisibility } from './sidebar-entry';
export { ADMIN_SECTION_KEYS, sidebarBranding, type SidebarBranding } from './sidebar-sections';

/** A declared resource's entry: its key, its own words' label, its place in the sidebar. */
const resourceEntry = (resource: DeclaredResource): SidebarEntry => ({
  key: resource.key,
  labelKey: resourceLabelKey(resource.key),
  permissionNames: [resource.key],
  ...resource.sidebar,
});

/** SPEC §2 Sidebar entries, in the spec's order; an entry the spec does not list comes after them, in declaration order. */
const SPEC_ORDER: readonly string[] = [
  INCIDENT_LIVE_SEGMENT,
  'incidents-map',
  'users',
  'new-users-register',
  'tenants',
  'incidents',
  'speed-tests',
  'places-of-interest',
  'auth-data',
  'allowed-places',
  'allowed-devices',
  'rates-app',
  'features',
  'reports',
  'ips-admin',
  'permissions',
  'roles',
  'argos',
  'settings',
  'control-panel',
  'predefined-description',
  'files',
  'logged-users',
  'logs',
];
const specPlace = (key: string): number => (SPEC_ORDER.includes(key) ? SPEC_ORDER.indexOf(key) : SPEC_ORDER.length);

/** Entries in SPEC §2's order; those the spec does not list after them, in the order given. */
export function inSidebarOrder(entries: readonly SidebarEntry[]): readonly SidebarEntry[] {
  return [...entries].sort((a, b) => specPlace(a.key) - specPlace(b.key));
}

/** SPEC §2 Sidebar entries, in order: the sections' own and one per declared resource. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = inSidebarOrder([...SECTION_ENTRIES, ...ADMIN_RESOURCES.map(resourceEntry)]);

/** The visible entries under their headings, in SIDEBAR_GROUPS' order (each in its list order); an empty heading is left out. */
export function groupSidebarEntries(
  entries: readonly SidebarEntry[],
): readonly { readonly group: SidebarGroup; readonly entries: readonly SidebarEntry[] }[] {
  return SIDEBAR_GROUPS.map((group) => ({ group, entries: entries.filter((e) => e.group === group) })).filter(
    (section) => section.entries.length > 0,
  );
}

/** SPEC §2 Sidebar: may this tenant see an entry at all (before permissions)? */
export function sidebarEntryAllowedForTenant(e: SidebarEntry, tenant: TenantId | string | null | undefined, config: TenantConfig): boolean {
  switch (e.visibility) {
    case 'all':
      return true;
    case 'publicTenantOnly':
      return isPublicTenant(tenant);
    case 'allowedDevicesTenantsOnly': {
      const id = tenantNumber(tenant);
      return id !== null && config.allowedDevicesTenants.includes(id);
    }
    default:
      return false;
  }
}

export interface SidebarInput {
  readonly tenantId: TenantId;
  readonly isSuperUser?: boolean | null;
  /** The user's effective permission names. */
  readonly permissions?: PermissionNames;
  readonly config: TenantConfig;
}

/**
 * SPEC §2 Sidebar, §6: entries the tenant rules allow; a super user sees all of them, a non-super user only those
 * whose key (or 'teleport' for Teleport) is one of their permissions (exact, case-sensitive match).
 */
export function visibleSidebarEntries(input: SidebarInput): SidebarEntry[] {
  const held = new Set((Array.isArray(input.permissions) ? input.permissions : []).filter((p) => typeof p === 'string'));
  return SIDEBAR_ENTRIES.filter(
    (e) =>
      sidebarEntryAllowedForTenant(e, input.tenantId, input.config) &&
      (input.isSuperUser === true || e.permissionNames.some((name) => held.has(name))),
  );
}

/** SPEC §2 Sidebar: the route an entry opens under the tenant (Teleport is the create-incident route). */
export function sidebarEntryRoute(tenant: string, entry: SidebarEntry): AppRoute {
  return entry.key === INCIDENT_LIVE_SEGMENT ? { name: 'incident-create', tenant } : { name: 'admin-section', tenant, section: entry.key };
}
