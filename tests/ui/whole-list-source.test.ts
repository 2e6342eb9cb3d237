import { describe, expect, it } from 'vitest';
import { applyListQuery, type ListFields, type ListQuery } from '../../src/domain/admin/list-query';
import { wholeListSource } from '../../src/ui/admin/resource/whole-list-source';

interface Row {
  readonly id: number;
  readonly name: string;
}

const fields: ListFields<Row> = { text: (r) => r.name, sortValue: (r, field) => (field === 'name' ? r.name : r.id) };
const rows: Row[] = ['item 10', 'Beta', 'item 2', 'alpha', 'beta', 'Álvaro'].map((name, id) => ({ id, name }));

describe('a list read whole through wholeListSource', () => {
  it('pages, sorts, searches and filters exactly as applyListQuery does, sorting each order once while the records stay', async () => {
    let sorts = 0;
    const counted: ListFields<Row> = { ...fields, sortValue: (r, field) => (sorts++, fields.sortValue(r, field)) };
    const all = [...rows, ...rows.map((r) => ({ id: r.id + 10, name: `${r.name} b` }))];
    const source = wholeListSource(() => Promise.resolve({ ok: true as const, value: all }), counted);
    const queries: ListQuery[] = [
      { page: 1, perPage: 3, sort: { field: 'name', order: 'asc' }, search: '', filters: {} },
      { page: 2, perPage: 3, sort: { field: 'name', order: 'desc' }, search: 'b', filters: {} },
      { page: 1, perPage: 5, sort: null, search: 'item', filters: {} },
      { page: 1, perPage: 3, sort: { field: 'name', order: 'asc' }, search: 'a', filters: {} },
    ];
    for (const query of queries) {
      const page = await source.list(query);
      expect(page).toEqual({ ok: true, value: applyListQuery(all, query, fields) });
    }
    // Two orders asked for (name ascending, then descending), each read once per record; the third sort reused the first.
    expect(sorts).toBe(2 * all.length);
  });
});
