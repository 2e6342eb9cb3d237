import { describe, expect, it } from 'vitest';
import { KeptMatches, SortedOrders } from '../../src/domain/admin/sorted-orders';
import { applyListQuery, type ListFields, type ListQuery } from '../../src/domain/admin/list-query';

interface Row {
  readonly id: number;
  readonly name: string;
}

const fields: ListFields<Row> = {
  text: (r) => r.name,
  sortValue: (r, field) => (field === 'name' ? r.name : r.id),
  matches: (r, filter, value) => (filter === 'parity' ? String(r.id % 2) === value : true),
};
const rows: Row[] = ['item 10', 'Beta', 'item 2', 'alpha', 'beta', 'Álvaro'].map((name, id) => ({ id, name }));
const everything = (sort: ListQuery['sort']): ListQuery => ({ page: 1, perPage: 100, sort, search: '', filters: {} });

describe('the sort index (SortedOrders)', () => {
  it('orders records exactly as applyListQuery does, both ways, and leaves them as they are without a sort', () => {
    const orders = new SortedOrders(fields);
    for (const order of ['asc', 'desc'] as const) {
      const sort = { field: 'name', order };
      expect(orders.sorted('t', rows, sort)).toEqual(applyListQuery(rows, everything(sort), fields).items);
    }
    expect(orders.sorted('t', rows, null)).toBe(rows);
  });

  it('keeps an order while the records stay the same, and sorts again when one is replaced, added or removed', () => {
    const orders = new SortedOrders(fields);
    const sort = { field: 'name', order: 'asc' } as const;
    const list = [...rows];
    const first = orders.sorted('t', list, sort);
    expect(orders.sorted('t', list, sort)).toBe(first);
    list.splice(1, 1, { id: 1, name: 'zulu' });
    expect(orders.sorted('t', list, sort).at(-1)?.name).toBe('zulu');
    list.unshift({ id: 9, name: 'aaron' });
    expect(orders.sorted('t', list, sort)[0]?.name).toBe('aaron');
    list.shift();
    expect(orders.sorted('t', list, sort).map((r) => r.name)).not.toContain('aaron');
    // Another list (tenant) has its own order.
    expect(orders.sorted('u', rows, sort)).toEqual(applyListQuery(rows, everything(sort), fields).items);
  });
});

describe('the kept matches of a search and filters (KeptMatches)', () => {
  const query = (patch: Partial<ListQuery>): ListQuery => ({ page: 1, perPage: 2, sort: null, search: '', filters: {}, ...patch });
  const cases: readonly { readonly name: string; readonly query: ListQuery }[] = [
    { name: 'no search, no filter', query: query({}) },
    { name: 'the second page', query: query({ page: 2 }) },
    { name: 'a search', query: query({ search: 'ITEM' }) },
    { name: 'a search with accents and spaces', query: query({ search: ' alv ' }) },
    { name: 'a filter', query: query({ filters: { parity: '1' } }) },
    { name: 'a filter, its second page', query: query({ filters: { parity: '0' }, page: 2 }) },
    { name: 'a page past the end', query: query({ page: 9 }) },
  ];
  for (const { name, query: asked } of cases)
    it(`answers ${name} as applyListQuery does, asked once and again`, () => {
      const kept = new KeptMatches<Row>();
      expect(kept.page(rows, asked, fields)).toEqual(applyListQuery(rows, asked, fields));
      expect(kept.page(rows, asked, fields)).toEqual(applyListQuery(rows, asked, fields));
    });

  it('filters the records again only when the list, the search, the filters or their context change', () => {
    const kept = new KeptMatches<Row>();
    let read = 0;
    const counted: ListFields<Row> = { ...fields, matches: (r, filter, value) => (read++, fields.matches?.(r, filter, value) ?? true) };
    const list = [...rows];
    const odd = { parity: '1' };
    kept.page(list, query({ filters: odd }), counted);
    const once = read;
    expect(once).toBe(rows.length);
    kept.page(list, query({ filters: odd, page: 2 }), counted);
    expect(read).toBe(once);
    // Another search, another context (what the filters read beside the records), a record replaced: filtered again.
    kept.page(list, query({ filters: odd, search: 'a' }), counted);
    expect(read).toBeGreaterThan(once);
    const afterSearch = read;
    kept.page(list, query({ filters: odd, search: 'a' }), counted, new Map());
    expect(read).toBeGreaterThan(afterSearch);
    list.splice(1, 1, { id: 1, name: 'zeta a' });
    const page = kept.page(list, query({ filters: odd, search: 'a', perPage: 100 }), counted, new Map());
    expect(page.items.map((r) => r.name)).toContain('zeta a');
  });
});
