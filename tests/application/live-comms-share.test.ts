import { describe, expect, it } from 'vitest';
import { shareDisabled } from '../../src/domain/messaging/send-link';
import { ShareUseCase, type ShareInput } from '../../src/application/live/share.use-case';
import { CollabGateway } from '../../src/application/ports/collab-gateway.port';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { WazeGateway } from '../../src/application/ports/waze-gateway.port';
import type { FakeCollabGateway } from '../../src/adapters/fake/collab-gateway.fake';
import { DemoMessaging } from '../../src/adapters/fake/demo-world/demo-messaging';
import { MessageBoard } from '../../src/adapters/fake/demo-world/message-board';
import type { FakeWazeGateway } from '../../src/adapters/fake/waze-gateway.fake';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import type { Incident } from '../../src/domain/incident/incident';
import { incidentsWorld } from './incidents-support';

const PHONE = { prefix: '+55', number: '21911112222' } as const;

async function setup(
  tenant: 'public' | 'tenant_24' | 'tenant_12' = 'public',
  place: { latitude?: number; longitude?: number; address?: string } = {},
  latencyMs = 0,
) {
  const w = incidentsWorld({ latencyMs });
  await w.login(tenant);
  const creating = w.gateway.createIncident(
    incidentsCreatePayload({
      title: 'Flood',
      description: 'Water rising',
      address: place.address ?? 'Av. Atlântica 1702, Copacabana',
      city: 'Rio de Janeiro',
      latitude: place.latitude ?? -22.9711,
      longitude: place.longitude ?? -43.1822,
      phone: '+5521987654321',
    }),
  );
  await w.clock.advance(latencyMs);
  const incident = await creating;
  return {
    ...w,
    incident,
    incidentId: String(incident.id),
    share: w.container.get(ShareUseCase),
    waze: w.container.get<FakeWazeGateway>(WazeGateway),
    collab: w.container.get<FakeCollabGateway>(CollabGateway),
    messaging: w.container.get(DemoMessaging),
    board: w.container.get(MessageBoard),
  };
}

describe('Share modal: send address (SPEC §2, §3 shareLocationPreference, §7 /waze/send/address/{kind})', () => {
  it("google-maps tenant: sends the Google Maps link of the incident's coordinates by WhatsApp", async () => {
    const { share, waze, incident } = await setup('public');
    const result = await share.execute({
      mode: 'sendAddress',
      channel: 'whatsapp',
      phone: PHONE,
      incident,
      shareLocationPreference: 'google-maps',
    });
    const link = 'https://www.google.com/maps/search/?api=1&query=-22.9711,-43.1822';
    expect(result).toEqual({ ok: true, value: { mode: 'sendAddress', phone: '+5521911112222', link } });
    expect(waze.sent).toMatchObject([{ kind: 'whatsapp', phone: '+5521911112222', address: link }]);
  });

  it('default preference: the Waze link; without coordinates the encoded address', async () => {
    const { share, waze, incident } = await setup('tenant_12');
    await share.execute({ mode: 'sendAddress', channel: 'sms', phone: PHONE, incident, shareLocationPreference: 'default' });
    await share.execute({
      mode: 'sendAddress',
      channel: 'sms',
      phone: PHONE,
      incident: { ...incident, latitude: 0, longitude: 0 },
      shareLocationPreference: null,
    });
    expect(waze.sent.map((s) => [s.kind, s.address])).toEqual([
      ['sms', 'https://waze.com/ul?ll=-22.9711,-43.1822&navigate=yes'],
      ['sms', 'https://waze.com/ul?q=Av.%20Atl%C3%A2ntica%201702%2C%20Copacabana'],
    ]);
  });

  it('no place to share: a clear error, nothing sent; a refused call: something_is_wrong', async () => {
    const { share, waze, incident } = await setup();
    const nowhere: Incident = { ...incident, latitude: null, longitude: null, address: 'unavailable' };
    expect(
      await share.execute({ mode: 'sendAddress', channel: 'sms', phone: PHONE, incident: nowhere, shareLocationPreference: 'google-maps' }),
    ).toEqual({
      ok: false,
      error: { kind: 'no-address' },
    });
    waze.failNext(1);
    expect(
      await share.execute({ mode: 'sendAddress', channel: 'sms', phone: PHONE, incident, shareLocationPreference: 'google-maps' }),
    ).toEqual({
      ok: false,
      error: { kind: 'server', message: 'Internal server error' },
    });
    expect(waze.sent).toEqual([]);
  });
});

describe('Share modal: collab broadcast (SPEC §7 /live-streaming-colab/send-link-collab)', () => {
  it.each([
    ['sms', 'SMS'],
    ['whatsapp', 'WHATSAPP'],
  ] as const)('%s: invites a collaborator into the incident and answers the collab channel', async (channel, type) => {
    const { share, collab, incident, incidentId } = await setup();
    const result = await share.execute({ mode: 'collabBroadcast', channel, phone: PHONE, incident });
    expect(collab.requests).toEqual([{ incidentId: incident.id, phone: '+5521911112222', sendMessageType: type }]);
    expect(result).toEqual({ ok: true, value: { mode: 'collabBroadcast', phone: '+5521911112222', channel: expect.any(String) } });
    const streams = await collab.byIncident(incidentId);
    expect(streams.map((s) => s.channel)).toContain(result.ok && result.value.mode === 'collabBroadcast' ? result.value.channel : null);
  });

  it('no incident id: disabled; a refused collab call: something_is_wrong', async () => {
    const { share, collab, incident } = await setup();
    expect(await share.execute({ mode: 'collabBroadcast', channel: 'sms', phone: PHONE, incident: { ...incident, id: null } })).toEqual({
      ok: false,
      error: { kind: 'disabled' },
    });
    expect(await share.execute({ mode: 'collabBroadcast', channel: 'sms', phone: PHONE, incident: { ...incident, id: '   ' } })).toEqual({
      ok: false,
      error: { kind: 'disabled' },
    });
    collab.sendLinkCollab = () => Promise.reject(new GatewayError('server', 'Internal server error', 500));
    expect(await share.execute({ mode: 'collabBroadcast', channel: 'sms', phone: PHONE, incident })).toEqual({
      ok: false,
      error: { kind: 'server', message: 'Internal server error' },
    });
  });
});

describe('Share modal: new broadcast (the caller link of this incident to another phone)', () => {
  it("sends /auth/send/sso with the incident's video stream: a second BROADCAST message of the same incident", async () => {
    const { share, messaging, board, incident, incidentId } = await setup();
    const result = await share.execute({ mode: 'newBroadcast', channel: 'whatsapp', phone: PHONE, incident });
    expect(result).toMatchObject({
      ok: true,
      value: { mode: 'newBroadcast', phone: '+5521911112222', status: 'sent', linkId: expect.stringMatching(/^link-/) },
    });
    expect(messaging.sent).toMatchObject([{ kind: 'send', channel: 'whatsapp', videoStream: incident.videoStream!.id, incidentId }]);
    expect(board.records(incidentId)).toMatchObject([{ receiver: '+5521911112222', method: 'BROADCAST_WPP', status: 'sent' }]);
  });

  it.each([
    ['sms', 'failed', 'incidents.create.sms_failed_sent'],
    ['whatsapp', 'failed', 'incidents.create.wpp_failed_sent'],
    ['whatsapp', 'undelivered', 'number_not_registered_on_whatsapp'],
  ] as const)('%s answered %s: %s (the incident is not touched)', async (channel, status, key) => {
    const { share, board, incident, incidentId, store } = await setup();
    board.setLinkPolicy(() => status);
    expect(await share.execute({ mode: 'newBroadcast', channel, phone: PHONE, incident })).toEqual({
      ok: false,
      error: { kind: 'link-failed', key },
    });
    expect((await store.get('public', incidentId))?.description).toBe('Water rising');
  });

  it('an incident without a video stream cannot be broadcast into', async () => {
    const { share, incident } = await setup();
    expect(
      await share.execute({ mode: 'newBroadcast', channel: 'sms', phone: PHONE, incident: { ...incident, id: null, videoStream: null } }),
    ).toEqual({
      ok: false,
      error: { kind: 'no-stream' },
    });
  });
});

describe('Share modal: new incident (a new incident at this place for the phone, with its caller link)', () => {
  it('creates a new incident copying title, place and description, and sends it the link', async () => {
    const { share, store, messaging, incident, incidentId } = await setup();
    const result = await share.execute({ mode: 'newIncident', channel: 'sms', phone: PHONE, incident, settings: null });
    expect(result).toMatchObject({ ok: true, value: { mode: 'newIncident', phone: '+5521911112222' } });
    if (!result.ok || result.value.mode !== 'newIncident') return;
    expect(result.value.incidentId).not.toBe(incidentId);
    expect(await store.get('public', result.value.incidentId)).toMatchObject({
      title: 'Flood',
      description: 'Water rising',
      address: 'Av. Atlântica 1702, Copacabana',
      city: 'Rio de Janeiro',
      latitude: -22.9711,
      longitude: -43.1822,
      sendToPhone: '+5521911112222',
      status: 'DRAFT',
    });
    expect(messaging.sent).toMatchObject([{ kind: 'send', channel: 'sms', phone: '+5521911112222', incidentId: result.value.incidentId }]);
  });

  it("starts with the original's photos and videos (POST /api/incidents/clonemediaincident), the original keeps them", async () => {
    const { share, store, rest, incident, incidentId } = await setup();
    await rest.addPhoto(incidentId, new Blob(['photo']), 'smoke.jpg');
    await rest.addVideo(incidentId, new Blob(['video']), 'street.mp4');
    const original = (await store.get('public', incidentId))?.media ?? [];
    expect(original).toHaveLength(2);
    const result = await share.execute({ mode: 'newIncident', channel: 'sms', phone: PHONE, incident, settings: null });
    if (!result.ok || result.value.mode !== 'newIncident') throw new Error('no new incident');
    const cloned = (await store.get('public', result.value.incidentId))?.media ?? [];
    expect(cloned.map((m) => [m.url, m.originalIncidentId])).toEqual(
      original.map((m) => [m.url, original[0]?.originalIncidentId ?? incidentId]),
    );
    expect((await store.get('public', incidentId))?.media).toHaveLength(2);
  });

  it('a refused clone leaves the new incident without media, and still opens it', async () => {
    const { share, store, rest, incident, incidentId } = await setup();
    await rest.addPhoto(incidentId, new Blob(['photo']), 'smoke.jpg');
    rest.cloneMedia = () => Promise.reject(new Error('refused'));
    const result = await share.execute({ mode: 'newIncident', channel: 'sms', phone: PHONE, incident, settings: null });
    if (!result.ok || result.value.mode !== 'newIncident') throw new Error('no new incident');
    expect((await store.get('public', result.value.incidentId))?.media ?? []).toEqual([]);
  });

  it('the form given wins over the copied fields; a send failure is the send-link failure (stay on the new incident)', async () => {
    const { share, board, store, incident } = await setup();
    board.setLinkPolicy(() => 'undelivered');
    const result = await share.execute({
      mode: 'newIncident',
      channel: 'whatsapp',
      phone: PHONE,
      incident,
      settings: null,
      form: { title: 'Second flood', description: 'Neighbour' },
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'new-incident', error: { kind: 'send-failed', key: 'number_not_registered_on_whatsapp', stay: true } },
    });
    if (result.ok || result.error.kind !== 'new-incident' || result.error.error.kind !== 'send-failed') return;
    expect(await store.get('public', result.error.error.incidentId)).toMatchObject({
      title: 'Second flood',
      description: 'Neighbour\n\nnumber_not_registered_on_whatsapp',
      address: 'Av. Atlântica 1702, Copacabana',
    });
  });
});

describe('Share modal: share invitation (SPEC §7 /auth/share/sso, /wpp, /{channel})', () => {
  it("invites to watch the incident's stream, or into a collab broadcast channel", async () => {
    const { share, messaging, board, incident, incidentId } = await setup();
    const first = await share.execute({ mode: 'shareInvitation', channel: 'sms', phone: PHONE, incident });
    const second = await share.execute({
      mode: 'shareInvitation',
      channel: 'whatsapp',
      phone: PHONE,
      incident,
      broadcastChannel: ' collab-7 ',
    });
    expect(first).toMatchObject({
      ok: true,
      value: { mode: 'shareInvitation', phone: '+5521911112222', status: 'sent', linkId: expect.stringMatching(/^link-/) },
    });
    expect(second.ok).toBe(true);
    expect(messaging.sent.map((s) => [s.kind, s.channel, s.incidentId, s.broadcastChannel])).toEqual([
      ['share', 'sms', incidentId, undefined],
      ['share', 'whatsapp', incidentId, 'collab-7'],
    ]);
    expect(board.records(incidentId)).toEqual([]);
  });

  it.each([
    ['sms', 'incidents.create.sms_failed_sent'],
    ['whatsapp', 'incidents.create.wpp_failed_sent'],
  ] as const)('%s refused by the server: %s', async (channel, key) => {
    const { share, board, incident } = await setup();
    board.setLinkPolicy(() => ({ reject: new GatewayError('server', 'nope', 500) }));
    expect(await share.execute({ mode: 'shareInvitation', channel, phone: PHONE, incident })).toEqual({
      ok: false,
      error: { kind: 'link-failed', key },
    });
  });
});

describe('Share modal: phone rules and one share at a time', () => {
  const modes = (incident: Incident): ShareInput[] => [
    { mode: 'sendAddress', channel: 'sms', phone: PHONE, incident, shareLocationPreference: 'google-maps' },
    { mode: 'collabBroadcast', channel: 'sms', phone: PHONE, incident },
    { mode: 'newBroadcast', channel: 'sms', phone: PHONE, incident },
    { mode: 'newIncident', channel: 'sms', phone: PHONE, incident, settings: null },
    { mode: 'shareInvitation', channel: 'sms', phone: PHONE, incident },
  ];

  it.each([
    ['an incomplete phone', { prefix: '+55', number: '2191111' }],
    ['no phone', { prefix: '+55', number: '' }],
    ['an unknown prefix', { prefix: '+44', number: '21911112222' }],
  ])('every mode is disabled with %s: nothing is sent', async (_label, phone) => {
    const { share, waze, collab, messaging, incident } = await setup();
    expect(shareDisabled(phone, false)).toBe(true);
    for (const input of modes(incident))
      expect(await share.execute({ ...input, phone })).toEqual({ ok: false, error: { kind: 'disabled' } });
    expect(await share.execute({ ...modes(incident)[0]!, mode: 'teleport' } as unknown as ShareInput)).toEqual({
      ok: false,
      error: { kind: 'disabled' },
    });
    expect([waze.sent, collab.requests, messaging.sent]).toEqual([[], [], []]);
  });

  it('a second share while one is being sent is refused', async () => {
    const { share, clock, messaging, incident } = await setup('public', {}, 200);
    expect(shareDisabled(PHONE, true)).toBe(true);
    const first = share.execute({ mode: 'shareInvitation', channel: 'sms', phone: PHONE, incident });
    expect(await share.execute({ mode: 'newBroadcast', channel: 'sms', phone: PHONE, incident })).toEqual({
      ok: false,
      error: { kind: 'busy' },
    });
    await clock.advance(200);
    expect((await first).ok).toBe(true);
    expect(shareDisabled(PHONE, false)).toBe(false);
    expect(messaging.sent).toHaveLength(1);
    // Done sending: the next share goes out.
    const second = share.execute({ mode: 'newBroadcast', channel: 'sms', phone: PHONE, incident });
    await clock.advance(200);
    expect((await second).ok).toBe(true);
    // The audit trail's recordings of both shares answer after the demo's latency too.
    await clock.advance(200);
    expect(clock.pendingTimers()).toBe(0);
  });
});
