import { useTranslation } from 'react-i18next';
import type { AppRoute, RouteQuery } from '../../../domain/routing/routes';
import { useHashPath, useHashSearch } from '../../shared/hash-location';
import type { Services } from '../../shared/services';
import { useViewModel, type ViewModel } from '../../shared/use-view-model';
import { showAdminToast } from './AdminToaster';
import type { AdminToast } from './admin-messages';

/** What every admin section's view model is made with: its route and query, words for its exports, its toasts. */
export interface AdminSectionParams {
  readonly route: AppRoute;
  readonly query: RouteQuery;
  /** Words an export's header row and cells. */
  readonly translate: (key: string) => string;
  readonly notify: (toast: AdminToast) => void;
}

/** The section's view-model parameters ({tenant}/{section} and its query) and the query string the list follows. */
export function useAdminSection(section: string): { readonly params: AdminSectionParams; readonly search: string } {
  const { t } = useTranslation();
  const [path] = useHashPath();
  const search = useHashSearch();
  const tenant = path.split('/')[1] ?? '';
  return {
    search,
    params: {
      route: { name: 'admin-section', tenant, section },
      query: Object.fromEntries(new URLSearchParams(search)),
      translate: (key: string) => t(key),
      notify: (toast) => showAdminToast(t, toast),
    },
  };
}

/** The section's view model, made once with its route's parameters and run while the page is shown; and its query. */
export function useSectionViewModel<VM extends ViewModel>(
  section: string,
  create: (services: Services, params: AdminSectionParams) => VM,
): { readonly vm: VM; readonly search: string } {
  const { params, search } = useAdminSection(section);
  return { vm: useViewModel(create, params), search };
}
