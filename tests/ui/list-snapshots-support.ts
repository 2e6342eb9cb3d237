import { vi } from 'vitest';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import type { CallFailure } from '../../src/application/shared/failure';
import type { ListQuery, ListQuerySpec, Page } from '../../src/domain/admin/list-query';
import type { RouteQuery } from '../../src/domain/routing/routes';
import { err, ok, type Result } from '../../src/domain/shared/result';
import { sessionListSnapshots, type ListSnapshots } from '../../src/ui/admin/resource/list-snapshots';
import { ResourceListViewModel } from '../../src/ui/admin/resource/resource-list.view-model';

/** What the lists opened again are tested with: a source whose answers the test gives, and a list over it. */
export interface Row {
  readonly id: number;
  readonly name: string;
}

export const rowsNamed = (prefix: string) =>
  Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `${prefix} ${String(i + 1).padStart(2, '0')}` }));

/** A source answering pages of `rows()` when `answer` is called (one answer per call, in order), or a failure. */
export function heldSource(rows: () => readonly Row[]) {
  const waiting: ((result: Result<Page<Row>, CallFailure>) => void)[] = [];
  const calls: ListQuery[] = [];
  const pageOf = (query: ListQuery): Page<Row> => {
    const all = rows();
    const from = (query.page - 1) * query.perPage;
    return { items: all.slice(from, from + query.perPage), total: all.length };
  };
  return {
    calls,
    source: {
      list(query: ListQuery) {
        calls.push(query);
        return new Promise<Result<Page<Row>, CallFailure>>((resolve) => waiting.push((result) => resolve(result)));
      },
    },
    answer: async () => {
      const query = calls[calls.length - waiting.length];
      waiting.shift()?.(ok(pageOf(query!)));
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    fail: async () => {
      waiting.shift()?.(err({ kind: 'network' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

export const USERS_LIST: ListQuerySpec = { sortable: ['name'], filters: [] };

export function listOf(
  source: ReturnType<typeof heldSource>['source'],
  snapshots: ListSnapshots,
  query: RouteQuery = {},
  tenant = 'tenant_5',
  spec = USERS_LIST,
) {
  return new ResourceListViewModel<Row>(
    { source, snapshots, navigate: vi.fn(), notify: vi.fn(), searchDelay: new DelayFlow(new VirtualClock()), download: vi.fn() },
    {
      route: { name: 'admin-section', tenant, section: 'users' },
      query,
      spec,
      idOf: (row) => row.id,
      nameOf: (row) => row.name,
    },
  );
}

/** A list of `rows` that showed its first page once, in a session of its own: what a list opened again finds. */
export async function shownOnce(rows: () => readonly Row[]) {
  const held = heldSource(rows);
  const snapshots = sessionListSnapshots(() => 'token-1');
  const first = listOf(held.source, snapshots);
  first.start();
  await held.answer();
  first.dispose();
  return { held, snapshots };
}
