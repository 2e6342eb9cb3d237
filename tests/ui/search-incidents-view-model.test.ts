import { describe, expect, it, vi } from 'vitest';
import { IncidentSearchFlow } from '../../src/application/incidents/incident-search.flow';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { RECENT_INCIDENT_DAYS, RECENT_INCIDENT_LIMIT } from '../../src/domain/search/incident-summary';
import { SearchIncidentsViewModel } from '../../src/ui/incident/search/search-incidents.view-model';
import { incidentsWorld } from '../application/incidents-support';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The panel's view model over the real flow and the demo world, on the virtual clock, signed in on the public tenant. */
async function panel() {
  const w = incidentsWorld();
  await w.login('public');
  const navigate = vi.fn();
  const vm = new SearchIncidentsViewModel(
    { search: w.container.get(IncidentSearchFlow), hasAccess: () => true, navigate },
    { defaultPrefix: '+55' },
  );
  vm.start();
  const settle = () => w.clock.advance(0);
  const search = async () => {
    vm.confirm();
    await w.clock.advance(1000);
  };
  const all = await w.store.list('public');
  return { ...w, vm, navigate, settle, search, all };
}

describe('SearchIncidentsViewModel: the search panel', () => {
  it('on open, before any criteria, lists the newest recent incidents with their count, status and address', async () => {
    const { vm, settle, all, world, gateway } = await panel();
    expect(vm.open).toBe(false);
    vm.show();
    expect(vm.open).toBe(true);
    expect(vm.recentStatus).toBe('loading');
    await settle();
    expect(gateway.calls).toContainEqual(['getIncidentsNotPagination', { all: false, numberOfDays: RECENT_INCIDENT_DAYS }]);
    const since = world.clock.now() - RECENT_INCIDENT_DAYS * DAY_MS;
    const recent = all.filter((i) => !i.deletedAt && Date.parse(i.at ?? '') >= since);
    expect(vm.recentStatus).toBe('ready');
    const list = vm.list;
    expect(list.kind).toBe('recent');
    expect(recent.length).toBeGreaterThan(0);
    expect(list.total).toBe(recent.length);
    expect(list.items).toHaveLength(Math.min(recent.length, RECENT_INCIDENT_LIMIT));
    const times = list.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = recent.sort((a, b) => Date.parse(b.at ?? '') - Date.parse(a.at ?? ''))[0];
    expect(list.items[0]).toMatchObject({ id: newest?.id, title: newest?.title, address: newest?.address });
    expect(list.items.every((item) => item.status !== '')).toBe(true);
  });

  it('says why Search is disabled: no criteria, then only one date; none once a criterion is there', async () => {
    const { vm } = await panel();
    expect(vm.confirmDisabled).toBe(true);
    expect(vm.disabledReason).toBe('search.hint_criteria');
    vm.setField('startDate', '2026-01-10');
    expect(vm.confirmDisabled).toBe(true);
    expect(vm.disabledReason).toBe('search.hint_both_dates');
    // The missing date is said once, by the hint; the end-before-start message still shows.
    expect(vm.messages).toEqual([]);
    vm.setField('endDate', '2026-01-01');
    expect(vm.disabledReason).toBeNull();
    expect(vm.messages).toEqual(['incidents.search.error']);
    vm.setField('startDate', '');
    vm.setField('endDate', '');
    vm.setField('name', 'fire');
    expect(vm.confirmDisabled).toBe(false);
    expect(vm.disabledReason).toBeNull();
  });

  it('results replace the recent list with their count and status; showRecent() goes back, criteria kept', async () => {
    const { vm, settle, search, all } = await panel();
    vm.show();
    await settle();
    const target = all.find((i) => !i.deletedAt && i.title);
    vm.setField('incidentId', String(target?.id));
    await search();
    expect(vm.list).toMatchObject({ kind: 'results', total: 1 });
    expect(vm.list.items[0]).toMatchObject({ id: target?.id, title: target?.title, address: target?.address });
    expect(vm.list.items[0]?.status).not.toBe('');
    vm.showRecent();
    expect(vm.list.kind).toBe('recent');
    expect(vm.value('incidentId')).toBe(String(target?.id));
  });

  it('no result is information (mode no-results, no failure); a failed search is a failure with the criteria kept and a retry', async () => {
    const { vm, search, rest, settle } = await panel();
    vm.setField('name', 'zzzz no such incident');
    await search();
    expect(vm.list).toEqual({ kind: 'no-results', items: [], total: 0 });
    expect(vm.failed).toBe(false);

    const spy = vi.spyOn(rest, 'search').mockRejectedValueOnce(new GatewayError('server', 'boom', 500));
    vm.setField('name', 'Flooding');
    await search();
    expect(vm.failed).toBe(true);
    expect(vm.value('name')).toBe('Flooding');
    expect(vm.busy).toBe(false);
    vm.retry();
    await settle();
    expect(vm.failed).toBe(false);
    expect(vm.list.kind).toBe('results');
    expect(spy).toHaveBeenCalledTimes(2);
    expect(vm.list.items.every((item) => item.title.includes('Flooding'))).toBe(true);
  });

  it('the recent incidents failing to load say so and can be read again', async () => {
    const { vm, settle, gateway } = await panel();
    vi.spyOn(gateway, 'getIncidentsNotPagination').mockRejectedValueOnce(new GatewayError('network', 'offline'));
    vm.show();
    await settle();
    expect(vm.recentStatus).toBe('failed');
    vm.reloadRecent();
    await settle();
    expect(vm.recentStatus).toBe('ready');
    expect(vm.list.total).toBeGreaterThan(0);
  });

  it('choosing an incident opens its view and closes the panel; closing keeps the criteria', async () => {
    const { vm, navigate, settle } = await panel();
    vm.show();
    await settle();
    vm.setField('name', 'fire');
    vm.close();
    expect(vm.open).toBe(false);
    expect(vm.value('name')).toBe('fire');
    vm.show();
    await settle();
    const first = vm.list.items[0];
    vm.choose(first?.id ?? '');
    expect(navigate).toHaveBeenCalledWith(`/public/incident/view/${first?.id}`);
    expect(vm.open).toBe(false);
    vm.dispose();
  });
});
