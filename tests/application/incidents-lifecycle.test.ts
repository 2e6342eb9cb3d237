import { describe, expect, it } from 'vitest';
import { CreateIncidentUseCase } from '../../src/application/incidents/create-incident.use-case';
import { DeleteIncidentUseCase } from '../../src/application/incidents/delete-incident.use-case';
import { AddressSuggestionsFlow } from '../../src/application/incidents/address-suggestions.flow';
import { IncidentEditFlow } from '../../src/application/incidents/incident-edit.flow';
import { FinishIncidentUseCase } from '../../src/application/incidents/finish-incident.use-case';
import { LoadIncidentUseCase } from '../../src/application/incidents/load-incident.use-case';
import { MediaPollFlow } from '../../src/application/incidents/media-poll.flow';
import { DEMO_TENANTS } from '../../src/adapters/fake/demo-world/demo-tenants';
import { GENERATED_INCIDENTS_PER_TENANT } from '../../src/adapters/fake/demo-world/incident-generator';
import { incidentsWorld } from './incidents-support';

describe('An incident from creation to deletion, in virtual time', () => {
  it('creates, edits, auto-saves, saves, finishes and deletes; leaves no timer or listener', async () => {
    const { container, login, clock, store, gateway } = incidentsWorld();
    // Deleting needs what editing needs: the tenant's super user edits at once.
    await login('tenant_5', 'super@tenant5.demo');
    const settings = DEMO_TENANTS.find((t) => t.id === 'tenant_5')?.settings;

    const created = await container.get(CreateIncidentUseCase).execute({
      form: {
        phone: '+525512345678',
        title: 'Choque',
        address: 'Paseo de la Reforma, 222',
        city: 'Ciudad de México',
        latitude: 19.43,
        longitude: -99.16,
        description: 'Dos autos',
      },
      settings,
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const id = String(created.value.id);
    expect(created.value).toMatchObject({ status: 'DRAFT', incidentsCategoryId: 14, sendToPhone: '+525512345678' });

    const loaded = await container.get(LoadIncidentUseCase).execute({ id, page: 'live' });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const editor = container.get(IncidentEditFlow);
    const poller = container.get(MediaPollFlow);
    const heard: string[] = [];
    const stop = store.onChange((i) => heard.push(i.id));
    editor.start({ incident: loaded.value.incident, settings });
    poller.start(id);

    editor.setTitle('Choque múltiple');
    await clock.advance(1500);
    editor.setTitle('Choque múltiple en Reforma');
    await clock.advance(2999);
    expect((await store.get('tenant_5', id))?.title).toBe('Choque');
    await clock.advance(1);
    expect((await store.get('tenant_5', id))?.title).toBe('Choque múltiple en Reforma');
    expect((await store.get('tenant_5', id))?.status).toBe('DRAFT');

    editor.setDescription('Dos autos y una moto');
    const addresses = container.get(AddressSuggestionsFlow);
    const [suggestion] = (await addresses.suggest('reforma')) ?? [];
    const chosen = await addresses.choose(suggestion?.id ?? '');
    expect(editor.chooseAddress(chosen!).ok).toBe(true);
    const saved = await editor.save();
    expect(saved).toMatchObject({
      ok: true,
      value: {
        description: 'Dos autos y una moto',
        address: 'Paseo de la Reforma - Juárez, Ciudad de México - Ciudad de México, Mexico',
        city: 'Ciudad de México',
      },
    });
    await clock.advance(3000); // the pending description auto-save was folded into save()
    expect(gateway.calls.filter(([m]) => m === 'updateIncident')).toHaveLength(2);

    expect((await container.get(FinishIncidentUseCase).execute({ incidentId: id, title: editor.state.values.title, settings })).ok).toBe(
      true,
    );
    expect(await container.get(LoadIncidentUseCase).execute({ id, page: 'live' })).toMatchObject({
      ok: false,
      error: { kind: 'finished' },
    });
    expect((await container.get(DeleteIncidentUseCase).execute({ incidentId: id })).ok).toBe(true);
    const gone = await store.get('tenant_5', id);
    expect(gone?.deletedAt).toBe(new Date(clock.now()).toISOString());
    expect((await gateway.getIncidents({})).some((i) => String(i.id) === id)).toBe(false);
    expect(heard.filter((h) => h === id).length).toBeGreaterThanOrEqual(4);

    editor.dispose();
    poller.dispose();
    stop();
    expect(clock.pendingTimers()).toBe(0);
    expect(store.listenerCount()).toBe(0);
  });
});

describe('Tenant isolation of the 200 generated incidents per tenant', () => {
  it('a tenant_5 caller never sees a public incident through any call', async () => {
    const { login, store, gateway, rest } = incidentsWorld();
    const pub = await store.list('public');
    const t5 = await store.list('tenant_5');
    expect(pub).toHaveLength(GENERATED_INCIDENTS_PER_TENANT);
    expect(t5).toHaveLength(GENERATED_INCIDENTS_PER_TENANT);
    const publicIds = new Set(pub.map((i) => i.id));
    const t5Ids = new Set(t5.map((i) => i.id));
    await login('tenant_5');
    const seen = [
      ...(await gateway.getIncidentsNotPagination({ all: true, numberOfDays: -1 })),
      ...(await gateway.getIncidents({ first: 100, onlyLive: true, ignoreStatus: true })),
      ...(await gateway.getIncidentsLastHours(2)),
      ...(await gateway.getAllLiveStreams()),
      ...(await rest.lives()),
      ...(await rest.userIncidents('2025-01-01', '2026-12-31')),
    ];
    expect(seen.length).toBeGreaterThan(200);
    expect(seen.every((i) => t5Ids.has(String(i.id)) && !publicIds.has(String(i.id)))).toBe(true);
    expect((await gateway.getIncidentsNotPagination({ all: true, numberOfDays: -1 })).length).toBe(200);
    const aPublic = pub[0];
    expect(await gateway.getIncidentById(aPublic?.id ?? '')).toBeNull();
    expect(await rest.search({ title: null, id: Number(aPublic?.id), dateStart: null, dateEnd: null, linkPhone: null })).toEqual([]);
    const publicLive = pub.find((i) => i.videoStream);
    await expect(gateway.joinLiveChannel(publicLive?.videoStream?.channel ?? '')).rejects.toMatchObject({ kind: 'server' });
    await expect(gateway.updateIncident(aPublic?.id ?? '', { title: 'hijack' })).rejects.toMatchObject({
      serverMessage: 'Incident not found',
    });
    await expect(rest.addPhoto(aPublic?.id ?? '', new Blob(['x']), 'a.png')).rejects.toMatchObject({ kind: 'not-found' });
    expect((await store.get('public', aPublic?.id ?? ''))?.title).toBe(aPublic?.title);
  });

  it('nobody signed in: every tenant call is refused with 401', async () => {
    const { gateway } = incidentsWorld();
    await expect(gateway.getIncidents({})).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
  });
});
