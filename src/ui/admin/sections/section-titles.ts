import { SIDEBAR_ENTRIES } from '../../../domain/routing/sidebar';

/**
 * The i18n key of a section's title: its sidebar label when it has an entry, else its own words' `title`
 * (`admin.<key>.title`: the sections the layout opens without an entry, SPEC §2).
 */
export function sectionTitleKey(key: string): string {
  const entry = SIDEBAR_ENTRIES.find((e) => e.key === key);
  return entry ? entry.labelKey : `admin.${key}.title`;
}
