import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute, RouteQuery } from '../../../domain/routing/routes';
import { currentHashSearch, useHashPath, useHashSearch } from '../../shared/hash-location';
import type { Services } from '../../shared/services';
import { useViewModel, type ViewModel } from '../../shared/use-view-model';
import { useNotify } from '../../shared/AppToaster';
import type { Notice } from '../../../domain/shared/notice';

/** What every admin section's view model is made with: its route and query, words for its exports, its toasts. */
export interface AdminSectionParams {
  readonly route: AppRoute;
  readonly query: RouteQuery;
  /** Words an export's header row and cells. */
  readonly translate: (key: string) => string;
  readonly notify: (notice: Notice) => void;
}

/** The section's view-model parameters ({tenant}/{section} and its query) and the query string the list follows. */
export function useAdminSection(section: string): { readonly params: AdminSectionParams; readonly search: string } {
  const search = useHashSearch();
  return { search, params: useSectionParams(section, search) };
}

function useSectionParams(section: string, search: string): AdminSectionParams {
  const { t } = useTranslation();
  const notify = useNotify();
  const [path] = useHashPath();
  const tenant = path.split('/')[1] ?? '';
  return {
    route: { name: 'admin-section', tenant, section },
    query: Object.fromEntries(new URLSearchParams(search)),
    translate: (key: string) => t(key),
    notify,
  };
}

/**
 * The section's view model, made once with its route's parameters and run while the page is shown. It is made with
 * the query of its first render and does not follow it (its list does, through the section's page), so a page,
 * sort or filter does not render the whole section again.
 */
export function useSectionViewModel<VM extends ViewModel>(
  section: string,
  create: (services: Services, params: AdminSectionParams) => VM,
): { readonly vm: VM } {
  const [search] = useState(currentHashSearch);
  return { vm: useViewModel(create, useSectionParams(section, search)) };
}
