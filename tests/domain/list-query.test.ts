import { describe, expect, it } from 'vitest';
import {
  applyListQuery,
  DEFAULT_PAGE_SIZE,
  defaultListQuery,
  lastPage,
  MAX_LIST_SEARCH_LENGTH,
  PAGE_SIZES,
  readListQuery,
  sameListQuery,
  searchFold,
  writeListQuery,
  type ListQuery,
  type ListQuerySpec,
} from '../../src/domain/admin/list-query';

const spec: ListQuerySpec = { sortable: ['name', 'createdAt'], filters: ['role', 'active'], defaultSort: { field: 'name', order: 'asc' } };

describe('SPEC §9 paginator', () => {
  it('defaults to 10 per page and offers 1, 5, 10, 20, 30, 50, 100', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(PAGE_SIZES).toEqual([1, 5, 10, 20, 30, 50, 100]);
  });
});

describe('a list query read from the route', () => {
  it.each<[string, Record<string, string>, Partial<ListQuery>]>([
    ['nothing asked: the defaults', {}, { page: 1, perPage: 10, sort: { field: 'name', order: 'asc' }, search: '', filters: {} }],
    ['a page and a size', { page: '3', perPage: '50' }, { page: 3, perPage: 50 }],
    ['a size not offered', { perPage: '7' }, { perPage: 10 }],
    ['a huge size', { perPage: '100000' }, { perPage: 10 }],
    ['page zero', { page: '0' }, { page: 1 }],
    ['a negative page', { page: '-2' }, { page: 1 }],
    ['a page that is not a number', { page: '2abc' }, { page: 1 }],
    ['descending sort', { sort: '-createdAt' }, { sort: { field: 'createdAt', order: 'desc' } }],
    ['a field that does not sort', { sort: 'password' }, { sort: { field: 'name', order: 'asc' } }],
    ['search text', { q: 'ana' }, { search: 'ana' }],
    ['known filters only', { 'f.role': 'Operators', 'f.secret': 'x', 'f.active': '' }, { filters: { role: 'Operators' } }],
  ])('%s', (_, query, expected) => {
    expect(readListQuery(query, spec)).toMatchObject(expected);
  });

  it('reads a filter value an older address holds as the list understands it today', () => {
    const renamed: ListQuerySpec = { ...spec, filterValues: { role: (value) => (value === 'OPS' ? 'Operators' : value) } };
    expect(readListQuery({ 'f.role': 'OPS', 'f.active': 'yes' }, renamed).filters).toEqual({ role: 'Operators', active: 'yes' });
    expect(readListQuery({ 'f.role': 'Admins' }, renamed).filters).toEqual({ role: 'Admins' });
  });

  it('cuts a search longer than the limit', () => {
    expect(readListQuery({ q: 'x'.repeat(5000) }, spec).search).toHaveLength(MAX_LIST_SEARCH_LENGTH);
  });

  it('round-trips through the route query, defaults left out', () => {
    const list: ListQuery = {
      page: 2,
      perPage: 20,
      sort: { field: 'createdAt', order: 'desc' },
      search: 'joão <b>',
      filters: { role: 'Admins' },
    };
    const query = writeListQuery(list, spec);
    expect(query).toEqual({ page: '2', perPage: '20', sort: '-createdAt', q: 'joão <b>', 'f.role': 'Admins' });
    expect(readListQuery(query, spec)).toEqual(list);
    expect(writeListQuery(defaultListQuery(spec), spec)).toEqual({});
  });
});

describe('a filter with a default (registrations open on the pending ones)', () => {
  const pending: ListQuerySpec = { sortable: ['name'], filters: ['status', 'kind'], defaultFilters: { status: 'pending' } };

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['nothing asked: the default', {}, { status: 'pending' }],
    ['an empty value: the default', { 'f.status': ' ' }, { status: 'pending' }],
    ['another value', { 'f.status': 'approved' }, { status: 'approved' }],
    ['all: no filter at all', { 'f.status': 'all' }, {}],
    ["'all' for a filter without a default is a value like any other", { 'f.kind': 'all' }, { status: 'pending', kind: 'all' }],
  ])('%s', (_, query, filters) => {
    expect(readListQuery(query, pending).filters).toEqual(filters);
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['the default is left out', { status: 'pending' }, {}],
    ['another value is written', { status: 'rejected' }, { 'f.status': 'rejected' }],
    ['no filter is written all', {}, { 'f.status': 'all' }],
  ])('%s, and reads back the same', (_, filters, query) => {
    const list: ListQuery = { ...defaultListQuery(pending), filters };
    expect(writeListQuery(list, pending)).toEqual(query);
    expect(readListQuery(writeListQuery(list, pending), pending).filters).toEqual(filters);
  });

  it('the default query has the default filters', () => {
    expect(defaultListQuery(pending).filters).toEqual({ status: 'pending' });
    expect(writeListQuery(defaultListQuery(pending), pending)).toEqual({});
  });
});

describe('a list query applied to the whole list', () => {
  interface Row {
    readonly name: string;
    readonly n: number | null;
    readonly active: boolean;
  }
  const rows: Row[] = [
    { name: 'Zoë', n: 3, active: true },
    { name: 'ana', n: null, active: false },
    { name: 'Álvaro', n: 10, active: true },
    { name: 'item 2', n: 2, active: true },
    { name: 'item 10', n: 1, active: false },
  ];
  const fields = {
    text: (r: Row) => r.name,
    sortValue: (r: Row, field: string) => (field === 'n' ? r.n : r.name),
    matches: (r: Row, filter: string, value: string) => (filter === 'active' ? String(r.active) === value : true),
  };
  const query = (over: Partial<ListQuery>): ListQuery => ({ page: 1, perPage: 10, sort: null, search: '', filters: {}, ...over });
  const names = (over: Partial<ListQuery>) => applyListQuery(rows, query(over), fields).items.map((r) => r.name);

  it.each<[string, Partial<ListQuery>, string[]]>([
    ['no sort keeps the order', {}, ['Zoë', 'ana', 'Álvaro', 'item 2', 'item 10']],
    [
      'text sorts ignoring case and accents, numbers by value',
      { sort: { field: 'name', order: 'asc' } },
      ['Álvaro', 'ana', 'item 2', 'item 10', 'Zoë'],
    ],
    ['descending', { sort: { field: 'name', order: 'desc' } }, ['Zoë', 'item 10', 'item 2', 'ana', 'Álvaro']],
    ['empty values last both ways (asc)', { sort: { field: 'n', order: 'asc' } }, ['item 10', 'item 2', 'Zoë', 'Álvaro', 'ana']],
    ['empty values last both ways (desc)', { sort: { field: 'n', order: 'desc' } }, ['Álvaro', 'Zoë', 'item 2', 'item 10', 'ana']],
    ['search ignores case and accents', { search: 'ALV' }, ['Álvaro']],
    ['a filter', { filters: { active: 'false' } }, ['ana', 'item 10']],
    ['page 2 of 2 per page', { perPage: 2, page: 2 }, ['Álvaro', 'item 2']],
    ['a page past the end is empty', { perPage: 2, page: 9 }, []],
  ])('%s', (_, over, expected) => {
    expect(names(over)).toEqual(expected);
  });

  it('counts every match, not only the page', () => {
    expect(applyListQuery(rows, query({ perPage: 1 }), fields).total).toBe(5);
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(21, 10)).toBe(3);
  });
});

describe('the search text folded', () => {
  const slowFold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
  it.each(['Maria Silva', 'RUA DA PAZ 12', 'joão', 'Álvaro Núñez', 'Zoë', 'tab\there', 'İstanbul', 'ÅNGSTRÖM', ''])(
    '%j as accents and case aside',
    (text) => {
      expect(searchFold(text)).toBe(slowFold(text));
    },
  );

  it('folds each record once while it lives, and a record that replaced it afresh', () => {
    let read = 0;
    const fields = {
      text: (r: { readonly name: string }) => {
        read++;
        return r.name;
      },
      sortValue: () => null,
    };
    const rows = [{ name: 'Maria' }, { name: 'Mário' }, { name: 'Ana' }];
    const search = (items: readonly { readonly name: string }[], text: string) =>
      applyListQuery(items, { page: 1, perPage: 10, sort: null, search: text, filters: {} }, fields).items.map((r) => r.name);
    expect(search(rows, 'ma')).toEqual(['Maria', 'Mário']);
    expect(search(rows, 'mar')).toEqual(['Maria', 'Mário']);
    expect(read).toBe(3);
    expect(search([{ name: 'Marta' }, ...rows.slice(1)], 'mar')).toEqual(['Marta', 'Mário']);
    expect(read).toBe(4);
  });
});

describe('two list queries asking for the same rows', () => {
  const base = {
    page: 2,
    perPage: 10,
    sort: { field: 'name', order: 'asc' as const },
    search: 'ana',
    filters: { role: '2', active: 'true' },
  };
  it.each([
    ['the same query', {}, true],
    ['its filters in another order', { filters: { active: 'true', role: '2' } }, true],
    ['another page', { page: 3 }, false],
    ['another size', { perPage: 20 }, false],
    ['another search', { search: 'bia' }, false],
    ['another sort field', { sort: { field: 'email', order: 'asc' as const } }, false],
    ['the other order', { sort: { field: 'name', order: 'desc' as const } }, false],
    ['no sort', { sort: null }, false],
    ['a filter less', { filters: { role: '2' } }, false],
    ['a filter with another value', { filters: { role: '3', active: 'true' } }, false],
  ])('%s', (_what, patch, same) => {
    expect(sameListQuery(base, { ...base, ...patch })).toBe(same);
  });
});
