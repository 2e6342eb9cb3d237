import { ADMIN_RESOURCES, type DeclaredResource } from '../admin/admin-resources';
import { resourceLabelKey } from '../admin/admin-resource';
import { TELEPORT_PERMISSION, type PermissionNames } from '../permissions/permissions';
import { APP_VERSION } from '../shared/constants';
import type { TenantConfig } from '../tenant/tenant-config';
import { isPublicTenant, tenantNumber, type TenantId } from '../tenant/tenant-id';
import { INCIDENT_LIVE_SEGMENT, type AppRoute } from './routes';
import { SIDEBAR_GROUPS, type SidebarEntry, type SidebarGroup, type SidebarIcon, type SidebarVisibility } from './sidebar-entry';

export { SIDEBAR_GROUPS, type SidebarEntry, type SidebarGroup, type SidebarVisibility } from './sidebar-entry';

const entry = (
  key: string,
  label: string,
  group: SidebarGroup,
  visibility: SidebarVisibility,
  icon: SidebarIcon,
  extra: readonly string[] = [],
): SidebarEntry => ({
  key,
  labelKey: `sidebar.${label}`,
  visibility,
  group,
  icon,
  permissionNames: [key, ...extra],
});

/** The entries of sections that are not a declared resource (admin/admin-resources.ts declares the others). */
const SECTION_ENTRIES: readonly SidebarEntry[] = [
  entry(INCIDENT_LIVE_SEGMENT, 'teleport', 'operations', 'all', 'video', [TELEPORT_PERMISSION]),
  entry('incidents-map', 'incidents_map', 'operations', 'publicTenantOnly', 'map'),
  entry('users', 'users', 'people', 'all', 'users'),
  entry('new-users-register', 'new_users_register', 'people', 'publicTenantOnly', 'user-plus'),
  entry('tenants', 'tenants', 'system', 'publicTenantOnly', 'building'),
  entry('incidents', 'incidents', 'operations', 'publicTenantOnly', 'siren'),
  entry('speed-tests', 'speed_tests', 'system', 'all', 'gauge'),
  entry('rates-app', 'rates_app', 'operations', 'publicTenantOnly', 'star'),
  entry('features', 'features', 'system', 'all', 'toggle-right'),
  entry('reports', 'reports', 'operations', 'all', 'bar-chart'),
  entry('permissions', 'permissions', 'people', 'all', 'lock'),
  entry('roles', 'roles', 'people', 'all', 'shield-check'),
  entry('argos', 'argos', 'operations', 'all', 'activity'),
  entry('settings', 'settings', 'system', 'all', 'settings'),
  entry('control-panel', 'dashboard', 'operations', 'all', 'layout-dashboard'),
  entry('predefined-description', 'predefined_description', 'catalogues', 'all', 'list-checks'),
  entry('files', 'files', 'catalogues', 'all', 'folder'),
  entry('logs', 'logs', 'system', 'all', 'scroll-text'),
];

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

/** SPEC §2 Sidebar entries, in order: the sections' own and one per declared resource. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [...SECTION_ENTRIES, ...ADMIN_RESOURCES.map(resourceEntry)].sort(
  (a, b) => specPlace(a.key) - specPlace(b.key),
);

/** The visible entries under their headings, in SIDEBAR_GROUPS' order (each in its list order); an empty heading is left out. */
export function groupSidebarEntries(
  entries: readonly SidebarEntry[],
): readonly { readonly group: SidebarGroup; readonly entries: readonly SidebarEntry[] }[] {
  return SIDEBAR_GROUPS.map((group) => ({ group, entries: entries.filter((e) => e.group === group) })).filter(
    (section) => section.entries.length > 0,
  );
}

/**
 * SPEC §2 Authenticated admin layout: the keys of the admin sections ({tenant}/{key}), i.e. the sidebar's entries
 * (Teleport is the live page, not a section) and the sections the layout lists without an entry. The sections'
 * components (ui/admin/sections/section-registry.ts, one per key) load with the signed-in screens; the router tells a
 * section's route from an unknown path by these keys alone.
 */
export const ADMIN_SECTION_KEYS: ReadonlySet<string> = new Set([
  ...SIDEBAR_ENTRIES.map((e) => e.key).filter((key) => key !== INCIDENT_LIVE_SEGMENT),
  'dashboard',
  'teleport-map',
  'user-behaviour',
]);

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

export interface SidebarBranding {
  /** The version label, '1.15.0'. */
  readonly version: string;
  readonly showDefaultLogo: boolean;
  readonly useTenantLogo: boolean;
  readonly useTenantFavicon: boolean;
}

/**
 * SPEC §2 Sidebar: the version label; the custom-logo flag hides the default logo; tenants in
 * `config.customLogoTenants` get their own logo and favicon (which also replaces the default logo).
 */
export function sidebarBranding(
  tenant: TenantId | string | null | undefined,
  customLogoFlag: boolean | null | undefined,
  config: TenantConfig,
): SidebarBranding {
  const id = tenantNumber(tenant);
  const tenantLogo = id !== null && config.customLogoTenants.includes(id);
  return {
    version: APP_VERSION,
    showDefaultLogo: customLogoFlag !== true && !tenantLogo,
    useTenantLogo: tenantLogo,
    useTenantFavicon: tenantLogo,
  };
}

/** SPEC §2 Sidebar: the route an entry opens under the tenant (Teleport is the create-incident route). */
export function sidebarEntryRoute(tenant: string, entry: SidebarEntry): AppRoute {
  return entry.key === INCIDENT_LIVE_SEGMENT ? { name: 'incident-create', tenant } : { name: 'admin-section', tenant, section: entry.key };
}
