import { INCIDENT_LIVE_SEGMENT } from './routes';
import { SIDEBAR_ENTRIES, sidebarEntryAllowedForTenant, visibleSidebarEntries, type SidebarEntry, type SidebarInput } from './sidebar';

/**
 * SPEC §2 Authenticated admin layout: the sections that have no sidebar entry of their own, and the entry whose
 * permission opens them (the dashboard is the control panel's page, the teleport map shows the Teleport streams,
 * the user behaviour trail is part of the logs).
 */
const SECTION_ENTRY: Readonly<Record<string, string>> = {
  dashboard: 'control-panel',
  'teleport-map': INCIDENT_LIVE_SEGMENT,
  'user-behaviour': 'logs',
};

/** The sidebar entry whose permission a section needs; null for a section no entry covers. */
export function sectionEntry(section: string): SidebarEntry | null {
  const key = Object.hasOwn(SECTION_ENTRY, section) ? SECTION_ENTRY[section] : section;
  return SIDEBAR_ENTRIES.find((entry) => entry.key === key) ?? null;
}

/**
 * SPEC §2 Sidebar, §6: permissions are routes, not only menu entries, and what the sidebar offers is what opens by
 * address. Why a section typed in the address bar does not open: 'tenant' when the tenant does not offer it (the
 * public tenant's sections elsewhere, allowed devices outside its tenants), to every account of the tenant, super
 * users too, as their sidebar does not show it; 'permission' when the loaded permissions do not name the entry it
 * belongs to (or no entry covers it); null when it opens. A super user opens every section the tenant offers.
 */
export function sectionRefusal(input: SidebarInput & { readonly section: string }): 'tenant' | 'permission' | null {
  const entry = sectionEntry(input.section);
  if (entry && !sidebarEntryAllowedForTenant(entry, input.tenantId, input.config)) return 'tenant';
  if (input.isSuperUser === true) return null;
  if (!entry) return 'permission';
  return visibleSidebarEntries(input).some((shown) => shown.key === entry.key) ? null : 'permission';
}
