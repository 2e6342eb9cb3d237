import { describe, expect, it, vi } from 'vitest';
import { DeleteIncidentUseCase } from '../../src/application/incidents/delete-incident.use-case';
import { FinishIncidentUseCase } from '../../src/application/incidents/finish-incident.use-case';
import { ListLiveIncidentsUseCase } from '../../src/application/incidents/list-live-incidents.use-case';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { Logger } from '../../src/application/ports/logger.port';
import type { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import type { Incident } from '../../src/domain/incident/incident';
import { incidentsWorld } from './incidents-support';

const SECOND = 1000;

async function liveList(tenant: 'public' | 'tenant_5' = 'public') {
  const w = incidentsWorld();
  await w.login(tenant);
  const create = async (title: string, phone = '+5521987654321') => {
    const incident = await w.gateway.createIncident(
      incidentsCreatePayload({
        title,
        phone,
        description: 'Live list test',
        address: 'Rua A, 1',
        city: 'Rio de Janeiro',
        latitude: -22.95,
        longitude: -43.19,
      }),
    );
    return String(incident.id);
  };
  const openLive = (all: readonly Incident[]) => all.filter((i) => i.videoStream && !i.finishedAt && !i.deletedAt).map((i) => String(i.id));
  return { ...w, create, openLive, list: w.container.get(ListLiveIncidentsUseCase), logger: w.container.get<MemoryLogger>(Logger) };
}

const time = (iso: string) => Date.parse(iso);

describe('ListLiveIncidentsUseCase (SPEC §2 the live list, §7 getIncidents first 100 onlyLive ignoreStatus, §9 page size 100)', () => {
  it('lists the open live incidents of the signed-in tenant only, newest first, with title, phone and start', async () => {
    const { list, create, clock, login, store, gateway, container, openLive } = await liveList('tenant_5');
    const otherTenant = await create('Tenant 5 incident', '+525512345678');
    await login('public');
    await clock.advance(60 * SECOND);
    const finished = await create('Finished one');
    await clock.advance(60 * SECOND);
    const deleted = await create('Deleted one');
    await clock.advance(60 * SECOND);
    const newest = await create('  Fire at the station  ');
    expect((await container.get(FinishIncidentUseCase).execute({ incidentId: finished })).ok).toBe(true);
    expect((await container.get(DeleteIncidentUseCase).execute({ incidentId: deleted })).ok).toBe(true);
    gateway.calls.length = 0;

    const result = await list.execute();
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(gateway.calls).toEqual([['getIncidents', { first: 100, onlyLive: true, ignoreStatus: true }]]);

    const ids = result.value.map((e) => e.id);
    expect(ids[0]).toBe(newest);
    expect(ids).not.toContain(finished);
    expect(ids).not.toContain(deleted);
    expect(ids).not.toContain(otherTenant);
    // Exactly the public tenant's open live incidents (the generated ones from the last half hour and the new one).
    expect([...ids].sort()).toEqual([...openLive(await store.list('public'))].sort());
    expect(ids.length).toBeGreaterThan(1);
    const starts = result.value.map((e) => time(e.startedAt));
    expect(starts.every((t) => Number.isFinite(t))).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));

    expect(result.value[0]).toEqual({
      id: newest,
      title: 'Fire at the station',
      phone: '+5521987654321',
      startedAt: new Date(clock.now()).toISOString(),
    });
  });

  it('shows at most 100, the newest ones', async () => {
    const { list, create, clock } = await liveList();
    const created: string[] = [];
    for (let i = 0; i < 105; i++) {
      await clock.advance(SECOND);
      created.push(await create(`Drill ${i}`));
    }
    const result = await list.execute();
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value).toHaveLength(100);
    expect(result.value.map((e) => e.id)).toEqual(created.slice(-100).reverse());
  });

  it('keeps its own rules when the server answers more, unsorted or not live: open live only, no duplicates, newest first, 100 at most', async () => {
    const { list, gateway } = await liveList();
    const stream = (startedAt: string | null) => ({ id: 'vs', channel: 'c', startedAt });
    const base = Date.UTC(2026, 0, 15, 10, 0, 0);
    const many: Incident[] = Array.from({ length: 150 }, (_, i) => ({
      id: String(1000 + i),
      title: `Live ${i}`,
      sendToPhone: `+55219000000${String(i).padStart(2, '0')}`,
      videoStream: stream(new Date(base + i * SECOND).toISOString()),
    }));
    const odd: Incident[] = [
      { id: 'finished', videoStream: stream(new Date(base + 999 * SECOND).toISOString()), finishedAt: '2026-01-15T11:00:00.000Z' },
      { id: 'deleted', videoStream: stream(new Date(base + 999 * SECOND).toISOString()), deletedAt: '2026-01-15T11:00:00.000Z' },
      { id: 'no-stream', videoStream: null, at: new Date(base + 999 * SECOND).toISOString() },
      { id: null, videoStream: stream(new Date(base + 999 * SECOND).toISOString()) },
      { id: '1149', title: 'duplicate', videoStream: stream(new Date(base + 149 * SECOND).toISOString()) },
    ];
    vi.spyOn(gateway, 'getIncidents').mockResolvedValueOnce([
      ...odd,
      ...[...many].reverse().filter((_, i) => i % 2 === 0),
      ...many.filter((_, i) => i % 2 === 0),
    ]);

    const result = await list.execute();
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value).toHaveLength(100);
    expect(result.value.map((e) => e.id)).toEqual(Array.from({ length: 100 }, (_, i) => String(1149 - i)));
    expect(result.value[0]).toEqual({ id: '1149', title: 'duplicate', phone: '', startedAt: new Date(base + 149 * SECOND).toISOString() });
  });

  it('falls back to sendToPhones or the creator phone, and to the incident time when the stream has no start', async () => {
    const { list, gateway } = await liveList();
    vi.spyOn(gateway, 'getIncidents').mockResolvedValueOnce([
      { id: 7, title: null, sendToPhones: ['', '+5511999990000'], videoStream: { startedAt: null }, at: '2026-01-15T11:00:00.000Z' },
      { id: 8, title: '   ', userCreate: { phone: '+525512345678' }, videoStream: { startedAt: '2026-01-15T11:30:00.000Z' } },
      { id: 9, videoStream: [{ channel: 'x' }] } as unknown as Incident,
    ]);
    expect(await list.execute()).toEqual({
      ok: true,
      value: [
        { id: '8', title: '', phone: '+525512345678', startedAt: '2026-01-15T11:30:00.000Z' },
        { id: '7', title: '', phone: '+5511999990000', startedAt: '2026-01-15T11:00:00.000Z' },
        { id: '9', title: '', phone: '', startedAt: '' },
      ],
    });
  });

  it('a gateway failure is logged and answered as its error value, not thrown', async () => {
    const { list, gateway, logger } = await liveList();
    vi.spyOn(gateway, 'getIncidents').mockRejectedValueOnce(new GatewayError('network'));
    expect(await list.execute()).toEqual({ ok: false, error: { kind: 'network' } });
    expect(logger.entries.filter((e) => e.level === 'error')).toEqual([
      { level: 'error', message: 'live incidents could not be loaded', data: { kind: 'network' } },
    ]);
    // The next call reads again.
    expect((await list.execute()).ok).toBe(true);
  });

  it('nobody signed in: the fake server refuses and the list answers its error value', async () => {
    const w = incidentsWorld();
    expect(await w.container.get(ListLiveIncidentsUseCase).execute()).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
  });
});
