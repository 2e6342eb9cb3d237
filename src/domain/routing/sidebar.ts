import { TELEPORT_PERMISSION, type PermissionNames } from '../permissions/permissions';
import { APP_VERSION } from '../shared/constants';
import type { TenantConfig } from '../tenant/tenant-config';
import { isPublicTenant, tenantNumber, type TenantId } from '../tenant/tenant-id';
import { INCIDENT_LIVE_SEGMENT, type AppRoute } from './routes';

/** SPEC §2 Sidebar: who may see an entry, by tenant. */
export type SidebarVisibility = 'all' | 'publicTenantOnly' | 'allowedDevicesTenantsOnly';

/**
 * The headings the sidebar sorts its entries under, in the order it shows them: an administrator looks for a screen by
 * what it is for, not through one list of two dozen names.
 */
export const SIDEBAR_GROUPS = ['operations', 'people', 'catalogues', 'system'] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

export interface SidebarEntry {
  /** Route segment after the tenant id, e.g. 'incident/live'. */
  readonly key: string;
  /** i18n key of the label. */
  readonly labelKey: string;
  readonly visibility: SidebarVisibility;
  /** The heading the entry shows under. */
  readonly group: SidebarGroup;
  /** Permission names that show the entry to a non-super user: the key, plus 'teleport' for Teleport. */
  readonly permissionNames: readonly string[];
}

const entry = (
  key: string,
  label: string,
  group: SidebarGroup,
  visibility: SidebarVisibility,
  extra: readonly string[] = [],
): SidebarEntry => ({
  key,
  labelKey: `sidebar.${label}`,
  visibility,
  group,
  permissionNames: [key, ...extra],
});

/** SPEC §2 Sidebar entries, in order. */
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  entry(INCIDENT_LIVE_SEGMENT, 'teleport', 'operations', 'all', [TELEPORT_PERMISSION]),
  entry('incidents-map', 'incidents_map', 'operations', 'publicTenantOnly'),
  entry('users', 'users', 'people', 'all'),
  entry('new-users-register', 'new_users_register', 'people', 'publicTenantOnly'),
  entry('tenants', 'tenants', 'system', 'publicTenantOnly'),
  entry('incidents', 'incidents', 'operations', 'publicTenantOnly'),
  entry('speed-tests', 'speed_tests', 'system', 'all'),
  entry('places-of-interest', 'places_of_interest', 'catalogues', 'publicTenantOnly'),
  entry('auth-data', 'auth_data', 'people', 'all'),
  entry('allowed-places', 'allowed_places', 'catalogues', 'publicTenantOnly'),
  entry('allowed-devices', 'allowed_devices', 'people', 'allowedDevicesTenantsOnly'),
  entry('rates-app', 'rates_app', 'operations', 'publicTenantOnly'),
  entry('features', 'features', 'system', 'all'),
  entry('reports', 'reports', 'operations', 'all'),
  entry('ips-admin', 'ips_admin', 'people', 'all'),
  entry('permissions', 'permissions', 'people', 'all'),
  entry('roles', 'roles', 'people', 'all'),
  entry('argos', 'argos', 'operations', 'all'),
  entry('settings', 'settings', 'system', 'all'),
  entry('control-panel', 'dashboard', 'operations', 'all'),
  entry('predefined-description', 'predefined_description', 'catalogues', 'all'),
  entry('files', 'files', 'catalogues', 'all'),
  entry('logged-users', 'logged_users', 'people', 'all'),
  entry('logs', 'logs', 'system', 'all'),
];

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
