import { describe, expect, it } from 'vitest';
import { SortedOrders } from '../../src/domain/admin/sorted-orders';
import { applyListQuery, type ListFields, type ListQuery } from '../../src/domain/admin/list-query';

interface Row {
  readonly id: number;
  readonly name: string;
}

const fields: ListFields<Row> = { text: (r) => r.name, sortValue: (r, field) => (field === 'name' ? r.name : r.id) };
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
