import { describe, expect, it } from 'vitest';
import { IncidentsMapFacade } from '../../src/application/admin/incidents-map.facade';
import { GatewayError } from '../../src/application/ports/gateway-error';
import type { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import type { Logger } from '../../src/application/ports/logger.port';
import { RepeatFlow } from '../../src/application/shared/repeat.flow';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import type { Incident } from '../../src/domain/incident/incident';
import type { AuditAction } from '../../src/domain/shared/constants';
import { INCIDENTS_MAP_REFRESH_MS, incidentsMapViewModel } from '../../src/ui/admin/sections/incidents-map/incidents-map.view-model';
import { TELEPORT_MAP_REFRESH_MS, teleportMapViewModel } from '../../src/ui/admin/sections/teleport-map/teleport-map.view-model';

const silentLogger: Logger = { level: 'off', error: () => {}, warning: () => {}, info: () => {}, debug: () => {} };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const STREAM = { id: 's', incidentId: '1', token: 't', channel: 'c', startedAt: '2026-01-15T11:50:00.000Z', sid: null, incident: null };
const incident = (id: number, latitude: number, longitude: number, patch: Partial<Incident> = {}): Incident => ({
  id,
  title: `Incident ${id}`,
  address: `Street ${id}`,
  at: `2026-01-15T11:${String(10 + id).padStart(2, '0')}:00.000Z`,
  latitude,
  longitude,
  ...patch,
});
/** Rio: two incidents 70 m apart (one cluster at city zoom), one 3 km away, one live, one without coordinates. */
const WINDOW = [
  incident(1, -22.951, -43.194),
  incident(2, -22.9505, -43.1935, { videoStream: STREAM }),
  incident(3, -22.93, -43.17),
  incident(4, 0, 0),
];

/** The world the maps read: answers per call, a switch to fail, the calls made. */
function world(answer: readonly Incident[] = WINDOW) {
  const calls: string[] = [];
  const state = { answer: [...answer], failing: false };
  const read = (name: string, args: string) => {
    calls.push(`${name}(${args})`);
    return state.failing ? Promise.reject(new GatewayError('network')) : Promise.resolve(state.answer);
  };
  const gateway = {
    getIncidentsLastHours: (hours: number) => read('getIncidentsLastHours', String(hours)),
    getAllLiveStreams: () => read('getAllLiveStreams', ''),
  } as unknown as IncidentsGateway;
  const audit: { action: AuditAction; detail: Readonly<Record<string, unknown>> }[] = [];
  const useCase = new IncidentsMapFacade(gateway, { record: (action, detail = {}) => audit.push({ action, detail }) }, silentLogger);
  const clock = new VirtualClock();
  const navigated: string[] = [];
  const deps = { incidents: useCase, repeat: new RepeatFlow(clock), navigate: (route: string) => navigated.push(route) };
  return { calls, state, audit, clock, navigated, deps };
}

async function openIncidentsMap(answer?: readonly Incident[]) {
  const w = world(answer);
  const vm = incidentsMapViewModel(w.deps, 'public');
  vm.start();
  await settle();
  return { ...w, vm };
}

describe('incidents map: the last two hours, refreshed on the Clock', () => {
  it('reads the last 2 hours on opening, again every 30 s of the Clock, and never after closing', async () => {
    const { vm, calls, clock } = await openIncidentsMap();
    expect(calls).toEqual(['getIncidentsLastHours(2)']);
    expect(vm.status).toBe('ready');
    expect(vm.updatedAt).toBe(clock.now());
    expect(vm.refreshMs).toBe(INCIDENTS_MAP_REFRESH_MS);
    await clock.advance(INCIDENTS_MAP_REFRESH_MS - 1);
    expect(calls).toHaveLength(1);
    await clock.advance(1);
    expect(calls).toHaveLength(2);
    expect(vm.updatedAt).toBe(clock.now());
    vm.dispose();
    expect(clock.pendingTimers()).toBe(0);
    await clock.advance(INCIDENTS_MAP_REFRESH_MS * 3);
    expect(calls).toHaveLength(2);
  });

  it('lists every incident newest first, live ones marked; draws those with coordinates, the two close ones as one cluster', async () => {
    const { vm } = await openIncidentsMap();
    expect(vm.entries.map((e) => [e.id, e.live])).toEqual([
      ['4', false],
      ['3', false],
      ['2', true],
      ['1', false],
    ]);
    expect(vm.located.map((e) => e.id)).toEqual(['3', '2', '1']);
    expect(vm.chosenView).toBeNull();
    expect(vm.clusters.map((c) => c.members.map((m) => m.id))).toEqual([['1', '2'], ['3']]);
  });

  it('an empty window is ready with no entries (the page says so)', async () => {
    const { vm } = await openIncidentsMap([]);
    expect(vm.status).toBe('ready');
    expect(vm.entries).toEqual([]);
  });

  it('a failed refresh keeps the markers and says so; the next one clears it; a first failure offers to try again', async () => {
    const { vm, state, clock } = await openIncidentsMap();
    const readAt = vm.updatedAt;
    state.failing = true;
    await clock.advance(INCIDENTS_MAP_REFRESH_MS);
    expect({ stale: vm.stale, shown: vm.entries.length, readAt: vm.updatedAt }).toEqual({ stale: true, shown: 4, readAt });
    state.failing = false;
    await clock.advance(INCIDENTS_MAP_REFRESH_MS);
    expect([vm.stale, vm.updatedAt]).toEqual([false, clock.now()]);
    vm.dispose();

    const failing = world();
    failing.state.failing = true;
    const first = incidentsMapViewModel(failing.deps, 'public');
    first.start();
    await settle();
    expect(first.status).toBe('failed');
    failing.state.failing = false;
    await first.refresh(false);
    expect(first.status).toBe('ready');
    first.dispose();
  });
});

describe('incidents map: the list and the map in step', () => {
  it('selecting in the list centres the map on the marker, close enough to show it on its own', async () => {
    const { vm } = await openIncidentsMap();
    vm.select('1', 'list');
    expect(vm.selectedId).toBe('1');
    expect(vm.selectedFrom).toBe('list');
    expect(vm.view.center).toEqual({ latitude: -22.951, longitude: -43.194 });
    const own = vm.clusters.find((c) => c.members.some((m) => m.id === '1'));
    expect(own?.members).toHaveLength(1);
    expect(own?.key).toBe('1');
  });

  it('selecting a marker selects its row (the list scrolls to it) and leaves the map where it is', async () => {
    const { vm } = await openIncidentsMap();
    vm.select('3', 'map');
    expect(vm.selected?.id).toBe('3');
    expect(vm.selectedFrom).toBe('map');
    expect(vm.chosenView).toBeNull();
  });

  it('an incident without coordinates is selected in the list without moving the map', async () => {
    const { vm } = await openIncidentsMap();
    vm.select('4', 'list');
    expect(vm.selectedId).toBe('4');
    expect(vm.chosenView).toBeNull();
  });

  it('pressing a cluster zooms in on it until its markers part; show all fits every marker again', async () => {
    const { vm } = await openIncidentsMap();
    const cluster = vm.clusters.find((c) => c.members.length === 2);
    if (!cluster) throw new Error('no cluster');
    const before = vm.view.zoom;
    vm.zoomInto(cluster);
    expect(vm.view.zoom).toBeGreaterThan(before);
    expect(vm.clusters.filter((c) => c.members.some((m) => m.id === '1' || m.id === '2'))).toHaveLength(2);
    vm.showAll();
    expect(vm.view.zoom).toBe(before);
  });

  it('a selected incident that leaves the window is no longer selected after the refresh', async () => {
    const { vm, state, clock } = await openIncidentsMap();
    vm.select('3', 'map');
    state.answer = state.answer.filter((i) => i.id !== 3);
    await clock.advance(INCIDENTS_MAP_REFRESH_MS);
    expect(vm.selectedId).toBeNull();
  });

  it.each([
    ['an operator with the live page', { isSuperUser: () => false, permissions: () => ['teleport'] }, '/public/incident/live/2'],
    ['a super user', { isSuperUser: () => true, permissions: () => [] }, '/public/incident/live/2'],
    ['a user without the live page', { isSuperUser: () => false, permissions: () => ['incidents-map'] }, '/public/incident/view/2'],
  ])('a live incident opened by %s: its live session when permitted, else its incident view', async (_who, user, route) => {
    const w = world();
    const vm = incidentsMapViewModel({ ...w.deps, user }, 'public');
    vm.start();
    await settle();
    const live = vm.entries.find((e) => e.id === '2')!;
    const past = vm.entries.find((e) => e.id === '1')!;
    expect(vm.opensLive(live)).toBe(route.includes('/live/'));
    expect(vm.opensLive(past)).toBe(false);
    vm.open('2');
    vm.open('1');
    expect(w.navigated).toEqual([route, '/public/incident/view/1']);
    expect(w.audit.map((a) => a.detail)).toEqual([{ incidentId: '2' }, { incidentId: '1' }]);
    vm.dispose();
  });

  it('opening an incident records SELECT_INCIDENT_FROM_MAP and goes to its incident view', async () => {
    const { vm, audit, navigated } = await openIncidentsMap();
    vm.select('2', 'list');
    vm.open('2');
    expect(audit).toEqual([{ action: 'SELECT_INCIDENT_FROM_MAP', detail: { incidentId: '2' } }]);
    expect(navigated).toEqual(['/public/incident/view/2']);
  });
});

describe('teleport map: the live streams now', () => {
  it('reads the live streams every 15 s while open and opens a stream on its live page', async () => {
    const w = world([incident(2, -22.9505, -43.1935, { videoStream: STREAM })]);
    const vm = teleportMapViewModel(w.deps, 'tenant_5');
    vm.start();
    await settle();
    expect(w.calls).toEqual(['getAllLiveStreams()']);
    await w.clock.advance(TELEPORT_MAP_REFRESH_MS);
    expect(w.calls).toHaveLength(2);
    vm.open('2');
    expect(w.navigated).toEqual(['/tenant_5/incident/live/2']);
    expect(w.audit).toEqual([]);
    vm.dispose();
    expect(w.clock.pendingTimers()).toBe(0);
  });
});
