/** SPEC §2 Sidebar: who may see an entry, by tenant. */
export type SidebarVisibility = 'all' | 'publicTenantOnly' | 'allowedDevicesTenantsOnly';

/**
 * The headings the sidebar sorts its entries under, in the order it shows them: an administrator looks for a screen by
 * what it is for, not through one list of two dozen names.
 */
export const SIDEBAR_GROUPS = ['operations', 'people', 'catalogues', 'system'] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

/** The pictures an entry may show beside its label (ui/admin/sidebar-icons.tsx draws each one). */
export const SIDEBAR_ICONS = [
  'video',
  'map',
  'users',
  'user-plus',
  'building',
  'siren',
  'gauge',
  'map-pin',
  'key-round',
  'map-pinned',
  'smartphone',
  'star',
  'toggle-right',
  'bar-chart',
  'network',
  'lock',
  'shield-check',
  'activity',
  'settings',
  'layout-dashboard',
  'list-checks',
  'folder',
  'user-check',
  'scroll-text',
  'phone',
] as const;
export type SidebarIcon = (typeof SIDEBAR_ICONS)[number];

/** Where a section shows in the sidebar: its heading, who may see it and its picture. */
export interface SidebarPlace {
  readonly group: SidebarGroup;
  readonly visibility: SidebarVisibility;
  readonly icon: SidebarIcon;
}

export interface SidebarEntry extends SidebarPlace {
  /** Route segment after the tenant id, e.g. 'incident/live'. */
  readonly key: string;
  /** i18n key of the label. */
  readonly labelKey: string;
  /** Permission names that show the entry to a non-super user: the key, plus 'teleport' for Teleport. */
  readonly permissionNames: readonly string[];
}
