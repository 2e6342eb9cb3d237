import type { TFunction } from 'i18next';
import { parseRoute } from '../../domain/routing/routes';
import { sectionTitleKey } from './sections/section-titles';

/**
 * The name of the screen a signed-in route shows, as the app bar says it (as an admin console's app bar names the
 * page, not the product): a section's title, "New incident", "Live incident 42", "Incident 42". Null for a path that
 * is no screen of the layout.
 */
export function pageTitle(t: TFunction, path: string): string | null {
  const parsed = parseRoute(path.replace(/^\/+/, ''));
  if (!parsed) return null;
  const { route } = parsed;
  switch (route.name) {
    case 'admin-section':
      return t(sectionTitleKey(route.section));
    case 'incident-create':
      return t('incident_pages.create_title');
    case 'incident-live':
      return t('incident_pages.live_title', { id: route.id });
    case 'incident-view':
      return t('incident_pages.view_title', { id: route.id });
    default:
      return null;
  }
}
