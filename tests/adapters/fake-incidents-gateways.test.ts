import { describe, expect, it } from 'vitest';
import { VideoTemplatesGateway } from '../../src/application/ports/video-templates-gateway.port';
import { cityFromAddressComponents } from '../../src/domain/incident-form/incident-location';
import { filterPrivateAddresses } from '../../src/domain/incident/operator-ips';
import type { FakeVideoTemplatesGateway } from '../../src/adapters/fake/video-templates-gateway.fake';
import { DEMO_LOCAL_ADDRESSES } from '../../src/adapters/fake/local-network.fake';
import { isOpenLive, type Incident } from '../../src/domain/incident/incident';
import { incidentsWorld } from '../application/incidents-support';
import { IN_BROWSER_DEMO_KEYS } from '../../src/adapters/fake/demo-world/share-tokens';

const HOUR = 3_600_000;

describe('FakeIncidentsGateway (GraphQL, SPEC §7)', () => {
  it('lists by window, live only, first N, not paginated by days; deleted ones only with all', async () => {
    const { login, gateway, store, clock } = incidentsWorld();
    await login('public');
    const all = await store.list('public');
    const deleted = all.filter((i) => i.deletedAt).length;
    expect((await gateway.getIncidentsNotPagination({ all: true, numberOfDays: -1 })).length).toBe(200);
    expect((await gateway.getIncidentsNotPagination({ all: false, numberOfDays: -1 })).length).toBe(200 - deleted);
    const week = await gateway.getIncidentsNotPagination({ all: false, numberOfDays: 7 });
    expect(week.every((i) => clock.now() - Date.parse(String(i.at)) <= 7 * 24 * HOUR)).toBe(true);
    expect(week.length).toBeLessThan(60);
    const lastHours = await gateway.getIncidentsLastHours(2);
    expect(lastHours.every((i) => clock.now() - Date.parse(String(i.at)) <= 2 * HOUR)).toBe(true);
    expect(lastHours.filter(isOpenLive).length).toBe(all.filter(isOpenLive).length);
    expect(await gateway.getIncidents({ first: 100, onlyLive: true, ignoreStatus: true })).toEqual(await gateway.getAllLiveStreams());
    expect((await gateway.getIncidents({ first: 5 })).length).toBe(5);
    expect((await gateway.getIncidentById(all[0]?.id ?? '')) as object).not.toHaveProperty('tenantId');
  });

  it('answers an unchanged incident as the same value on every read, and a changed one anew', async () => {
    const { login, gateway } = incidentsWorld();
    await login('public');
    const first = await gateway.getIncidentsNotPagination({ all: false, numberOfDays: -1 });
    const again = await gateway.getIncidentsNotPagination({ all: false, numberOfDays: -1 });
    expect(again.every((incident, i) => incident === first[i])).toBe(true);
    const open = first.find((incident) => !incident.finishedAt);
    await gateway.finishIncident(open?.id ?? '');
    const after = await gateway.getIncidentsNotPagination({ all: false, numberOfDays: -1 });
    const finished = after.find((incident) => incident.id === open?.id);
    expect(finished).not.toBe(open);
    expect(finished?.finishedAt).toBeTruthy();
    // Those that link to it are answered anew (their link's summary), the others as before.
    const linksTo = (incident: Incident) =>
      [incident.linkedIncident, ...(incident.linkedIncidentsToMe ?? [])].some((link) => link && String(link.id) === String(open?.id));
    const others = after.filter((incident) => incident.id !== open?.id);
    expect(others.filter((incident) => !linksTo(incident)).every((incident) => first.includes(incident))).toBe(true);
    expect(others.filter(linksTo).every((incident) => !first.includes(incident))).toBe(true);
  });

  it("joins an open live channel ({uid, token, channel}); a finished one is refused; no login needs the link's tenant and share token", async () => {
    const { login, gateway, store, world, clock } = incidentsWorld();
    const live = (await store.list('tenant_12')).find(isOpenLive);
    const channel = live?.videoStream?.channel ?? '';
    const access = { tenant: 'tenant_12', shareToken: IN_BROWSER_DEMO_KEYS.shareToken('tenant_12', live?.id ?? '', clock.now()) };
    expect(await gateway.joinLiveChannelNoAuth(channel, access)).toEqual({ uid: 1001, token: `demo-rtc-join-${channel}-1001`, channel });
    expect(await gateway.getIncidentByIdNoAuth(live?.id ?? '', access)).toMatchObject({ id: live?.id });
    await login('tenant_12');
    expect(await gateway.joinLiveChannel(channel)).toMatchObject({ uid: 1002, channel });
    expect(await gateway.joinLiveCollabChannel(`${channel}-collab-1`)).toMatchObject({ channel: `${channel}-collab-1` });
    await expect(gateway.joinLiveChannel(`${channel}-collab-1`)).rejects.toMatchObject({
      serverMessage: 'Channel not found or no longer live',
    });
    await gateway.finishIncident(live?.id ?? '');
    await expect(gateway.joinLiveChannel(channel)).rejects.toMatchObject({ kind: 'server' });
    expect(world.accounts.length).toBeGreaterThan(0);
  });

  it('refuses texts over 255 characters with the database message; 255 passes', async () => {
    const { login, gateway, store } = incidentsWorld();
    await login('public');
    const id = (await store.list('public'))[0]?.id ?? '';
    for (const field of ['title', 'description', 'address', 'city'] as const) {
      await expect(gateway.updateIncident(id, { [field]: 'a'.repeat(256) })).rejects.toMatchObject({
        kind: 'server',
        serverMessage: 'value too long for type character varying(255)',
      });
    }
    expect(await gateway.updateIncident(id, { title: 'a'.repeat(255) })).toMatchObject({ title: 'a'.repeat(255) });
  });

  it('a deleted incident is still readable (deletedAt set) but refuses changes; finishing twice keeps the first time', async () => {
    const { login, gateway, store, clock } = incidentsWorld();
    await login('public');
    const target = (await store.list('public')).find(isOpenLive);
    const id = target?.id ?? '';
    await gateway.finishIncident(id);
    const firstFinish = (await store.get('public', id))?.finishedAt;
    await clock.advance(60_000);
    await gateway.finishIncident(id);
    expect((await store.get('public', id))?.finishedAt).toBe(firstFinish);
    await gateway.deleteIncident(id);
    expect(await gateway.getIncidentById(id)).toMatchObject({ id, deletedAt: new Date(clock.now()).toISOString() });
    // The link says the incident ended, and nothing else of it.
    expect(
      await gateway.getIncidentByIdNoAuth(id, { tenant: 'public', shareToken: IN_BROWSER_DEMO_KEYS.shareToken('public', id, clock.now()) }),
    ).toEqual({
      id,
      finishedAt: firstFinish,
      deletedAt: new Date(clock.now()).toISOString(),
    });
    await expect(gateway.updateIncident(id, { title: 'x' })).rejects.toMatchObject({ serverMessage: 'Incident has been deleted' });
    await expect(gateway.deleteIncident(id)).rejects.toMatchObject({ serverMessage: 'Incident has been deleted' });
  });

  it('deletes and approves comments', async () => {
    const { login, gateway, store } = incidentsWorld();
    await login('public');
    const target = (await store.list('public')).find((i) => !i.deletedAt && (i.comments ?? []).length >= 2);
    const [first, second] = target?.comments ?? [];
    await gateway.deleteComment(target?.id ?? '', first?.id ?? '');
    const after = await store.get('public', target?.id ?? '');
    expect(after?.comments?.some((c) => c.id === first?.id)).toBe(false);
    expect(after?.commentsCount).toBe((target?.comments ?? []).length - 1);
    await gateway.approveComment(target?.id ?? '', second?.id ?? '');
    expect((await store.get('public', target?.id ?? ''))?.comments?.find((c) => c.id === second?.id)).toMatchObject({
      isReported: false,
      reportedAt: null,
    });
    await expect(gateway.deleteComment(target?.id ?? '', 'nope')).rejects.toMatchObject({ serverMessage: 'Comment not found' });
  });

  it('stopAllChannels (REST or mutation) ends the stream: no longer live, media kept; videosContents answers the recorded videos by id or channel', async () => {
    const { login, gateway, rest, store } = incidentsWorld();
    await login('public');
    const [live, other] = (await store.list('public')).filter(isOpenLive);
    await rest.stopAllChannels(live?.id ?? '');
    const stopped = await store.get('public', live?.id ?? '');
    expect(stopped).toMatchObject({
      isStreamingLive: false,
      videoStream: null,
      finishedAt: live?.finishedAt ?? null,
      media: live?.media ?? [],
    });
    expect(isOpenLive(stopped!)).toBe(false);
    expect((await gateway.getIncidents({ first: 100, onlyLive: true, ignoreStatus: true })).map((i) => i.id)).not.toContain(live?.id);
    await gateway.stopAllChannelsMutation(other?.id ?? '');
    expect(isOpenLive((await store.get('public', other?.id ?? ''))!)).toBe(false);
    const recorded = (await store.list('public')).find((i) => (i.media ?? []).some((m) => m.typeContent === 'cloudRecording'));
    const videos = await gateway.videosContents(recorded?.id ?? '');
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((m) => m.typeContent === 'video' || m.typeContent === 'cloudRecording')).toBe(true);
  });
});

describe('FakeIncidentsRestGateway (SPEC §7 REST)', () => {
  it('search: phone digits contained, title contains (any case), deleted left out, empty request -> nothing', async () => {
    const { login, rest, store } = incidentsWorld();
    await login('tenant_24');
    const all = await store.list('tenant_24');
    const target = all.find((i) => !i.deletedAt);
    const digits = (target?.userCreate?.phone ?? '').slice(-6);
    const byPhone = await rest.search({ title: null, id: null, dateStart: null, dateEnd: null, linkPhone: digits });
    expect(byPhone.length).toBeGreaterThan(0);
    expect(byPhone.every((r) => (r.phone ?? '').includes(digits))).toBe(true);
    const byTitle = await rest.search({ title: 'GAS LEAK', id: null, dateStart: null, dateEnd: null, linkPhone: null });
    expect(byTitle.length).toBeGreaterThan(0);
    expect(byTitle.every((r) => (r.title ?? '').toLowerCase().includes('gas leak'))).toBe(true);
    const deleted = all.find((i) => i.deletedAt);
    expect(await rest.search({ title: null, id: Number(deleted?.id), dateStart: null, dateEnd: null, linkPhone: null })).toEqual([]);
    expect(await rest.search({ title: null, id: null, dateStart: null, dateEnd: null, linkPhone: null })).toEqual([]);
  });

  it('clones media, counts push notifications, converts only video media to mp4', async () => {
    const { login, rest, store } = incidentsWorld();
    await login('public');
    const all = await store.list('public');
    const from = all.find((i) => !i.deletedAt && (i.media ?? []).length >= 2);
    const to = all.find(isOpenLive);
    const before = (to?.media ?? []).length;
    await rest.cloneMedia(from?.id ?? '', to?.id ?? '');
    const cloned = (await store.get('public', to?.id ?? ''))?.media ?? [];
    expect(cloned.length).toBe(before + (from?.media ?? []).length);
    expect(cloned.at(-1)?.originalIncidentId).toBe(from?.id);
    await rest.sendPushNotification(to?.id ?? '', ['new_incidents']);
    await rest.sendGlobalPushNotification(to?.id ?? '');
    expect(rest.pushes).toEqual([
      { incidentId: to?.id, topics: ['new_incidents'] },
      { incidentId: to?.id, topics: 'global' },
    ]);
    const image = (from?.media ?? []).find((m) => m.typeContent === 'image');
    expect(await rest.convertToMp4(from?.id ?? '', String(image?.id))).toBeNull();
    await expect(rest.convertToMp4(from?.id ?? '', 'missing')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it("user incidents: the caller's own (active operator) between the dates", async () => {
    const { login, rest, clock } = incidentsWorld();
    await login('public');
    const day = new Date(clock.now()).toISOString().slice(0, 10);
    const mine = await rest.userIncidents('2025-10-01', day);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((i) => i.activeOperator?.id === '2')).toBe(true);
  });
});

describe('Address autocomplete, local network, files, video templates (fakes)', () => {
  it.each([
    ['copacabana', 'Rio de Janeiro', -22.97],
    ['Insurgentes', 'Ciudad de México', 19.41],
    ['carrera 7 bogota', 'Bogotá', 4.59],
    ['garza sada', 'Monterrey', 25.65],
  ])('finds %s in %s, with a city in the components', async (query, city, lat) => {
    const { places } = incidentsWorld();
    const [first] = await places.suggest(query);
    const details = await places.details(first?.id ?? '');
    expect(cityFromAddressComponents(details?.components)).toBe(city);
    expect(Math.abs((details?.latitude ?? 0) - lat)).toBeLessThan(0.02);
  });

  it('ignores short queries and unknown ids; keeps the house number', async () => {
    const { places } = incidentsWorld();
    expect(await places.suggest('ab')).toEqual([]);
    expect(await places.suggest('xyzzy street')).toEqual([]);
    expect(await places.details('nope')).toBeNull();
    const [withNumber] = await places.suggest('Rua Humaitá 50');
    expect(await places.details(withNumber?.id ?? '')).toMatchObject({
      address: 'Rua Humaitá, 50 - Humaitá, Rio de Janeiro - Rio de Janeiro, Brazil',
    });
  });

  it('the local network list has private and non-private candidates so the filter is exercised', async () => {
    const { network } = incidentsWorld();
    const found = await network.addresses(2000);
    expect(found).toEqual(DEMO_LOCAL_ADDRESSES);
    expect(filterPrivateAddresses(found)).toEqual(['192.168.0.23', '10.20.30.40', 'fe80::1c2b:3aff:fe4d:5e6f', '172.16.5.4']);
  });

  it('video templates: per-tenant CRUD, upload and download link', async () => {
    const { login, container } = incidentsWorld();
    await login('public');
    const templates = container.get<FakeVideoTemplatesGateway>(VideoTemplatesGateway);
    expect((await templates.list()).length).toBe(2);
    const created = await templates.create({ name: 'Evacuate' });
    expect(await templates.update(created.id ?? '', { name: 'Evacuate now' })).toMatchObject({ name: 'Evacuate now' });
    await templates.upload(created.id ?? '', new Blob(['v']));
    // The uploaded video itself (an object URL while the page lives), marked with when the link stops working.
    expect(await templates.downloadLink(created.id ?? '')).toMatch(/^blob:.+#expires=\d+$/);
    await login('tenant_5');
    await expect(templates.get(created.id ?? '')).rejects.toMatchObject({ kind: 'not-found' });
    await login('public');
    await templates.remove(created.id ?? '');
    expect((await templates.list()).length).toBe(2);
  });
});
