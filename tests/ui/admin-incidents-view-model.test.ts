import { describe, expect, it, vi } from 'vitest';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { IncidentAnswerOrder } from '../../src/application/incidents/incident-answer-order';
import type { IncidentListListener } from '../../src/application/incidents/incident-list-follow.flow';
import type { CallFailure } from '../../src/application/shared/failure';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import type { Incident } from '../../src/domain/incident/incident';
import { err, ok, type Result } from '../../src/domain/shared/result';
import { IncidentsViewModel, type IncidentListFollow } from '../../src/ui/admin/sections/incidents/incidents.view-model';
import { settle } from './admin-users-support';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** 40 incidents, one every 12 hours back from now: the newest 4 live, every third finished, every fourth with media. */
function history(): Incident[] {
  return Array.from({ length: 40 }, (_, i) => ({
    id: String(1000 + i),
    title: `Incident ${i}`,
    at: new Date(NOW - i * (DAY / 2) - 60_000).toISOString(),
    status: i % 2 === 0 ? 'DRAFT' : 'PUBLISHED',
    videoStream: i < 4 ? { id: `vs-${i}` } : null,
    finishedAt: i >= 4 && i % 3 === 0 ? new Date(NOW - i * (DAY / 2)).toISOString() : null,
    media: i % 4 === 0 ? [{ id: `m${i}` }] : [],
    redHeart: i,
    sendToPhone: `+55119${String(i).padStart(8, '0')}`,
  })) as Incident[];
}

class FakeFollow implements IncidentListFollow {
  listener: IncidentListListener | null = null;
  watched: readonly string[] = [];
  disposed = false;
  start(listener: IncidentListListener): void {
    this.listener = listener;
  }
  watch(ids: readonly string[]): void {
    this.watched = ids;
  }
  dispose(): void {
    this.disposed = true;
  }
}

function incidentsSection(query: Record<string, string> = {}) {
  const server = { incidents: history() };
  const history$ = {
    list: vi.fn(async (): Promise<Result<readonly Incident[], CallFailure>> => ok(server.incidents)),
    one: vi.fn(async (id: string | number): Promise<Result<Incident, CallFailure>> => {
      const found = server.incidents.find((i) => String(i.id) === String(id));
      return found ? ok(found) : err({ kind: 'not-found' });
    }),
  };
  const finish = { execute: vi.fn(async (): Promise<Result<void, CallFailure>> => ok(undefined)) };
  const remove = { execute: vi.fn(async (): Promise<Result<void, CallFailure>> => ok(undefined)) };
  const follow = new FakeFollow();
  const navigate = vi.fn();
  const notify = vi.fn();
  const download = vi.fn();
  const vm = new IncidentsViewModel(
    {
      history: history$,
      finish,
      remove,
      follow,
      answers: new IncidentAnswerOrder(),
      clock: new VirtualClock(NOW),
      dayOf: utcDay,
      navigate,
      notify,
      searchDelay: new DelayFlow(new VirtualClock(NOW)),
      download,
    },
    {
      route: { name: 'admin-section', tenant: 'public', section: 'incidents' },
      query,
      translate: (key) => `«${key}»`,
    },
  );
  return { vm, server, history: history$, finish, remove, follow, navigate, notify, download };
}

const ids = (vm: IncidentsViewModel) => vm.list.items.map((r) => r.id);

describe('IncidentsViewModel (SPEC §2 incidents, §7 getIncidentsNotPagination)', () => {
  it('reads the history once, newest first, and cuts pages, sorts and filters from it', async () => {
    const { vm, history, follow } = incidentsSection();
    vm.start();
    await settle();
    expect(vm.list.total).toBe(40);
    expect(ids(vm)).toEqual(Array.from({ length: 10 }, (_, i) => String(1000 + i)));
    expect(vm.statuses).toEqual(['draft', 'live', 'finished']);
    expect(follow.watched).toEqual(ids(vm));

    vm.list.toggleSort('reactions');
    await settle();
    expect(ids(vm)[0]).toBe('1000');
    vm.list.toggleSort('reactions');
    await settle();
    expect(ids(vm)[0]).toBe('1039');
    expect(follow.watched[0]).toBe('1039');

    vm.list.setFilter('live', 'yes');
    await settle();
    expect(ids(vm)).toEqual(['1003', '1002', '1001', '1000']);
    vm.list.setFilter('live', '');
    vm.list.setFilter('media', 'yes');
    // The former word, as a bookmark still holds it, filters as the one status does.
    vm.list.setFilter('status', 'FINISHED');
    await settle();
    // Finished (i ≥ 4, i % 3 = 0) with media (i % 4 = 0): 12, 24, 36.
    expect([...ids(vm)].sort()).toEqual(['1012', '1024', '1036']);
    expect(history.list).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['today', { 'f.from': '2026-11-25', 'f.to': '2026-11-25' }, 1],
    ['7d', { 'f.from': '2026-11-19', 'f.to': '2026-11-25' }, 13],
    ['30d', { 'f.from': '2026-10-27', 'f.to': '2026-11-25' }, 40],
    ['all', {}, 40],
  ] as const)('quick range %s: both day bounds in one step of the route, and the list cut to them', async (range, routeQuery, total) => {
    const { vm, navigate } = incidentsSection(range === 'all' ? { 'f.from': '2026-11-01' } : {});
    vm.start();
    await settle();
    navigate.mockClear();
    vm.setQuickRange(range);
    await settle();
    expect(navigate).toHaveBeenCalledTimes(1);
    const written = String(navigate.mock.calls[0]?.[0]);
    for (const [name, value] of Object.entries(routeQuery)) expect(written).toContain(`${name}=${value}`);
    if (range === 'all') expect(written).not.toContain('f.from');
    expect(vm.list.total).toBe(total);
    expect(vm.quickRange).toBe(range);
  });

  it('a day range that is no quick range shows none pressed; the route query opens the list filtered and sorted', async () => {
    const { vm } = incidentsSection({ 'f.from': '2026-11-20', sort: 'id', page: '2', perPage: '5' });
    vm.start();
    await settle();
    expect(vm.quickRange).toBeNull();
    expect(vm.list.total).toBe(11);
    expect(ids(vm)).toEqual(['1005', '1006', '1007', '1008', '1009']);
  });

  it('opens an incident in its view through the route table', async () => {
    const { vm, navigate } = incidentsSection();
    vm.start();
    await settle();
    vm.open(vm.list.items[0]!);
    expect(navigate).toHaveBeenLastCalledWith('public/incident/view/1000');
  });

  it('finishes an incident only after the confirmation; refused, nothing is sent', async () => {
    const { vm, finish, notify } = incidentsSection({ 'f.live': 'yes' });
    vm.start();
    await settle();
    const row = vm.list.items[0]!;
    vm.askFinish(row);
    expect(vm.finishing.subject?.id).toBe(row.id);
    vm.finishing.ask(null);
    expect(vm.finishing.subject).toBeNull();
    expect(finish.execute).not.toHaveBeenCalled();

    vm.askFinish(row);
    await vm.finishing.confirm();
    await settle();
    expect(finish.execute).toHaveBeenCalledWith({ incidentId: row.id });
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'success',
      key: 'admin.incidents.finished',
      values: { name: `#${row.id} ${row.title}` },
    });
    // Finished, it is live no more: the live filter leaves it out, the page and filters kept.
    expect(ids(vm)).not.toContain(row.id);
    expect(vm.list.filterValue('live')).toBe('yes');
    // A finished incident offers no finish.
    vm.list.setFilter('live', '');
    await settle();
    const finished = vm.list.items.find((r) => r.id === row.id)!;
    expect(finished.status).toBe('finished');
    vm.askFinish(finished);
    expect(vm.finishing.subject).toBeNull();
  });

  it('a finish confirmed twice is sent once; the question stays while it runs', async () => {
    const { vm, finish } = incidentsSection();
    let answer: (result: Result<void, CallFailure>) => void = () => undefined;
    finish.execute.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    vm.start();
    await settle();
    const row = vm.list.items[0]!;
    vm.askFinish(row);
    const first = vm.finishing.confirm();
    const second = vm.finishing.confirm();
    vm.finishing.ask(null);
    expect(vm.finishing.busy).toBe(true);
    expect(vm.finishing.subject?.id).toBe(row.id);
    answer(ok(undefined));
    await Promise.all([first, second]);
    expect(finish.execute).toHaveBeenCalledTimes(1);
    expect(vm.finishing.subject).toBeNull();
  });

  it('a failed finish says so and keeps the row as it was', async () => {
    const { vm, finish, notify } = incidentsSection();
    finish.execute.mockResolvedValueOnce(err({ kind: 'network' }));
    vm.start();
    await settle();
    const row = vm.list.items[0]!;
    vm.askFinish(row);
    await vm.finishing.confirm();
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        kind: 'error',
        key: 'admin.incidents.finish_failed',
        values: { name: `#${row.id} ${row.title}` },
      }),
    );
    expect(vm.list.items[0]?.finished).toBe(false);
  });

  it('deletes an incident only after the confirmation, and it leaves the list', async () => {
    const { vm, remove } = incidentsSection();
    vm.start();
    await settle();
    const row = vm.list.items[1]!;
    vm.list.askRemove(row);
    vm.list.cancelRemove();
    expect(remove.execute).not.toHaveBeenCalled();
    vm.list.askRemove(row);
    await vm.list.confirmRemove();
    await settle();
    expect(remove.execute).toHaveBeenCalledWith({ incidentId: row.id });
    expect(ids(vm)).not.toContain(row.id);
    expect(vm.list.total).toBe(39);
  });

  it('INCIDENT_UPDATED: the incident read again and its row replaced, dropped when deleted; page and filters kept', async () => {
    const { vm, server, history, follow } = incidentsSection({ page: '2' });
    vm.start();
    await settle();
    expect(ids(vm)[0]).toBe('1010');
    server.incidents = server.incidents.map((i) => (i.id === '1012' ? { ...i, title: 'Renamed', redHeart: 99 } : i));
    follow.listener?.updated('1012');
    await settle();
    expect(history.one).toHaveBeenCalledWith('1012');
    expect(vm.list.items.find((r) => r.id === '1012')?.title).toBe('Renamed');
    expect(vm.list.query.page).toBe(2);

    server.incidents = server.incidents.map((i) => (i.id === '1012' ? { ...i, deletedAt: new Date(NOW).toISOString() } : i));
    follow.listener?.updated('1012');
    await settle();
    expect(ids(vm)).not.toContain('1012');
    expect(vm.list.total).toBe(39);

    // A new incident the server tells about joins the list.
    server.incidents = [{ id: '2000', title: 'New', at: new Date(NOW).toISOString() }, ...server.incidents];
    follow.listener?.updated('2000');
    await settle();
    expect(vm.list.total).toBe(40);
    expect(history.list).toHaveBeenCalledTimes(1);

    // After a socket gap the whole history is read again.
    follow.listener?.reopened();
    await settle();
    expect(history.list).toHaveBeenCalledTimes(2);
    expect(vm.list.query.page).toBe(2);
  });

  it('exports every incident the filters leave as CSV, worded', async () => {
    const { vm, download } = incidentsSection({ 'f.live': 'yes' });
    vm.start();
    await settle();
    await vm.list.exportCsv();
    const [fileName, text] = download.mock.calls[0] as [string, string];
    expect(fileName).toBe('incidents.csv');
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toContain('«admin.incidents.columns.id»');
    expect(lines[1]).toContain('1000');
    expect(lines[1]).toContain('«lifecycle.live»');
    expect(lines[1]).toContain('«admin.list.yes»');
  });

  it('stops following the socket when it closes', async () => {
    const { vm, follow } = incidentsSection();
    vm.start();
    await settle();
    vm.dispose();
    expect(follow.disposed).toBe(true);
  });
});
