import { describe, expect, it, vi } from 'vitest';
import { CreateIncidentUseCase } from '../../src/application/incidents/create-incident.use-case';
import { LoadIncidentUseCase } from '../../src/application/incidents/load-incident.use-case';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { DEMO_TENANTS } from '../../src/adapters/fake/demo-world/demo-tenants';
import { VALUE_TOO_LONG_MESSAGE } from '../../src/adapters/fake/incidents-gateway.fake';
import { isOpenLive } from '../../src/domain/incident/incident';
import { saveFailureDialog } from '../../src/domain/incident-form/incident-save-error';
import { incidentsWorld } from './incidents-support';

const settingsOf = (tenant: string) => DEMO_TENANTS.find((t) => t.id === tenant)?.settings ?? null;
const FORM = {
  phone: '+5521987654321',
  title: '  Car crash  ',
  address: 'Rua Voluntários da Pátria, 100 - Botafogo',
  city: 'Rio de Janeiro',
  latitude: -22.951207,
  longitude: -43.1944118,
  description: 'Two cars collided',
};

describe('CreateIncident (SPEC §4, §5, §7, §8)', () => {
  it('creates a DRAFT incident of category 14 with the private local addresses only', async () => {
    const { container, login, gateway, store } = incidentsWorld();
    await login('public');
    const result = await container.get(CreateIncidentUseCase).execute({ form: FORM, settings: settingsOf('public') });
    expect(result.ok).toBe(true);
    const call = gateway.calls.find(([m]) => m === 'createIncident');
    expect(call?.[1]).toEqual({
      input: {
        title: 'Car crash',
        description: 'Two cars collided',
        address: 'Rua Voluntários da Pátria, 100 - Botafogo',
        city: 'Rio de Janeiro',
        latitude: -22.951207,
        longitude: -43.1944118,
        sendToPhone: '+5521987654321',
        incidentsCategoryId: 14,
        status: 'DRAFT',
      },
      operatorIps: ['192.168.0.23', '10.20.30.40', 'fe80::1c2b:3aff:fe4d:5e6f', '172.16.5.4'],
    });
    if (!result.ok) return;
    const stored = await store.get('public', String(result.value.id));
    expect(stored).toMatchObject({ status: 'DRAFT', incidentsCategoryId: 14, sendToPhone: '+5521987654321', tenantId: 'public' });
    expect(stored?.videoStream).toMatchObject({ channel: `incident-${String(result.value.id)}`, incidentId: String(result.value.id) });
    expect(isOpenLive(stored ?? {})).toBe(true);
  });

  it('cuts a slow local network discovery off at exactly 2000 ms of virtual time and sends no addresses', async () => {
    const { container, login, gateway, network, clock, store } = incidentsWorld();
    await login('public');
    await store.list('public');
    network.delayMs = 10_000;
    let done = false;
    const pending = container
      .get(CreateIncidentUseCase)
      .execute({ form: FORM, settings: null })
      .then((r) => {
        done = true;
        return r;
      });
    await clock.advance(1999);
    expect(done).toBe(false);
    expect(gateway.calls.some(([m]) => m === 'createIncident')).toBe(false);
    await clock.advance(1);
    const result = await pending;
    expect(result.ok).toBe(true);
    expect(network.requests).toEqual([2000]);
    expect(gateway.calls.find(([m]) => m === 'createIncident')?.[1]).toMatchObject({ operatorIps: [] });
    // the fake's own (late) timer is the only one left; the use case's cut-off timer was cleared
    expect(clock.pendingTimers()).toBe(1);
    await clock.advance(10_000);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('keeps addresses found before the 2 s limit (1500 ms) and clears its cut-off timer', async () => {
    const { container, login, gateway, network, clock } = incidentsWorld();
    await login('public');
    network.delayMs = 1500;
    network.addressesList = ['10.1.1.1', '8.8.8.8'];
    const pending = container.get(CreateIncidentUseCase).execute({ form: FORM, settings: null });
    await clock.advance(1500);
    expect((await pending).ok).toBe(true);
    expect(gateway.calls.find(([m]) => m === 'createIncident')?.[1]).toMatchObject({ operatorIps: ['10.1.1.1'] });
    expect(clock.pendingTimers()).toBe(0);
  });

  it('sends no addresses when discovery fails', async () => {
    const { container, login, gateway, network } = incidentsWorld();
    await login('public');
    vi.spyOn(network, 'addresses').mockRejectedValueOnce(new Error('no RTCPeerConnection'));
    expect((await container.get(CreateIncidentUseCase).execute({ form: FORM, settings: null })).ok).toBe(true);
    expect(gateway.calls.find(([m]) => m === 'createIncident')?.[1]).toMatchObject({ operatorIps: [] });
  });

  it.each([
    ['a required title is missing (tenant_5)', 'tenant_5', { ...FORM, title: '   ' }, { kind: 'required-title' }],
    [
      'the title exceeds limitedTitleLength 60 (tenant_5)',
      'tenant_5',
      { ...FORM, title: 'x'.repeat(61) },
      { kind: 'invalid', errors: [{ field: 'title', key: 'settings.limited-description-length', params: { limit: 60 } }] },
    ],
    [
      'address and description are missing',
      'public',
      { ...FORM, address: 'unavailable', description: '' },
      {
        kind: 'invalid',
        errors: [
          { field: 'address', key: 'incident.form.address_required' },
          { field: 'description', key: 'incident.form.description_required' },
        ],
      },
    ],
    [
      'the title is missing (no setting)',
      'public',
      { ...FORM, title: '' },
      { kind: 'invalid', errors: [{ field: 'title', key: 'incident.form.title_required' }] },
    ],
  ] as const)('refuses before any call when %s', async (_name, tenant, form, error) => {
    const { container, login, gateway, network } = incidentsWorld();
    await login(tenant);
    const result = await container.get(CreateIncidentUseCase).execute({ form, settings: settingsOf(tenant) });
    expect(result).toEqual({ ok: false, error });
    expect(gateway.calls).toEqual([]);
    expect(network.requests).toEqual([]);
  });

  it('accepts a 60-character title on tenant_5 (the limit itself)', async () => {
    const { container, login } = incidentsWorld();
    await login('tenant_5');
    const result = await container
      .get(CreateIncidentUseCase)
      .execute({ form: { ...FORM, title: 'y'.repeat(60) }, settings: settingsOf('tenant_5') });
    expect(result.ok).toBe(true);
  });

  it('maps the database refusal of a 256-character description to value_too_long (SPEC §8)', async () => {
    const { container, login, store } = incidentsWorld();
    await login('public');
    const before = (await store.list('public')).length;
    const result = await container.get(CreateIncidentUseCase).execute({ form: { ...FORM, description: 'd'.repeat(256) }, settings: null });
    expect(result).toEqual({ ok: false, error: { kind: 'server', message: VALUE_TOO_LONG_MESSAGE } });
    expect(saveFailureDialog(VALUE_TOO_LONG_MESSAGE)).toEqual({
      titleKey: 'error',
      textKey: 'something_is_wrong',
      detail: { kind: 'key', key: 'value_too_long' },
    });
    expect((await store.list('public')).length).toBe(before);
    const ok255 = await container.get(CreateIncidentUseCase).execute({ form: { ...FORM, description: 'd'.repeat(255) }, settings: null });
    expect(ok255.ok).toBe(true);
  });

  it('shows the server message without its GraphQL prefix, or the generic text when there is none', async () => {
    const { container, login, gateway } = incidentsWorld();
    await login('public');
    vi.spyOn(gateway, 'createIncident')
      .mockRejectedValueOnce(new GatewayError('server', 'GraphQL error: Phone is blocked'))
      .mockRejectedValueOnce(new GatewayError('network'));
    const useCase = container.get(CreateIncidentUseCase);
    const blocked = await useCase.execute({ form: FORM, settings: null });
    expect(blocked).toEqual({ ok: false, error: { kind: 'server', message: 'GraphQL error: Phone is blocked' } });
    expect(saveFailureDialog(blocked.ok ? null : (blocked.error as { message?: string }).message).detail).toEqual({
      kind: 'server',
      message: 'Phone is blocked',
    });
    const down = await useCase.execute({ form: FORM, settings: null });
    expect(down).toEqual({ ok: false, error: { kind: 'network' } });
    expect(saveFailureDialog(down.ok ? null : (down.error as { message?: string }).message).detail).toBeNull();
    expect(VALUE_TOO_LONG_MESSAGE).toBe('value too long for type character varying(255)');
  });
});

describe('LoadIncident (SPEC §2, §8 finished on load)', () => {
  it('loads a live incident with its form values', async () => {
    const { container, login, store } = incidentsWorld();
    await login('public');
    const live = (await store.list('public')).find(isOpenLive);
    const result = await container.get(LoadIncidentUseCase).execute({ id: live?.id ?? '', page: 'live' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        incident: { id: live?.id },
        form: { title: live?.title, phone: live?.userCreate?.phone, createdAt: live?.at, city: 'Rio de Janeiro' },
      },
    });
  });

  it('refuses a finished, streamless or day-old incident in the live view with finished_incident -> list', async () => {
    const { container, login, store, clock } = incidentsWorld();
    await login('public');
    const all = await store.list('public');
    const finished = all.find((i) => i.finishedAt);
    const noStream = all.find((i) => !i.finishedAt && !i.deletedAt && !i.videoStream);
    const live = all.find(isOpenLive);
    const load = container.get(LoadIncidentUseCase);
    const FINISHED = { ok: false, error: { kind: 'finished' } };
    expect(await load.execute({ id: finished?.id ?? '', page: 'live' })).toEqual(FINISHED);
    expect(await load.execute({ id: noStream?.id ?? '', page: 'live' })).toEqual(FINISHED);
    // the detail page shows past incidents
    expect((await load.execute({ id: finished?.id ?? '', page: 'view' })).ok).toBe(true);
    // past its time: 24 h after the stream started
    const startedAt = Date.parse(live?.videoStream?.startedAt ?? '');
    await clock.advance(startedAt + 24 * 3_600_000 - clock.now());
    await login('public'); // the demo token lives 12 h
    expect((await load.execute({ id: live?.id ?? '', page: 'live' })).ok).toBe(true);
    await clock.advance(1);
    expect(await load.execute({ id: live?.id ?? '', page: 'live' })).toEqual(FINISHED);
  });

  it("answers not-found for an unknown id and for another tenant's incident", async () => {
    const { container, login, store } = incidentsWorld();
    const publicId = (await store.list('public'))[0]?.id ?? '';
    await login('tenant_5');
    const load = container.get(LoadIncidentUseCase);
    expect(await load.execute({ id: '999999999', page: 'view' })).toEqual({ ok: false, error: { kind: 'not-found' } });
    expect(await load.execute({ id: publicId, page: 'view' })).toEqual({ ok: false, error: { kind: 'not-found' } });
  });

  it('turns a failed request into the failure the screen shows as the something_is_wrong warning', async () => {
    const { container, login, gateway } = incidentsWorld();
    await login('public');
    vi.spyOn(gateway, 'getIncidentById').mockRejectedValueOnce(new GatewayError('network'));
    expect(await container.get(LoadIncidentUseCase).execute({ id: 1, page: 'live' })).toEqual({
      ok: false,
      error: { kind: 'network' },
    });
  });
});
