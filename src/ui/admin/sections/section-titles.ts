import { SIDEBAR_ENTRIES } from '../../../domain/routing/sidebar';

/** Sections of the admin layout without a sidebar entry (SPEC §2), by route key -> i18n key. */
const EXTRA_TITLES: Readonly<Record<string, string>> = {
  dashboard: 'sections.dashboard',
  'teleport-map': 'sections.teleport_map',
  'user-behaviour': 'sections.user_behaviour',
};

/** The i18n key of a section's title: the sidebar label for sidebar entries, else the section's own key. */
export function sectionTitleKey(key: string): string {
  const entry = SIDEBAR_ENTRIES.find((e) => e.key === key);
  if (entry) return entry.labelKey;
  return Object.hasOwn(EXTRA_TITLES, key) ? (EXTRA_TITLES[key] ?? 'app.name') : 'app.name';
}
