import type { CallFailure } from '../shared/failure';
import { PAGE_SIZES, lastPage, type ListQuery, type Page } from '../../domain/admin/list-query';
import { ok, type Result } from '../../domain/shared/result';

/** The largest page a list reads at once (the paginator's largest size). */
export const LARGEST_PAGE = PAGE_SIZES[PAGE_SIZES.length - 1];

/** The most records a map reads at once (its layer, the areas of the create page). */
export const MAP_READ_LIMIT = 1000;

/** Every record a list holds for a map (one page of MAP_READ_LIMIT, sorted by name). */
export async function readForMap<T>(
  list: (query: ListQuery) => Promise<Result<Page<T>, CallFailure>>,
): Promise<Result<readonly T[], CallFailure>> {
  const page = await list({ page: 1, perPage: MAP_READ_LIMIT, sort: { field: 'name', order: 'asc' }, search: '', filters: {} });
  return page.ok ? ok(page.value.items) : page;
}

/** Every record a paged list holds for `query`, read page by page in the list's order. */
export async function readAllPages<T>(
  list: (query: ListQuery) => Promise<Result<Page<T>, CallFailure>>,
  query: ListQuery,
): Promise<Result<T[], CallFailure>> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await list({ ...query, page, perPage: LARGEST_PAGE });
    if (!result.ok) return result;
    items.push(...result.value.items);
    if (result.value.items.length === 0 || page >= lastPage(result.value.total, LARGEST_PAGE)) return ok(items);
  }
}
