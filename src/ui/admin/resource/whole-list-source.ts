import { removeEach } from '../../../application/admin/resource.facade';
import type { CallFailure } from '../../../application/shared/failure';
import { applyListQuery, type ListFields, type ListQuery, type Page } from '../../../domain/admin/list-query';
import { ok, type Result } from '../../../domain/shared/result';
import type { ResourceListDeps, ResourceListSource, ResourceListViewModel } from './resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from './resource-section';

/** A call that answers a whole list (the roles, permissions and tenants calls of SPEC §7 have no pages). */
export type WholeListLoad<T> = (query: ListQuery) => Promise<Result<readonly T[], CallFailure>>;

/**
 * A list source over a call that answers the whole list: each page is cut from it with the domain's `applyListQuery`
 * (search, filters, sort, page), so such a resource shows in the same list as a paged one. `load` gets the query too,
 * for a call that filters on the server (POST /tenant/filter).
 */
export function wholeListSource<T>(
  load: WholeListLoad<T>,
  fields: ListFields<T>,
  extra: Pick<ResourceListSource<T>, 'remove' | 'removeMany'> = {},
): ResourceListSource<T> {
  return {
    ...extra,
    async list(query: ListQuery): Promise<Result<Page<T>, CallFailure>> {
      const all = await load(query);
      return all.ok ? ok(applyListQuery(all.value, query, fields)) : all;
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
