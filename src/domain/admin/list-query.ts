import type { RouteQuery } from '../routing/routes';

/** SPEC §9 Paginator: default 10 per page; the sizes an administrator may pick. */
export const PAGE_SIZES = [1, 5, 10, 20, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The longest search text a list accepts; longer text is cut, never sent whole. */
export const MAX_LIST_SEARCH_LENGTH = 200;

export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  readonly field: string;
  readonly order: SortOrder;
}

/**
 * What an administration list shows: the page (from 1), its size, the sort, the search text and the filters by name.
 * It lives in the route's query (`readListQuery` / `writeListQuery`), so a reload, back and forward, and a copied link
 * restore the same view; the real adapters send it to the server and the demo world answers it with `applyListQuery`.
 */
export interface ListQuery {
  readonly page: number;
  readonly perPage: number;
  readonly sort: ListSort | null;
  readonly search: string;
  readonly filters: Readonly<Record<string, string>>;
}

/** One page of a list and how many records match in all. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/** What a list accepts from a route's query: anything else there is ignored, never trusted. */
export interface ListQuerySpec {
  readonly sortable: readonly string[];
  readonly filters: readonly string[];
  readonly defaultSort?: ListSort | null;
  /**
   * Filters a list opens with when the route names none (registrations: pending). Choosing 'All' for such a filter
   * is written `f.<name>=all`, so the plain route keeps meaning the default.
   */
  readonly defaultFilters?: Readonly<Record<string, string>>;
  /** Filters whose value may be longer than a search (a set of ids), with the longest each accepts. */
  readonly longFilters?: Readonly<Record<string, number>>;
  /** How a filter's value read from an address is understood today (words an older address may still hold). */
  readonly filterValues?: Readonly<Record<string, (value: string) => string>>;
}

/** The route's value of a defaulted filter for 'no filter at all'. */
export const ALL_FILTER_VALUE = 'all';

const FILTER_PREFIX = 'f.';

export function defaultListQuery(spec: ListQuerySpec): ListQuery {
  return { page: 1, perPage: DEFAULT_PAGE_SIZE, sort: spec.defaultSort ?? null, search: '', filters: { ...spec.defaultFilters } };
}

function positiveInteger(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** `sort=name` ascending, `sort=-name` descending; only a sortable field is taken. */
function readSort(value: string | undefined, spec: ListQuerySpec): ListSort | null {
  if (value === undefined) return spec.defaultSort ?? null;
  const order: SortOrder = value.startsWith('-') ? 'desc' : 'asc';
  const field = order === 'desc' ? value.slice(1) : value;
  return spec.sortable.includes(field) ? { field, order } : (spec.defaultSort ?? null);
}

/** The list a route's query asks for: page, perPage, sort, q and `f.<filter>`; a value out of range takes its default. */
export function readListQuery(query: RouteQuery, spec: ListQuerySpec): ListQuery {
  const perPageAsked = positiveInteger(query.perPage);
  const perPage = perPageAsked !== null && (PAGE_SIZES as readonly number[]).includes(perPageAsked) ? perPageAsked : DEFAULT_PAGE_SIZE;
  const filters: Record<string, string> = {};
  for (const name of spec.filters) {
    const value = query[`${FILTER_PREFIX}${name}`];
    const fallback = spec.defaultFilters?.[name];
    if (fallback !== undefined && value === ALL_FILTER_VALUE) continue;
    if (value !== undefined && value.trim() !== '') {
      const read = value.slice(0, spec.longFilters?.[name] ?? MAX_LIST_SEARCH_LENGTH);
      filters[name] = spec.filterValues?.[name]?.(read) ?? read;
    } else if (fallback !== undefined) filters[name] = fallback;
  }
  return {
    page: positiveInteger(query.page) ?? 1,
    perPage,
    sort: readSort(query.sort, spec),
    search: (query.q ?? '').slice(0, MAX_LIST_SEARCH_LENGTH),
    filters,
  };
}

/** The route query of a list, defaults left out so the plain section route stays plain. */
export function writeListQuery(list: ListQuery, spec: ListQuerySpec): Record<string, string> {
  const query: Record<string, string> = {};
  if (list.page > 1) query.page = String(list.page);
  if (list.perPage !== DEFAULT_PAGE_SIZE) query.perPage = String(list.perPage);
  const fallback = spec.defaultSort ?? null;
  const sameSort = list.sort?.field === fallback?.field && list.sort?.order === fallback?.order;
  if (list.sort && !sameSort) query.sort = `${list.sort.order === 'desc' ? '-' : ''}${list.sort.field}`;
  if (list.search.trim() !== '') query.q = list.search;
  for (const name of spec.filters) {
    const value = list.filters[name];
    const fallback = spec.defaultFilters?.[name];
    if (value === fallback) continue;
    if (value !== undefined && value !== '') query[`${FILTER_PREFIX}${name}`] = value;
    else if (fallback !== undefined) query[`${FILTER_PREFIX}${name}`] = ALL_FILTER_VALUE;
  }
  return query;
}

/** The last page that holds records (at least 1). */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** How a list's records are searched, sorted and filtered when the whole list is at hand (the demo world, small lists). */
export interface ListFields<T> {
  /** The text the search box looks in (case and accents ignored). */
  readonly text: (item: T) => string;
  /** The value a column sorts by; null sorts last. */
  readonly sortValue: (item: T, field: string) => string | number | boolean | null;
  /** Whether a record passes a filter (unknown filters pass). */
  readonly matches?: (item: T, filter: string, value: string) => boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Is an ISO time's day (its date as written, YYYY-MM-DD) within a range of days, both ends kept? An end that is
 * missing or not a day leaves that side open.
 */
export function withinDays(at: string, from: string | undefined, to: string | undefined): boolean {
  const day = at.slice(0, 10);
  return (from === undefined || !DAY.test(from) || day >= from) && (to === undefined || !DAY.test(to) || day <= to);
}

const ASCII = /^[\x20-\x7e]*$/;

/** Folds case and accents, so 'joão' finds 'Joao' (plain ASCII text has no accents: it is only lower-cased). */
export function searchFold(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/**
 * Each record's folded search text, kept while the record lives: records are replaced, never changed in place, so a
 * list searched again as a person types (the whole history held in the browser) folds each record once.
 */
const foldedTexts = new WeakMap<(item: never) => string, WeakMap<object, string>>();

function foldedTextOf<T>(item: T, text: (item: T) => string): string {
  if (typeof item !== 'object' || item === null) return searchFold(text(item));
  let byItem = foldedTexts.get(text);
  if (!byItem) foldedTexts.set(text, (byItem = new WeakMap()));
  let folded = byItem.get(item);
  if (folded === undefined) byItem.set(item, (folded = searchFold(text(item))));
  return folded;
}

/** Text compares as a person reads it: case and accents aside, numbers inside text by value ('item 2' before 'item 10'). */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareValues(a: string | number | boolean | null, b: string | number | boolean | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return a < b ? -1 : 1;
}

/** One page of `items` as `query` asks: searched, filtered, sorted (stable), then cut to the page. */
export function applyListQuery<T>(items: readonly T[], query: ListQuery, fields: ListFields<T>): Page<T> {
  const needle = searchFold(query.search.trim());
  const filters = Object.entries(query.filters);
  const matching = items.filter(
    (item) =>
      (needle === '' || foldedTextOf(item, fields.text).includes(needle)) &&
      filters.every(([name, value]) => fields.matches?.(item, name, value) ?? true),
  );
  const sort = query.sort;
  const sorted = sort
    ? matching
        .map((item, index) => ({ item, index, value: fields.sortValue(item, sort.field) }))
        .sort((x, y) => {
          const byValue = compareValues(x.value, y.value);
          if (byValue === 0) return x.index - y.index;
          // Empty values stay last whichever way the column sorts.
          if (x.value === null || y.value === null) return byValue;
          return sort.order === 'desc' ? -byValue : byValue;
        })
        .map((entry) => entry.item)
    : matching;
  const start = (query.page - 1) * query.perPage;
  return { items: sorted.slice(start, start + query.perPage), total: sorted.length };
}

/** Whether two queries ask for the same rows: the same page, size, search and sort, and the same filters in any order. */
export function sameListQuery(a: ListQuery, b: ListQuery): boolean {
  const filtersA = Object.entries(a.filters).sort();
  const filtersB = Object.entries(b.filters).sort();
  return (
    a.page === b.page &&
    a.perPage === b.perPage &&
    a.search === b.search &&
    a.sort?.field === b.sort?.field &&
    a.sort?.order === b.sort?.order &&
    JSON.stringify(filtersA) === JSON.stringify(filtersB)
  );
}
