import { applyListQuery, type ListFields, type ListSort } from '../../../domain/admin/list-query';

/**
 * The demo server's sort index: a list's records in each order asked for, kept until the list changes (as a database
 * keeps an index), so paging, filtering and searching a list of thousands does not sort it again each time. The order
 * is applyListQuery's (stable), so sorting first and filtering after gives the same page as the other way round.
 */
export class SortedOrders<T> {
  private readonly kept = new Map<string, { readonly of: readonly T[]; readonly sorted: readonly T[] }>();

  constructor(private readonly fields: ListFields<T>) {}

  /** `items` in the order `sort` asks for (`items` itself when there is none); `list` names the list (a tenant's). */
  sorted(list: string, items: readonly T[], sort: ListSort | null): readonly T[] {
    if (!sort) return items;
    const key = `${list}\n${sort.field}\n${sort.order}`;
    const kept = this.kept.get(key);
    // Records are replaced, never changed in place, so the same records in the same places are the same list.
    if (kept && kept.of.length === items.length && kept.of.every((item, i) => item === items[i])) return kept.sorted;
    const query = { page: 1, perPage: Math.max(1, items.length), sort, search: '', filters: {} };
    const sorted = applyListQuery(items, query, this.fields).items;
    this.kept.set(key, { of: [...items], sorted });
    return sorted;
  }
}
