import type { CallFailure } from '../shared/failure';
import { PAGE_SIZES, lastPage, type ListQuery, type Page } from '../../domain/admin/list-query';
import { ok, type Result } from '../../domain/shared/result';

/** The largest page a list reads at once (the paginator's largest size). */
export const LARGEST_PAGE = PAGE_SIZES[PAGE_SIZES.length - 1];

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
