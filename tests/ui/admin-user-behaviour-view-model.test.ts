import { describe, expect, it, vi } from 'vitest';
import { AuditRecorder } from '../../src/application/admin/audit-recorder';
import { UserBehaviourFacade } from '../../src/application/admin/user-behaviour.facade';
import { ResourceFacades } from '../../src/application/admin/resource-facades';
import { USERS } from '../../src/domain/admin/resources/users';
import { DelayFlow } from '../../src/application/shared/delay.flow';
import { UserBehaviourViewModel } from '../../src/ui/admin/sections/user-behaviour/user-behaviour.view-model';
import { incidentsWorld } from '../application/incidents-support';

const HOUR = 60 * 60 * 1000;

/** The section over the demo world (its generated trail, and what the test records) on the virtual clock. */
async function section(query: Record<string, string> = {}, timeZone = 'UTC') {
  const w = incidentsWorld();
  await w.login('public', 'admin@public.demo');
  const audit = w.container.get(AuditRecorder);
  // Two actions of mine in the last hour (the generated trail stops 5 minutes before the clock's start).
  audit.record('EDIT_USER', { id: '7' });
  await w.clock.advance(HOUR / 2);
  audit.record('ROLE_ADD_USER', { id: '9' });
  await w.clock.settle();
  const navigate = vi.fn<(route: string, options?: { replace?: boolean }) => void>();
  const download = vi.fn<(fileName: string, text: string) => void>();
  const users = w.container.get(ResourceFacades).of(USERS);
  const vm = new UserBehaviourViewModel(
    {
      trail: w.container.get(UserBehaviourFacade),
      userName: async (id) => {
        const user = await users.get(id);
        return user.ok ? `${user.value.name} ${user.value.lastName}` : null;
      },
      navigate,
      notify: vi.fn(),
      download,
      searchDelay: new DelayFlow(w.clock),
    },
    { route: { name: 'admin-section', tenant: 'public', section: 'user-behaviour' }, query, translate: (key) => `t:${key}`, timeZone },
  );
  vm.start();
  await w.clock.settle();
  await vi.waitFor(() => expect(vm.list.status).toBe('ready'));
  return { ...w, vm, list: vm.list, navigate, download };
}

describe('user behaviour (SPEC §7 GET /user-behaviour, §3 audit actions)', () => {
  it('opens on today in the reader’s time zone: newest first, 24 hours of actions, the users named', async () => {
    const { vm, list, clock } = await section();
    expect(list.filterValue('from')).toBe('2026-01-15');
    expect(list.filterValue('to')).toBe('2026-01-15');
    expect(list.items.slice(0, 2).map((r) => [r.action, r.userId, r.detail])).toEqual([
      ['ROLE_ADD_USER', '1', 'id: 9'],
      ['EDIT_USER', '1', 'id: 7'],
    ]);
    expect(vm.hours.map((h) => h.hour)).toHaveLength(24);
    expect(vm.hours[0]?.hour).toBe('2026-01-15 00:00');
    expect(vm.totalActions).toBe(list.total);
    expect(vm.hours.find((h) => h.hour === '2026-01-15 12:00')?.count).toBe(2);
    expect(vm.chartPoints[12]).toEqual({ label: '12:00', value: 2 });
    // The name comes from the users' demo records, whose module may still be loading when the file runs alone.
    await vi.waitFor(async () => {
      await clock.settle();
      expect(vm.users.label('1')).toBe('Ana Admin');
    });
    expect(vm.users.options).toContainEqual({ value: '1', label: 'Ana Admin' });
  });

  it('in São Paulo (UTC-3) the day starts at 03:00 UTC: the two actions fall at 09:00 local', async () => {
    const { vm, list } = await section({}, 'America/Sao_Paulo');
    expect(list.filterValue('from')).toBe('2026-01-15');
    expect(vm.hours[0]?.hour).toBe('2026-01-15 00:00');
    expect(vm.hours.find((h) => h.hour === '2026-01-15 09:00')?.count).toBe(2);
  });

  it('filters by action and by user: the route, the table and the chart follow; clearing brings all back', async () => {
    const { vm, list, navigate, clock } = await section();
    const all = list.total;
    list.setFilter('action', 'EDIT_USER');
    expect(navigate.mock.calls.at(-1)?.[0]).toBe('public/user-behaviour?f.action=EDIT_USER');
    // Today's EDIT_USER is the one recorded above, by Ana Admin (user 1); a filter keeping nothing would not do.
    const shown = () => list.items.map((r) => [r.action, r.userId, r.detail]);
    await vi.waitFor(() => expect(shown()).toEqual([['EDIT_USER', '1', 'id: 7']]));
    expect(vm.totalActions).toBe(1);
    expect(list.total).toBeLessThan(all);
    list.setFilter('user', '1');
    await clock.settle();
    await vi.waitFor(() => expect(shown()).toEqual([['EDIT_USER', '1', 'id: 7']]));
    list.setFilter('user', '2');
    await clock.settle();
    await vi.waitFor(() => expect(list.status === 'ready' && shown()).toEqual([]));
    expect(vm.totalActions).toBe(0);
    list.clearFilters();
    await vi.waitFor(() => expect(list.total).toBeGreaterThanOrEqual(all));
  });

  it('a range of days: every hour of both, and the entries of both', async () => {
    const { vm, list } = await section({ 'f.from': '2026-01-14', 'f.to': '2026-01-15' });
    expect(vm.hours).toHaveLength(48);
    expect(vm.chartPoints[0]?.label).toBe('01-14 00:00');
    // The demo trail of this tenant is all of the 15th: the range lists it, and the chart counts what it lists.
    expect(list.total).toBeGreaterThan(0);
    expect(vm.hours.reduce((sum, h) => sum + h.count, 0)).toBe(list.total);
    expect(list.items.every((r) => r.at >= '2026-01-14' && r.at < '2026-01-16')).toBe(true);
  });

  it('a day without actions lists none: the range reaches the list, not only the chart', async () => {
    const { vm, list } = await section({ 'f.from': '2026-01-14', 'f.to': '2026-01-14' });
    expect(vm.hours).toHaveLength(24);
    expect(list.total).toBe(0);
    expect(list.items).toEqual([]);
  });

  it('exports the filtered trail as CSV (ids only)', async () => {
    const { list, download } = await section({ 'f.action': 'ROLE_ADD_USER', 'f.user': '1' });
    await list.exportCsv();
    const [fileName, text] = download.mock.calls[0]!;
    expect(fileName).toBe('user-behaviour.csv');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      't:admin.user-behaviour.columns.at (t:admin.list.csv_date_format),t:admin.user-behaviour.columns.user,t:admin.user-behaviour.columns.action,t:admin.user-behaviour.columns.incident,t:admin.user-behaviour.columns.detail',
    );
    expect(lines).toContain('2026-01-15T12:30:00.000Z,1,ROLE_ADD_USER,,id: 9');
    expect(lines.slice(1).every((line) => line.includes(',1,ROLE_ADD_USER,'))).toBe(true);
  });
});
