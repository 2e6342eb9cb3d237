import { describe, expect, it, vi } from 'vitest';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import type { CallFailure } from '../../src/application/shared/failure';
import type { ListQuery, ListQuerySpec, Page } from '../../src/domain/admin/list-query';
import { err, ok, type Result } from '../../src/domain/shared/result';
import { KEPT_LISTS, sessionListSnapshots, type ListSnapshots } from '../../src/ui/admin/resource/list-snapshots';
import { ResourceListViewModel } from '../../src/ui/admin/resource/resource-list.view-model';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import type { RouteQuery } from '../../src/domain/routing/routes';

interface Row {
  readonly id: number;
  readonly name: string;
}

const rowsNamed = (prefix: string) =>
  Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `${prefix} ${String(i + 1).padStart(2, '0')}` }));

/** A source answering pages of `rows()` when `answer` is called (one answer per call, in order), or a failure. */
function heldSource(rows: () => readonly Row[]) {
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

const USERS_LIST: ListQuerySpec = { sortable: ['name'], filters: [] };

function listOf(
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

describe('a list opened again in the same session', () => {
  it('shows the page it last showed at once, not loading, and replaces it with the answer asked for behind it', async () => {
    let rows = rowsNamed('User');
    const held = heldSource(() => rows);
    const snapshots = sessionListSnapshots(() => 'token-1');
    const first = listOf(held.source, snapshots, { page: '2' });
    first.start();
    expect(first.status).toBe('loading');
    await held.answer();
    expect(first.items.map((row) => row.name)[0]).toBe('User 11');
    first.dispose();

    rows = rowsNamed('Renamed');
    const again = listOf(held.source, snapshots, { page: '2' });
    expect(again.status).toBe('ready');
    expect(again.items.map((row) => row.name)[0]).toBe('User 11');
    expect(again.total).toBe(25);
    expect(again.range).toEqual({ from: 11, to: 20 });
    again.start();
    // Asked again, the kept page stays on screen, not busy, until the answer comes.
    expect(held.calls).toHaveLength(2);
    expect(again.status).toBe('ready');
    await held.answer();
    expect(again.items.map((row) => row.name)[0]).toBe('Renamed 11');
  });

  it('keeps the page shown when the answer behind it fails, saying it may be out of date', async () => {
    const held = heldSource(() => rowsNamed('User'));
    const snapshots = sessionListSnapshots(() => 'token-1');
    const first = listOf(held.source, snapshots);
    first.start();
    await held.answer();
    const again = listOf(held.source, snapshots);
    again.start();
    await held.fail();
    expect(again.status).toBe('ready');
    expect(again.stale).toBe(true);
    expect(again.items).toHaveLength(10);
  });

  it('opens loading for another query, another tenant or another session, and with no session at all', async () => {
    let session: string | null = 'token-1';
    const held = heldSource(() => rowsNamed('User'));
    const snapshots = sessionListSnapshots(() => session);
    const first = listOf(held.source, snapshots);
    first.start();
    await held.answer();
    expect(listOf(held.source, snapshots, { page: '2' }).status).toBe('loading');
    expect(listOf(held.source, snapshots, {}, 'tenant_6').status).toBe('loading');
    // Another list on the same address (the files section's other tab) is another list.
    expect(listOf(held.source, snapshots, {}, 'tenant_5', { sortable: ['name'], filters: [] }).status).toBe('loading');
    expect(listOf(held.source, snapshots).status).toBe('ready');
    session = 'token-2';
    expect(listOf(held.source, snapshots).status).toBe('loading');
    session = 'token-1';
    // The new session forgot them: signing in again as the first finds none either.
    expect(listOf(held.source, snapshots).status).toBe('loading');
    session = null;
    const signedOut = listOf(held.source, snapshots);
    signedOut.start();
    await held.answer();
    expect(listOf(held.source, snapshots).status).toBe('loading');
  });
});

describe('sessionListSnapshots', () => {
  it(`keeps the ${KEPT_LISTS} lists shown most recently`, () => {
    const snapshots = sessionListSnapshots(() => 'token-1');
    const page = (n: number) => ({ items: [n], total: 1, page: 1, perPage: 10 });
    for (let n = 0; n <= KEPT_LISTS; n++) snapshots.keep(USERS_LIST, `list-${n}`, page(n));
    expect(snapshots.take(USERS_LIST, 'list-0')).toBeNull();
    expect(snapshots.take(USERS_LIST, 'list-1')?.items).toEqual([1]);
    // Showing a list again makes it the most recent.
    snapshots.keep(USERS_LIST, 'list-1', page(1));
    snapshots.keep(USERS_LIST, 'list-new', page(99));
    expect(snapshots.take(USERS_LIST, 'list-1')).not.toBeNull();
    expect(snapshots.take(USERS_LIST, 'list-2')).toBeNull();
  });
});
