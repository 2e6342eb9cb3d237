import { removeEach } from '../../../application/admin/record-changes';
import type { CallFailure } from '../../../application/shared/failure';
import { applyListQuery, type ListFields, type ListQuery, type Page } from '../../../domain/admin/list-query';
import { SortedOrders } from '../../../domain/admin/sorted-orders';
import { ok, type Result } from '../../../domain/shared/result';
import type { ResourceListDeps, ResourceListSource, ResourceListViewModel } from './resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from './resource-section';

/** A call that answers a whole list (the roles, permissions and tenants calls of SPEC §7 have no pages). */
export type WholeListLoad<T> = (query: ListQuery) => Promise<Result<readonly T[], CallFailure>>;

/**
 * The sort index of each kind of record read whole (one per `ListFields`): it outlives a section's view model, so a
 * section opened again on the same records, or sorted back by a column it was sorted by, does not sort them again.
 */
const sortIndexes = new WeakMap<object, object>();

function sortIndexOf<T>(fields: ListFields<T>): SortedOrders<T> {
  const kept = sortIndexes.get(fields) as SortedOrders<T> | undefined;
  if (kept) return kept;
  const index = new SortedOrders(fields);
  sortIndexes.set(fields, index);
  return index;
}

/**
 * A list source over a call that answers the whole list: each page is cut from it with the domain's `applyListQuery`
 * (search, filters, sort, page), so such a resource shows in the same list as a paged one. `load` gets the query too,
 * for a call that filters on the server (POST /tenant/filter). The records are sorted through a sort index kept per
 * kind of record (SortedOrders), then searched and filtered; while `load` answers the same array, the searched,
 * filtered and sorted list is kept, so another page (or an export reading every page) cuts it again and nothing more.
 */
export function wholeListSource<T>(
  load: WholeListLoad<T>,
  fields: ListFields<T>,
  extra: Pick<ResourceListSource<T>, 'remove' | 'removeMany'> = {},
): ResourceListSource<T> {
  let kept: { readonly all: readonly T[]; readonly key: string; readonly matching: readonly T[] } | null = null;
  const orders = sortIndexOf(fields);
  return {
    ...extra,
    async list(query: ListQuery): Promise<Result<Page<T>, CallFailure>> {
      const all = await load(query);
      if (!all.ok) return all;
      const key = JSON.stringify([query.search, Object.entries(query.filters).sort(), query.sort]);
      if (kept?.all !== all.value || kept.key !== key) {
        const sorted = orders.sorted('', all.value, query.sort);
        const whole = { ...query, sort: null, page: 1, perPage: Math.max(1, sorted.length) };
        kept = { all: all.value, key, matching: applyListQuery(sorted, whole, fields).items };
      }
      const start = (query.page - 1) * query.perPage;
      return ok({ items: kept.matching.slice(start, start + query.perPage), total: kept.matching.length });
    },
  };
}

/** The calls of a resource read whole and deleted one record at a time (a facade of the catalogue sections). */
export interface WholeListCalls<T> {
  list(): Promise<Result<readonly T[], CallFailure>>;
  remove: NonNullable<ResourceListSource<T>['remove']>;
}

/** A section's list over a call that answers the whole list, whose records are deleted one by one (a bulk delete each in turn). */
export function removableSectionList<T>(
  deps: Omit<ResourceListDeps<T>, 'source'>,
  params: SectionParams,
  calls: WholeListCalls<T>,
  fields: ListFields<T>,
  section: SectionDescriptor<T>,
): ResourceListViewModel<T> {
  const remove: WholeListCalls<T>['remove'] = (id) => calls.remove(id);
  const source = wholeListSource(() => calls.list(), fields, { remove, removeMany: removeEach(remove) });
  return sectionList({ ...deps, source }, params, section);
}
