import { FakeLatency } from '../../src/adapters/fake/fake-latency';
import { describe, expect, it } from 'vitest';
import { readForMap } from '../../src/application/admin/read-all-pages';
import { ResourceFacades } from '../../src/application/admin/resource-facades';
import { resourcePort } from '../../src/application/admin/resource-ports';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { cityOfTenant } from '../../src/adapters/fake/demo-world/incident-places';
import { DemoPlacesStore } from '../../src/adapters/fake/demo-world/places-store';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import type { FakeResourceGateway } from '../../src/adapters/fake/resource-gateway.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import type { AppRating } from '../../src/domain/admin/app-ratings';
import { defaultListQuery } from '../../src/domain/admin/list-query';
import { ALLOWED_PLACES } from '../../src/domain/admin/resources/allowed-places';
import { ARGOS } from '../../src/domain/admin/resources/argos';
import { PLACES_OF_INTEREST } from '../../src/domain/admin/resources/places-of-interest';
import { RATES_APP } from '../../src/domain/admin/resources/rates-app';
import { distanceMetres, inArea } from '../../src/domain/map/areas';
import { incidentsWorld } from './incidents-support';

const query = (filters: Record<string, string> = {}) => ({ ...defaultListQuery({ sortable: [], filters: [] }), perPage: 100, filters });

async function signedIn(tenant: 'public' | 'tenant_5' | 'tenant_24' = 'public') {
  const world = incidentsWorld();
  await world.login(tenant);
  const c = world.container;
  return {
    ...world,
    places: c.get(ResourceFacades).of(PLACES_OF_INTEREST),
    allowed: c.get(ResourceFacades).of(ALLOWED_PLACES),
    ratings: c.get(ResourceFacades).of(RATES_APP),
    argos: c.get(ResourceFacades).of(ARGOS),
    placesGateway: c.get(resourcePort(PLACES_OF_INTEREST)) as FakeResourceGateway<never>,
    allowedGateway: c.get(resourcePort(ALLOWED_PLACES)) as FakeResourceGateway<never>,
    ratingsGateway: c.get(resourcePort(RATES_APP)) as FakeResourceGateway<AppRating>,
    argosGateway: c.get(resourcePort(ARGOS)) as unknown as FakeResourceGateway<never>,
  };
}

describe('the places facades over the demo world', () => {
  it.each(['public', 'tenant_5', 'tenant_24'] as const)("%s: places, areas and Argos events lie near the tenant's city", async (tenant) => {
    const { places, allowed, argos } = await signedIn(tenant);
    const city = cityOfTenant(tenant);
    const all = await readForMap((q) => places.list(q));
    const areas = await readForMap((q) => allowed.list(q));
    const events = await argos.list(query());
    if (!all.ok || !areas.ok || !events.ok) throw new Error('a read failed');
    expect(all.value.length).toBeGreaterThan(10);
    for (const p of all.value) expect(distanceMetres(p, city)).toBeLessThan(15_000);
    expect(areas.value.some((a) => inArea(city, a.area))).toBe(true);
    for (const e of events.value.items)
      expect(distanceMetres({ latitude: e.latitude ?? 0, longitude: e.longitude ?? 0 }, city)).toBeLessThan(15_000);
  });

  it('creates a place from the form rules, finds it by category, and refuses an invalid one before any call', async () => {
    const { places } = await signedIn();
    const made = await places.create({ name: ' Clinic ', category: 'hospital', address: '', latitude: -22.95, longitude: -43.19 });
    expect(made.ok && made.value).toMatchObject({ name: 'Clinic', category: 'hospital' });
    const hospitals = await places.list(query({ category: 'hospital' }));
    expect(hospitals.ok && hospitals.value.items.map((p) => p.name)).toContain('Clinic');
    const refused = await places.create({ name: '', category: 'hospital', address: '', latitude: 95, longitude: 0 });
    expect(refused).toEqual({ ok: false, error: { kind: 'invalid', fields: { name: 'required', latitude: 'invalid-coordinate' } } });
  });

  it('refuses a polygon of two corners and saves a circle', async () => {
    const { allowed } = await signedIn();
    const two = await allowed.create({
      name: 'Line',
      area: {
        kind: 'polygon',
        points: [
          { latitude: 1, longitude: 1 },
          { latitude: 2, longitude: 2 },
        ],
      },
    });
    expect(two.ok ? null : two.error).toMatchObject({ kind: 'invalid', fields: { area: 'too-few-corners' } });
    const circle = await allowed.create({
      name: 'Centre',
      area: { kind: 'circle', center: { latitude: -22.9, longitude: -43.2 }, radiusMetres: 900 },
    });
    expect(circle.ok && circle.value.area).toEqual({ kind: 'circle', center: { latitude: -22.9, longitude: -43.2 }, radiusMetres: 900 });
  });

  it.each([
    ['the network', new GatewayError('network')],
    ['the server', new GatewayError('server', 'Boom', 500)],
  ])('a failure of %s is a Result, never a throw', async (_name, failure) => {
    const w = await signedIn();
    w.placesGateway.failWith = failure;
    w.allowedGateway.failWith = failure;
    w.ratingsGateway.failWith = failure;
    w.argosGateway.failWith = failure;
    expect((await readForMap((q) => w.places.list(q))).ok).toBe(false);
    expect((await w.places.remove('poi-1')).ok).toBe(false);
    expect((await readForMap((q) => w.allowed.list(q))).ok).toBe(false);
    expect(await w.ratings.all({ from: '', to: '' })).toMatchObject({ ok: false, error: { kind: failure.kind } });
    expect((await w.argos.list(query())).ok).toBe(false);
  });

  it('reads the ratings of a range of days; stars outside 1–5 are left out', async () => {
    const { ratings, ratingsGateway } = await signedIn();
    const all = await ratings.all({ from: '', to: '' });
    if (!all.ok) throw new Error('failed');
    const day = all.value[0]?.at.slice(0, 10) ?? '';
    const oneDay = await ratings.all({ from: day, to: day });
    // Exactly that day's ratings: both ends of the range keep the day itself.
    expect(oneDay.ok && oneDay.value).toEqual(all.value.filter((r) => r.at.startsWith(day)));
    expect(oneDay.ok && oneDay.value.length).toBeGreaterThan(0);
    const original = ratingsGateway.all.bind(ratingsGateway);
    ratingsGateway.all = async (range) => [
      ...(await original(range)),
      { id: 'bad', stars: 9, comment: '', at: '2026-01-01', platform: 'web' as const },
    ];
    const kept = await ratings.all({ from: '', to: '' });
    expect(kept.ok && kept.value.length).toBe(all.value.length);
  });

  it('makes an incident of an Argos event once; the second time is refused', async () => {
    const { argos, store } = await signedIn('tenant_24');
    const events = await argos.list(query({ status: 'new' }));
    const event = events.ok ? events.value.items[0] : undefined;
    if (!event) throw new Error('no event');
    const made = await argos.act('createIncident', event);
    if (!made.ok) throw new Error('not made');
    const incident = await store.get('tenant_24', made.value.incidentId);
    expect(incident).toMatchObject({ title: `Argos ${event.code}`, address: event.address, latitude: event.latitude });
    const again = await argos.get(event.id);
    expect(again.ok && again.value).toMatchObject({ status: 'incident_created', incidentId: made.value.incidentId });
    expect(again.ok && (await argos.act('createIncident', again.value))).toEqual({
      ok: false,
      error: { kind: 'refused', reason: 'already-created' },
    });
  });
});

describe('the demo places store keeps its changes across a reload (the tab memory)', () => {
  it('a place added before the reload is there after it; a fresh tab starts from the generated book', () => {
    const clock = new VirtualClock();
    const tab = new MemoryStorage();
    const world = (tabStorage: MemoryStorage | null) => new DemoWorld(clock, new FakeLatency(clock, 0), new MemoryStorage(), 7, tabStorage);
    const before = new DemoPlacesStore(world(tab));
    const generated = before.book('public').places.length;
    before.book('public').places.unshift({
      id: before.nextId('public', 'place'),
      name: 'Kept',
      category: 'other',
      address: '',
      latitude: 1,
      longitude: 1,
      createdAt: null,
    });
    before.keep('public');
    expect(new DemoPlacesStore(world(tab)).book('public').places[0]?.name).toBe('Kept');
    expect(new DemoPlacesStore(world(new MemoryStorage())).book('public').places).toHaveLength(generated);
  });
});
