import { applyListQuery, type ListFields, type ListQuery, type ListSort, type Page } from './list-query';

/**
 * A sort index: a list's records in each order asked for, kept until the list changes (as a database keeps an
 * index), so paging, filtering and searching a list of thousands does not sort it again each time. The order is
 * applyListQuery's (stable), so sorting first and filtering after gives the same page as the other way round. The
 * demo server keeps one per resource; a list read whole in the browser keeps one per kind of record.
 */
export class SortedOrders<T> {
  /** By list: the records the orders were made of (a copy), and each order by field and direction. */
  private readonly lists = new Map<string, { readonly of: readonly T[]; readonly orders: Map<string, readonly T[]> }>();

  constructor(private readonly fields: ListFields<T>) {}

  /** `items` in the order `sort` asks for (`items` itself when there is none); `list` names the list (a tenant's). */
  sorted(list: string, items: readonly T[], sort: ListSort | null): readonly T[] {
    if (!sort) return items;
    let kept = this.lists.get(list);
    // Records are replaced, never changed in place, so the same records in the same places are the same list.
    if (!kept || kept.of.length !== items.length || !kept.of.every((item, i) => item === items[i])) {
      kept = { of: [...items], orders: new Map() };
      this.lists.set(list, kept);
    }
    const key = `${sort.field}\n${sort.order}`;
    let sorted = kept.orders.get(key);
    if (!sorted) {
      const query = { page: 1, perPage: Math.max(1, items.length), sort, search: '', filters: {} };
      sorted = applyListQuery(items, query, this.fields).items;
      kept.orders.set(key, sorted);
    }
    return sorted;
  }
}

/**
 * The records a search and filters leave of a list (already in its order), kept while the list, the search, the
 * filters and what the filters read beside the records (`context`: a map of roles by user) stay the same: another page
 * of the same query cuts the kept records again, not the list of thousands. Records are replaced, never changed in
 * place, so the same records in the same places are the same list (checked one by one, as SortedOrders does).
 */
export class KeptMatches<T> {
  private kept: {
    readonly of: readonly T[];
    readonly key: string;
    readonly context: unknown;
    readonly matching: readonly T[];
  } | null = null;

  /** The page `query` asks for of `items`, searched and filtered with `fields` (not sorted: `items` are in order). */
  page(items: readonly T[], query: ListQuery, fields: ListFields<T>, context: unknown = null): Page<T> {
    const key = JSON.stringify([query.search.trim(), Object.entries(query.filters).sort()]);
    const kept = this.kept;
    const same =
      kept !== null &&
      kept.key === key &&
      kept.context === context &&
      kept.of.length === items.length &&
      kept.of.every((item, i) => item === items[i]);
    let matching = kept?.matching ?? [];
    if (!same) {
      const whole = { ...query, sort: null, page: 1, perPage: Math.max(1, items.length) };
      matching = applyListQuery(items, whole, fields).items;
      this.kept = { of: [...items], key, context, matching };
    }
    const start = (query.page - 1) * query.perPage;
    return { items: matching.slice(start, start + query.perPage), total: matching.length };
  }
}
