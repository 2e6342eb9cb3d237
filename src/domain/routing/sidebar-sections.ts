import { ADMIN_RESOURCE_KEYS } from '../admin/admin-resource-keys';
import { TELEPORT_PERMISSION } from '../permissions/permissions';
import { APP_VERSION } from '../shared/constants';
import type { TenantConfig } from '../tenant/tenant-config';
import { tenantNumber, type TenantId } from '../tenant/tenant-id';
import { INCIDENT_LIVE_SEGMENT } from './routes';
import type { SidebarEntry, SidebarGroup, SidebarIcon, SidebarVisibility } from './sidebar-entry';

/*
 * SPEC §2 Sidebar: what the login route needs of it (the section keys the router knows, the branding), apart from the
 * entries of the declared resources (sidebar.ts), whose declarations carry their form schemas.
 */

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
export const SECTION_ENTRIES: readonly SidebarEntry[] = [
  entry(INCIDENT_LIVE_SEGMENT, 'teleport', 'operations', 'all', 'video', [TELEPORT_PERMISSION]),
  entry('incidents-map', 'incidents_map', 'operations', 'publicTenantOnly', 'map'),
  entry('incidents', 'incidents', 'operations', 'publicTenantOnly', 'siren'),
  entry('speed-tests', 'speed_tests', 'system', 'all', 'gauge'),
  entry('reports', 'reports', 'operations', 'all', 'bar-chart'),
  entry('permissions', 'permissions', 'people', 'all', 'lock'),
  entry('roles', 'roles', 'people', 'all', 'shield-check'),
  entry('settings', 'settings', 'system', 'all', 'settings'),
  entry('control-panel', 'dashboard', 'operations', 'all', 'layout-dashboard'),
  entry('files', 'files', 'catalogues', 'all', 'folder'),
  entry('logs', 'logs', 'system', 'all', 'scroll-text'),
];

/**
 * SPEC §2 Authenticated admin layout: the sections the layout lists with no sidebar entry, opened from other screens;
 * each names its title in its own words (`admin.<key>.title`).
 */
export const SECTIONS_WITHOUT_ENTRY = ['dashboard', 'teleport-map', 'user-behaviour'] as const;

/**
 * SPEC §2 Authenticated admin layout: the keys of the admin sections ({tenant}/{key}): the sidebar's entries (Teleport
 * is the live page, not a section), one per declared resource, and the sections without an entry. The sections'
 * components (ui/admin/sections/section-registry.ts, one per key, found by file name) load with the signed-in screens;
 * the router tells a section's route from an unknown path by these keys alone (tests/ui/section-registry.test.ts
 * holds them to the component files).
 */
export const ADMIN_SECTION_KEYS: ReadonlySet<string> = new Set([
  ...SECTION_ENTRIES.map((e) => e.key).filter((key) => key !== INCIDENT_LIVE_SEGMENT),
  ...ADMIN_RESOURCE_KEYS,
  ...SECTIONS_WITHOUT_ENTRY,
]);

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
