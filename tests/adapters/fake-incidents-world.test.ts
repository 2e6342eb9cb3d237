import { FakeLatency } from '../../src/adapters/fake/fake-latency';
import { describe, expect, it } from 'vitest';
import { isDeleted, isFinished, isOpenLive } from '../../src/domain/incident/incident';
import { GENERATED_INCIDENTS_PER_TENANT } from '../../src/adapters/fake/demo-world/incident-generator';
import { incidentsWorld } from '../application/incidents-support';

const DAY = 24 * 60 * 60 * 1000;

describe('The demo world incidents (generated, per tenant)', () => {
  it('generates 200 incidents per tenant, lazily, over the last 90 days, newest first', async () => {
    const { store, clock } = incidentsWorld();
    expect(store.isGenerated('public')).toBe(false);
    const lists = await Promise.all(['public', 'tenant_5', 'tenant_12', 'tenant_24'].map((t) => store.list(t)));
    expect(store.isGenerated('public')).toBe(true);
    for (const list of lists) {
      expect(list).toHaveLength(GENERATED_INCIDENTS_PER_TENANT);
      for (const incident of list) {
        const at = Date.parse(incident.at ?? '');
        expect(at).toBeLessThanOrEqual(clock.now());
        expect(at).toBeGreaterThanOrEqual(clock.now() - 90 * DAY);
      }
      const times = list.map((i) => Date.parse(i.at ?? ''));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
  });

  it('is deterministic for the same seed and clock', async () => {
    const a = await incidentsWorld().store.list('tenant_5');
    const b = await incidentsWorld().store.list('tenant_5');
    expect(b).toEqual(a);
  });

  it('has live, finished, deleted, linked incidents with media, comments, updates and reactions', async () => {
    const { store, clock } = incidentsWorld();
    const list = await store.list('public');
    const live = list.filter(isOpenLive);
    expect(live.length).toBeGreaterThanOrEqual(2);
    expect(live.length).toBeLessThanOrEqual(3);
    for (const l of live) {
      expect(clock.now() - Date.parse(l.at ?? '')).toBeLessThanOrEqual(30 * 60 * 1000);
      expect(l.videoStream).toMatchObject({ channel: `incident-${l.id}`, incidentId: l.id });
    }
    expect(list.filter((i) => isFinished(i)).length).toBeGreaterThan(100);
    const deleted = list.filter((i) => isDeleted(i)).length;
    expect(deleted).toBeGreaterThan(0);
    expect(deleted).toBeLessThan(20);
    const linked = list.filter((i) => i.linkedIncident);
    expect(linked.length).toBeGreaterThan(5);
    for (const i of linked) {
      const target = list.find((t) => t.id === i.linkedIncident?.id);
      expect(target?.linkedIncidentsToMe?.some((l) => l.id === i.id)).toBe(true);
      expect(target?.userCreate?.phone).toBe(i.userCreate?.phone);
    }
    const media = list.flatMap((i) => i.media ?? []);
    expect(new Set(media.map((m) => m.typeContent))).toEqual(new Set(['image', 'video', 'file', 'cloudRecording']));
    for (const m of media.filter((x) => x.typeContent === 'image')) expect(m.url).toMatch(/^data:image\/svg\+xml/);
    expect(media.every((m) => !/^https?:/.test(m.url ?? ''))).toBe(true);
    expect(list.some((i) => (i.comments ?? []).length > 0 && (i.updates ?? []).length > 0)).toBe(true);
    expect(list.every((i) => typeof i.redHeart === 'number' && i.userCreate?.phone?.startsWith('+55'))).toBe(true);
    expect(list.every((i) => Math.abs(Number(i.latitude) - -22.95) < 0.2 && Math.abs(Number(i.longitude) - -43.19) < 0.2)).toBe(true);
  });

  it("keeps tenants apart: ids never collide and a tenant cannot read another tenant's incident", async () => {
    const { store } = incidentsWorld();
    const pub = await store.list('public');
    const t5 = await store.list('tenant_5');
    const ids = new Set(pub.map((i) => i.id));
    expect(t5.some((i) => ids.has(i.id))).toBe(false);
    expect(await store.get('tenant_5', pub[0]?.id ?? '')).toBeUndefined();
    expect(t5.every((i) => i.tenantId === 'tenant_5' && i.userCreate?.phone?.startsWith('+52'))).toBe(true);
  });
});

describe('the demo keeps incidents created in this tab across a reload (session storage)', () => {
  it('a new store over the same storage finds the created and edited incident and continues the ids', async () => {
    const { IncidentStore } = await import('../../src/adapters/fake/demo-world/incident-store');
    const { DemoWorld } = await import('../../src/adapters/fake/demo-world/demo-world');
    const { MemoryStorage } = await import('../../src/adapters/fake/memory-storage.fake');
    const { VirtualClock } = await import('../../src/adapters/fake/virtual-clock.fake');
    const clock = new VirtualClock();
    const storage = new MemoryStorage();
    const world = () => new DemoWorld(clock, new FakeLatency(clock, 0), new MemoryStorage(), 7);
    const first = new IncidentStore(world(), storage);
    const account = { id: '1', email: 'a@b.c', name: 'A', lastName: 'B' } as never;
    const payload = {
      input: {
        title: 'Kept',
        description: 'd',
        address: 'a',
        city: 'c',
        latitude: null,
        longitude: null,
        sendToPhone: '+5521987654321',
        incidentsCategoryId: 14,
        status: 'DRAFT',
      },
      operatorIps: [],
    };
    const created = await first.create('public', payload, account);
    await first.update('public', created.id, { title: 'Kept and edited' });
    await clock.settle();
    const second = new IncidentStore(world(), storage);
    expect((await second.get('public', created.id))?.title).toBe('Kept and edited');
    const next = await second.create('public', payload, account);
    expect(Number(next.id)).toBe(Number(created.id) + 1);
  });
});
