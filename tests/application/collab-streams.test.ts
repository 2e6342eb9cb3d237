import { describe, expect, it } from 'vitest';
import { CollabStreamsFlow } from '../../src/application/live/collab-streams.flow';
import { JoinCollabStreamUseCase } from '../../src/application/live/join-collab-stream.use-case';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { ShareUseCase } from '../../src/application/live/share.use-case';
import { CollabGateway } from '../../src/application/ports/collab-gateway.port';
import { VideoGateway } from '../../src/application/ports/video.port';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import { CallerDirector } from '../../src/adapters/fake/simulation/caller-director';
import { FileScenarioCatalog } from '../../src/adapters/fake/simulation/scenario-catalog';
import { INVITED_COLLABORATOR_JOINS_MS, INVITED_COLLABORATOR_STAYS_MS } from '../../src/adapters/fake/simulation/simulated-collaborators';
import type { FakeVideoGateway, RecordingMediaRenderer } from '../../src/adapters/fake/video-gateway.fake';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import { incidentsWorld } from './incidents-support';

/** SPEC §7 collab broadcast (send-link-collab, joinLiveCollabChannel, COLAB_BROADCAST_STARTED) on the live page. */
async function setup() {
  const w = incidentsWorld({ simulation: { catalog: new FileScenarioCatalog({}) } });
  await w.login('public');
  // The demo's simulated callers and collaborators (the browser builds them when the first link goes out).
  w.container.get(CallerDirector);
  const created = w.gateway.createIncident(
    incidentsCreatePayload({ title: 'Fire', description: 'Smoke', address: 'Av. 7', city: 'Rio', phone: '+5521987654321' }),
  );
  const incident = await created;
  const incidentId = String(incident.id);
  const video = w.container.get<FakeVideoGateway>(VideoGateway);
  const session = w.container.get(LiveSessionFactory).create({ incidentId });
  if (!session.ok) throw new Error('no session');
  const live = session.value;
  expect((await live.start()).ok).toBe(true);
  const flow = w.container.get(CollabStreamsFlow);
  const changes: number[] = [];
  flow.onChange((streams) => changes.push(streams.length));
  return {
    ...w,
    incident,
    incidentId,
    live,
    flow,
    changes,
    hub: w.container.get(LiveHub),
    video,
    renderer: video.renderer as RecordingMediaRenderer,
    collab: w.container.get<CollabGateway>(CollabGateway),
    join: w.container.get(JoinCollabStreamUseCase),
  };
}

describe('JoinCollabStreamUseCase: joinLiveCollabChannel, then the video service', () => {
  it('joins a collab channel of the incident and names its collaborator', async () => {
    const s = await setup();
    const { channel } = await s.collab.sendLinkCollab({ incidentId: s.incidentId, phone: '+5521911112222', sendMessageType: 'SMS' });
    s.hub.startCollabBroadcast(s.incidentId, { channel: channel!, name: 'Joana Reis' });
    const result = await s.join.execute({ channel: channel! });
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.value.session.channel).toBe(channel);
    expect(result.value.stream).toEqual({ channel, name: 'Joana Reis', phone: '+5521911112222' });
    expect(s.gateway.calls.map((c) => c[0])).toContain('joinLiveCollabChannel');
    await result.value.session.leave();
    s.live.dispose();
  });

  it('refuses a blank channel; a refused join and a failing video service are told apart', async () => {
    const s = await setup();
    expect(await s.join.execute({ channel: '  ' })).toEqual({ ok: false, error: { kind: 'invalid-channel' } });
    expect(await s.join.execute({ channel: 'incident-999999-collab-1' })).toMatchObject({ ok: false, error: { kind: 'refused' } });
    const { channel } = await s.collab.sendLinkCollab({ incidentId: s.incidentId, phone: '+5521911112222', sendMessageType: 'SMS' });
    s.video.joinFailure = 'video service down';
    expect(await s.join.execute({ channel: channel! })).toMatchObject({
      ok: false,
      error: { kind: 'video-failed', failure: { kind: 'server', message: 'video service down' } },
    });
    s.live.dispose();
  });
});

describe('CollabStreamsFlow: a collaborator invited through the share modal streams beside the caller', () => {
  it('invite → COLAB_BROADCAST_STARTED → joined, named, played into its tile → leaves → left; left behind on dispose', async () => {
    const s = await setup();
    s.flow.start(s.live);
    await s.clock.settle();
    expect(s.flow.streams).toEqual([]);

    const shared = await s.container.get(ShareUseCase).execute({
      mode: 'collabBroadcast',
      channel: 'whatsapp',
      phone: { prefix: '+55', number: '21911112223' },
      incident: s.incident,
    });
    if (!shared.ok || shared.value.mode !== 'collabBroadcast') throw new Error('invite failed');
    const channel = shared.value.channel!;
    await s.clock.advance(INVITED_COLLABORATOR_JOINS_MS);
    await s.clock.settle();
    expect(s.live.state.collabChannels).toEqual([channel]);
    expect(s.flow.streams).toEqual([
      expect.objectContaining({
        channel,
        origin: 'started',
        phase: 'live',
        name: 'Camila Rojas',
        collaborator: { uid: `collaborator-${channel}`, audio: true, video: true },
      }),
    ]);

    const tile = { element: 'collab-tile' };
    s.flow.attach(channel, tile);
    await s.clock.settle();
    expect(s.renderer.playing.get(`${channel}/collaborator-${channel}`)).toMatchObject({ target: tile, kinds: ['video', 'audio'] });
    // The caller's stream is untouched: the collaborator plays in a channel of its own.
    expect(s.hub.participants(channel).filter((p) => p.local)).toHaveLength(1);

    await s.clock.advance(INVITED_COLLABORATOR_STAYS_MS);
    await s.clock.settle();
    expect(s.flow.streams[0]).toMatchObject({ phase: 'left', collaborator: { audio: false, video: false } });
    expect(s.renderer.playing.has(`${channel}/collaborator-${channel}`)).toBe(false);
    // Their recording arrives as an .mkv file: a video by its extension (SPEC §9).
    const stored = await s.store.get('public', s.incidentId);
    expect(stored?.media?.map((m) => m.filename)).toEqual([expect.stringMatching(/\.mkv$/)]);

    s.flow.dispose();
    expect(s.hub.listenerCount(channel)).toBe(0);
    expect(s.flow.streams).toEqual([]);
    s.live.dispose();
  });

  it('a page opened during a broadcast finds it in the incident’s collab channels; an unanswered invitation stays hidden', async () => {
    const s = await setup();
    const first = await s.collab.sendLinkCollab({ incidentId: s.incidentId, phone: '+5521900000001', sendMessageType: 'SMS' });
    s.hub.startCollabBroadcast(s.incidentId, { channel: first.channel!, name: 'Joana Reis' });
    const unanswered = await s.collab.sendLinkCollab({ incidentId: s.incidentId, phone: '+5521900000002', sendMessageType: 'SMS' });
    // The page reloads: a new live session, which heard no COLAB_BROADCAST_STARTED.
    s.live.dispose();
    const reloaded = s.container.get(LiveSessionFactory).create({ incidentId: s.incidentId });
    if (!reloaded.ok) throw new Error('no session');
    s.flow.start(reloaded.value);
    await reloaded.value.start();
    await s.clock.settle();
    expect(s.flow.streams.map((x) => [x.channel, x.origin, x.phase, x.name])).toEqual([
      [first.channel, 'listed', 'live', 'Joana Reis'],
      [unanswered.channel, 'listed', 'waiting', null],
    ]);
    s.flow.dispose();
    reloaded.value.dispose();
  });

  it('a collab channel the console cannot join shows as failed; the live session ending leaves every collab channel', async () => {
    const s = await setup();
    s.flow.start(s.live);
    await s.clock.settle();
    s.video.joinFailure = 'no capacity';
    const failing = await s.collab.sendLinkCollab({ incidentId: s.incidentId, phone: '+5521900000003', sendMessageType: 'SMS' });
    s.hub.startCollabBroadcast(s.incidentId, { channel: failing.channel!, name: 'Ana' });
    await s.clock.settle();
    expect(s.flow.streams).toEqual([expect.objectContaining({ channel: failing.channel, origin: 'started', phase: 'failed' })]);

    s.video.joinFailure = null;
    const working = await s.collab.sendLinkCollab({ incidentId: s.incidentId, phone: '+5521900000004', sendMessageType: 'SMS' });
    s.hub.startCollabBroadcast(s.incidentId, { channel: working.channel!, name: 'Bo' });
    await s.clock.settle();
    expect(s.flow.streams.map((x) => x.phase)).toEqual(['failed', 'live']);

    s.hub.serverStop(s.incidentId);
    await s.clock.settle();
    expect(s.live.state.phase).toBe('ended');
    expect(s.flow.streams).toEqual([]);
    expect(s.hub.listenerCount(working.channel!)).toBe(0);
    s.flow.dispose();
    s.live.dispose();
    s.container.get(CallerDirector).dispose();
    expect(s.clock.pendingTimers()).toBe(0);
  });
});
