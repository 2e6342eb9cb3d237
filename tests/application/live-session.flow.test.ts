import { IssueViewShareUseCase } from '../../src/application/live/issue-view-share.use-case';
import { defaultSettings } from '../../src/domain/incident/settings';
import { describe, expect, it } from 'vitest';
import type { LiveSessionFlow } from '../../src/application/live/live-session.flow';
import type { LiveSessionEvent } from '../../src/application/live/live-session.state';
import { LiveSessionFactory } from '../../src/application/live/live-session.factory';
import { RealtimeConnectionFlow } from '../../src/application/live/realtime-connection.flow';
import { Clock } from '../../src/application/ports/clock.port';
import { CollabGateway } from '../../src/application/ports/collab-gateway.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { IncidentsRestGateway } from '../../src/application/ports/incidents-rest-gateway.port';
import { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { LiveStreamingGateway } from '../../src/application/ports/live-streaming-gateway.port';
import { RealtimeEvents } from '../../src/application/ports/realtime-events.port';
import { VideoGateway } from '../../src/application/ports/video.port';
import { LOCAL_STATE_KEYS, SessionStore } from '../../src/application/session/session.store';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { DEMO_TENANTS } from '../../src/adapters/fake/demo-world/demo-tenants';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import type { FakeIncidentsGateway } from '../../src/adapters/fake/incidents-gateway.fake';
import type { FakeIncidentsRestGateway } from '../../src/adapters/fake/incidents-rest-gateway.fake';
import type { FakeRealtimeEvents } from '../../src/adapters/fake/realtime-events.fake';
import type { FakeVideoGateway, RecordingMediaRenderer } from '../../src/adapters/fake/video-gateway.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';
import { incidentsCreatePayload } from '../../src/domain/incident/incident-create';
import { isLive } from '../../src/domain/incident/incident';
import { TIMINGS } from '../../src/domain/shared/constants';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { Logger } from '../../src/application/ports/logger.port';
import type { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { SHARE_TOKEN_LIFETIME_MS } from '../../src/adapters/fake/demo-world/share-tokens';

const ACCOUNTS = {
  tenant_12: { email: 'operator@tenant12.demo', id: '6' },
  tenant_5: { email: 'operator@tenant5.demo', id: '4' },
} as const;

function signIn(container: ReturnType<typeof createContainer>, email: string) {
  const world = container.get(DemoWorld);
  const account = world.accounts.find((a) => a.email === email)!;
  // The session as login stores it (tests do not depend on the login flow itself).
  container.get(SessionStore).save({
    token: world.issueToken(account),
    tenantId: account.tenant,
    user: { id: account.id, email: account.email, thumbnail: null, isSuperUser: account.isSuperUser },
    permissions: account.permissions,
  });
}

async function setup(tenant: keyof typeof ACCOUNTS = 'tenant_12', latencyMs = 0) {
  const clock = new VirtualClock();
  const container = createContainer('fake', { config: { demoLatencyMs: latencyMs }, bindings: [[Clock, clock]] });
  signIn(container, ACCOUNTS[tenant].email);
  // The tenant settings as login keeps them in local state (SPEC §3).
  const local = container.get<KeyValueStorage>(KeyValueStorage.local);
  local.set(LOCAL_STATE_KEYS.settings, JSON.stringify(DEMO_TENANTS.find((t) => t.id === tenant)!.settings));
  const incidents = container.get<FakeIncidentsGateway>(IncidentsGateway);
  const created = incidents.createIncident(
    incidentsCreatePayload({ title: 'Car crash', description: 'Two cars', address: 'Av. 7', city: 'Bogotá', phone: '+573001234567' }, [
      '10.0.0.5',
    ]),
  );
  await clock.advance(latencyMs);
  const incident = await created;
  const incidentId = String(incident.id);
  const channel = incident.videoStream!.channel!;
  const hub = container.get(LiveHub);
  const video = container.get<FakeVideoGateway>(VideoGateway);
  return {
    clock,
    container,
    hub,
    video,
    renderer: video.renderer as RecordingMediaRenderer,
    incidents,
    rest: container.get<FakeIncidentsRestGateway>(IncidentsRestGateway),
    sockets: container.get<FakeRealtimeEvents>(RealtimeEvents),
    realtime: container.get(RealtimeConnectionFlow),
    store: container.get(IncidentStore),
    incidentId,
    channel,
    open(id: unknown = incidentId) {
      const result = container.get(LiveSessionFactory).create({ incidentId: id });
      if (!result.ok) throw new Error(result.error.kind);
      const events: LiveSessionEvent[] = [];
      result.value.onEvent((event) => events.push(event));
      return { session: result.value, events, notable: () => events.filter((e) => e.type !== 'stateChanged' && e.type !== 'incidentRead') };
    },
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;

async function startLive(s: Setup) {
  const opened = s.open();
  const result = await opened.session.start();
  expect(result.ok).toBe(true);
  await s.clock.settle();
  return opened;
}

function expectReleased(s: Setup, session: LiveSessionFlow) {
  expect(s.clock.pendingTimers()).toBe(0);
  expect(s.hub.listenerCount(s.channel)).toBe(0);
  expect(s.realtime.listenerCount()).toBe(0);
  expect(s.hub.sockets()).toHaveLength(0);
  session.dispose();
  expect(session.listenerCount()).toBe(0);
  expect(s.clock.pendingTimers()).toBe(0);
}

describe('Live session: join and remote users (SPEC §2 live view, §4 Stream session)', () => {
  it('loads the incident, joins the channel and the socket, and auto-selects the first video publisher', async () => {
    const s = await setup();
    const { session, notable } = await startLive(s);
    expect(session.state).toMatchObject({
      phase: 'live',
      channel: s.channel,
      serverStatus: 'CONNECTED',
      network: 'CONNECTED',
      broadcastAllowed: true,
    });
    expect(session.state.incident).toMatchObject({ id: s.incidentId, title: 'Car crash' });
    expect(s.incidents.calls.map((c) => c[0])).toEqual(expect.arrayContaining(['getIncidentById', 'joinLiveChannel']));
    expect(s.hub.participants(s.channel)).toEqual([expect.objectContaining({ uid: session.state.uid, role: 'operator', local: true })]);
    expect(s.hub.socketsWatching(s.incidentId)).toHaveLength(1);
    expect(s.hub.sockets()[0]!.joined.get(s.incidentId)).toBe(s.channel);

    const target = { element: 'main-video' };
    session.attachPlayback(target);
    s.hub.remoteJoin(s.channel, 'caller-1', 'caller', { mediaSource: { stream: 'canvas' } });
    expect(session.state.stream.phase).toBe('remoteJoined');
    s.hub.publish(s.channel, 'caller-1', 'video');
    s.hub.publish(s.channel, 'caller-1', 'audio');
    await s.clock.settle();
    expect(session.state.stream).toMatchObject({
      phase: 'streamShown',
      selectedUid: 'caller-1',
      remoteUsers: [{ uid: 'caller-1', audio: true, video: true }],
    });
    expect(notable()).toEqual([{ type: 'showStream', uid: 'caller-1' }]);
    expect(s.renderer.playing.get(`${s.channel}/caller-1`)).toMatchObject({
      target,
      kinds: ['video', 'audio'],
      mediaSource: { stream: 'canvas' },
    });

    const users = s.container
      .get<{ usersByChannel(c: string): Promise<readonly unknown[]> }>(LiveStreamingGateway)
      .usersByChannel(s.channel);
    expect(await users).toEqual([
      { uid: session.state.uid, role: 'operator', name: null },
      { uid: 'caller-1', role: 'caller', name: null },
    ]);
    session.dispose();
    expect(s.clock.pendingTimers()).toBe(0);
  });

  it('replays the users already in the channel when it joins', async () => {
    const s = await setup();
    s.hub.remoteJoin(s.channel, 'caller-1');
    s.hub.publish(s.channel, 'caller-1', 'video');
    const { session, notable } = await startLive(s);
    expect(session.state.stream).toMatchObject({ phase: 'streamShown', selectedUid: 'caller-1' });
    expect(session.state.remoteUserEverJoined).toBe(true);
    expect(notable()).toEqual([{ type: 'showStream', uid: 'caller-1' }]);
    // No empty-channel check when the caller is already there: only the socket ping.
    expect(s.clock.pendingTimers()).toBe(1);
    session.dispose();
  });

  it('manual selection; a user without video cannot be selected; losing the shown video selects the next publisher', async () => {
    const s = await setup();
    const { session, notable } = await startLive(s);
    s.hub.remoteJoin(s.channel, 'caller-1');
    s.hub.publish(s.channel, 'caller-1', 'video');
    s.hub.remoteJoin(s.channel, 'collab-7', 'collaborator');
    s.hub.publish(s.channel, 'collab-7', 'video');
    s.hub.remoteJoin(s.channel, 'listener-2');
    expect(session.state.stream.selectedUid).toBe('caller-1');
    expect(session.selectStream('collab-7')).toEqual({ ok: true, value: undefined });
    expect(session.state.stream.selectedUid).toBe('collab-7');
    expect(session.selectStream('listener-2')).toEqual({ ok: false, error: 'live.unknown_stream' });
    expect(session.state.stream.selectedUid).toBe('collab-7');
    s.hub.unpublish(s.channel, 'collab-7', 'video');
    expect(session.state.stream.selectedUid).toBe('caller-1');
    expect(notable()).toEqual([
      { type: 'showStream', uid: 'caller-1' },
      { type: 'showStream', uid: 'collab-7' },
      { type: 'hideStream', uid: 'collab-7' },
      { type: 'showStream', uid: 'caller-1' },
    ]);
    session.dispose();
  });

  it('network quality per direction, video connection state, blur-all toggle', async () => {
    const s = await setup();
    const opened = s.open();
    // No measure before the video session joins.
    expect(opened.session.state.quality).toEqual({ uplink: 'unknown', downlink: 'unknown' });
    expect(await opened.session.start()).toMatchObject({ ok: true });
    await s.clock.settle();
    const { session } = opened;
    // Joined over the demo's loopback: the SDK's "excellent" both ways, with no scenario step.
    expect(session.state.quality).toEqual({ uplink: 'green', downlink: 'green' });
    // A scenario's networkQuality step overrides it.
    s.hub.setNetworkQuality(s.channel, 1, 4);
    expect(session.state.quality).toEqual({ uplink: 'green', downlink: 'red' });
    s.hub.setNetworkQuality(s.channel, 3, 2);
    expect(session.state.quality).toEqual({ uplink: 'yellow', downlink: 'green' });
    expect(session.state.videoConnection).toBe('CONNECTED');
    s.hub.setConnectionState(s.channel, 'RECONNECTING');
    expect(session.state.videoConnection).toBe('RECONNECTING');
    expect(session.state.blurAll).toBe(false);
    expect(session.toggleBlurAll()).toBe(true);
    expect(session.toggleBlurAll()).toBe(false);
    session.dispose();
  });

  it('audio autoplay blocked: reported once, resumed after a gesture', async () => {
    const s = await setup();
    s.video.audioAutoplayBlocked = true;
    const { session, notable } = await startLive(s);
    session.attachPlayback({});
    s.hub.remoteJoin(s.channel, 'caller-1');
    s.hub.publish(s.channel, 'caller-1', 'video');
    s.hub.publish(s.channel, 'caller-1', 'audio');
    await s.clock.settle();
    expect(session.state.audioBlocked).toBe(true);
    expect(notable().filter((e) => e.type === 'audioBlocked')).toEqual([{ type: 'audioBlocked', uid: 'caller-1' }]);
    await session.resumeAudio();
    expect(session.state.audioBlocked).toBe(false);
    expect(s.renderer.resumed).toEqual([s.channel]);
    session.dispose();
  });

  it('collab broadcast started and caller permissions reach the UI as events', async () => {
    const s = await setup();
    const { session, notable } = await startLive(s);
    const link = await s.container.get<{ sendLinkCollab(r: object): Promise<{ channel?: string | null }> }>(CollabGateway).sendLinkCollab({
      incidentId: s.incidentId,
      phone: '+573001112233',
      sendMessageType: 'WHATSAPP',
    });
    expect(link.channel).toBe(`${s.channel}-collab-1`);
    s.hub.startCollabBroadcast(s.incidentId);
    s.hub.pushPermissions(s.incidentId, { video: true, audio: false });
    await s.clock.settle();
    expect(session.state.collabChannels).toEqual([`${s.channel}-collab-1`]);
    expect(notable()).toEqual([
      { type: 'collabStarted', channel: `${s.channel}-collab-1` },
      { type: 'permissions', incidentId: s.incidentId, permissions: { video: true, audio: false } },
    ]);
    session.dispose();
  });
});

describe('Live session: every end (SPEC §4, §8)', () => {
  it('operator stop: stopLiveStream on the socket, stopAllChannels, leaves, clears the incident, back to the list', async () => {
    const s = await setup();
    const { session, notable } = await startLive(s);
    s.hub.remoteJoin(s.channel, 'caller-1');
    s.hub.publish(s.channel, 'caller-1', 'video');
    const socket = s.sockets.latest()!;
    expect(await session.stop()).toEqual({ ok: true, value: undefined });
    expect(socket.sent.map((m) => m.type).slice(-2)).toEqual(['stopLiveStream', 'leaveLiveStream']);
    expect(socket.sent.find((m) => m.type === 'stopLiveStream')).toEqual({
      type: 'stopLiveStream',
      channel: s.channel,
      incidentId: s.incidentId,
    });
    expect(s.rest.calls).toContainEqual(['stopAllChannels', s.incidentId]);
    expect(s.hub.channel(s.channel)?.stopped).toBe(true);
    expect(session.state).toMatchObject({ phase: 'ended', incident: null, outcome: { kind: 'ended', cause: 'operatorStop' } });
    expect(notable()).toEqual([
      { type: 'showStream', uid: 'caller-1' },
      { type: 'clearIncident' },
      { type: 'goToList' },
      { type: 'ended', outcome: { kind: 'ended', cause: 'operatorStop' } },
    ]);
    expect(s.hub.participants(s.channel).map((p) => p.uid)).toEqual(['caller-1']);
    expectReleased(s, session);
  });

  it("a user who may only view the incident does not stop, mute or broadcast another operator's call; their own they stop", async () => {
    const s = await setup('tenant_5');
    await s.store.update('tenant_5', s.incidentId, {
      activeOperator: { id: 'another-operator', email: 'other@tenant5.demo', name: 'Other', lastName: null, phone: null },
    });
    const watched = await startLive(s);
    expect(await watched.session.stop()).toEqual({ ok: false, error: 'live.read_only' });
    expect(watched.session.setMuted(true)).toEqual({ ok: false, error: 'live.read_only' });
    expect(await watched.session.startBroadcast()).toEqual({ ok: false, error: 'live.read_only' });
    expect(watched.session.state.phase).toBe('live');
    expect(s.rest.calls.some((c) => c[0] === 'stopAllChannels')).toBe(false);
    watched.session.dispose();

    await s.store.update('tenant_5', s.incidentId, {
      activeOperator: { id: ACCOUNTS.tenant_5.id, email: ACCOUNTS.tenant_5.email, name: null, lastName: null, phone: null },
    });
    const own = await startLive(s);
    expect(await own.session.stop()).toEqual({ ok: true, value: undefined });
  });

  it("a user who only watches another operator's call does not hold it on the socket: the operator's next join is answered, not refused", async () => {
    const s = await setup('tenant_5');
    await s.store.update('tenant_5', s.incidentId, {
      activeOperator: { id: 'another-operator', email: 'other@tenant5.demo', name: 'Other', lastName: null, phone: null },
    });
    const watched = await startLive(s);
    expect(watched.session.state.phase).toBe('live');
    // No joinLiveStream: the watcher's socket follows the incident (its updates and the end of the call), holds nothing.
    const sent = s.sockets.latest()!.sent;
    expect(sent.filter((m) => m.type === 'joinLiveStream')).toEqual([]);
    expect(s.hub.sockets().map((socket) => [...socket.joined.keys()])).toEqual([[]]);
    expect(s.hub.socketsWatching(s.incidentId)).toHaveLength(1);
    // Nor does the watcher end the call when no caller comes: that is the running operator's deadline.
    expect(watched.session.state.callerDeadline).toBeNull();
    // The operator running the call joins (again, after a reload or a reconnect): the server answers CONNECTED.
    const delivered: unknown[] = [];
    const world = s.container.get(DemoWorld);
    const runner = world.accounts.find((a) => a.email === 'super@tenant5.demo')!;
    const operator = s.hub.openSocket(world.issueToken(runner), {
      deliver: (message) => delivered.push(message),
      serverClose: () => undefined,
    })!;
    s.hub.receive(operator.id, { type: 'joinLiveStream', channel: s.channel, incidentId: s.incidentId });
    expect(delivered).toEqual([{ type: 'connectionStatus', status: 'CONNECTED', channel: s.channel }]);
    watched.session.dispose();
  });

  it("stop is blocked by a guard ('required.title'): nothing is sent and the session stays live", async () => {
    const s = await setup();
    const { session } = await startLive(s);
    let title = '';
    const release = session.addStopGuard(() => (title.trim() === '' ? 'required.title' : null));
    expect(await session.stop()).toEqual({ ok: false, error: 'required.title' });
    expect(session.state.phase).toBe('live');
    expect(s.sockets.latest()!.sent.some((m) => m.type === 'stopLiveStream')).toBe(false);
    expect(s.rest.calls.some((c) => c[0] === 'stopAllChannels')).toBe(false);
    title = 'Car crash';
    expect(session.checkGuards()).toBeNull();
    release();
    expect(await session.stop()).toEqual({ ok: true, value: undefined });
    expect(await session.stop()).toEqual({ ok: false, error: 'live.not_live' });
  });

  it('caller left: the last remote user leaving ends the session and goes back to the list', async () => {
    const s = await setup();
    const { session, notable } = await startLive(s);
    s.hub.remoteJoin(s.channel, 'caller-1');
    s.hub.publish(s.channel, 'caller-1', 'video');
    s.hub.remoteLeave(s.channel, 'caller-1');
    await s.clock.settle();
    expect(session.state.outcome).toEqual({ kind: 'ended', cause: 'callerLeft' });
    expect(notable().slice(-3)).toEqual([
      { type: 'clearIncident' },
      { type: 'goToList' },
      { type: 'ended', outcome: { kind: 'ended', cause: 'callerLeft' } },
    ]);
    expect(s.sockets.latest()!.sent.some((m) => m.type === 'stopLiveStream')).toBe(false);
    expectReleased(s, session);
  });

  it('server stop event (stopLiveStream from the socket) ends the session', async () => {
    const s = await setup();
    const { session, notable } = await startLive(s);
    s.hub.remoteJoin(s.channel, 'caller-1');
    s.hub.serverStop(s.incidentId);
    await s.clock.settle();
    expect(session.state.outcome).toEqual({ kind: 'ended', cause: 'serverStop' });
    expect(notable().slice(-2)).toEqual([{ type: 'goToList' }, { type: 'ended', outcome: { kind: 'ended', cause: 'serverStop' } }]);
    expectReleased(s, session);
  });

  it("a stop event for another incident's channel is ignored", async () => {
    const s = await setup();
    const { session } = await startLive(s);
    s.hub.push({}, { type: 'stopLiveStream', channel: 'incident-1', incidentId: '1' });
    await s.clock.settle();
    expect(session.state.phase).toBe('live');
    session.dispose();
  });

  it('another operator takes control: warning take-over, the session ends (no redirect), the incident records it', async () => {
    const s = await setup();
    const { session, notable } = await startLive(s);
    s.hub.remoteJoin(s.channel, 'caller-1');
    // INCIDENT_UPDATED naming me as the active operator changes nothing.
    s.hub.push(
      { incidentId: s.incidentId },
      { type: 'INCIDENT_UPDATED', incidentId: s.incidentId, activeOperator: { id: '6', email: 'operator@tenant12.demo' } },
    );
    await s.clock.settle();
    expect(session.state.phase).toBe('live');
    await s.hub.takeOver(s.incidentId, { id: '77', email: 'supervisor@demo.example', name: 'Sara' });
    await s.clock.settle();
    expect(session.state.outcome).toEqual({ kind: 'ended', cause: 'takeOver' });
    expect(notable()).toEqual([
      { type: 'warning', key: 'take-over' },
      { type: 'ended', outcome: { kind: 'ended', cause: 'takeOver' } },
    ]);
    expect((await s.store.get('tenant_12', s.incidentId))?.activeOperator).toMatchObject({ id: '77', email: 'supervisor@demo.example' });
    expect(s.hub.activeOperator(s.incidentId)).toMatchObject({ id: '77' });
    // The page names who took control (the socket says it; the reloaded incident confirms it).
    expect(session.state.takenOverBy).toMatchObject({ id: '77', name: 'Sara', email: 'supervisor@demo.example' });
    expect(session.state.endedAt).toBe(s.clock.now());
    expectReleased(s, session);
  });

  it('take-over still reaches the session after socket drops (resubscribed events)', async () => {
    const s = await setup();
    const { session } = await startLive(s);
    for (let i = 0; i < 3; i++) {
      s.hub.dropSockets();
      await s.clock.advance(TIMINGS.socketReconnectDelay);
    }
    expect(session.state.phase).toBe('live');
    expect(s.hub.sockets()[0]!.joined.get(s.incidentId)).toBe(s.channel);
    await s.hub.takeOver(s.incidentId, { id: '77' });
    await s.clock.settle();
    expect(session.state.outcome).toEqual({ kind: 'ended', cause: 'takeOver' });
    expectReleased(s, session);
  });

  it('incident deleted while live (INCIDENT_UPDATED, reloaded deleted) ends the session', async () => {
    const s = await setup();
    const { session } = await startLive(s);
    await s.incidents.deleteIncident(s.incidentId);
    s.hub.push({ incidentId: s.incidentId }, { type: 'INCIDENT_UPDATED', incidentId: s.incidentId });
    await s.clock.settle();
    expect(session.state.outcome).toEqual({ kind: 'ended', cause: 'incidentDeleted' });
    expectReleased(s, session);
  });

  it('INCIDENT_UPDATED without another operator reloads the incident', async () => {
    const s = await setup();
    const { session } = await startLive(s);
    await s.incidents.updateIncident(s.incidentId, { title: 'Car crash, 3 cars' });
    s.hub.push({ incidentId: s.incidentId }, { type: 'INCIDENT_UPDATED', incidentId: s.incidentId, activeOperator: null });
    await s.clock.settle();
    expect(session.state.phase).toBe('live');
    expect(session.state.incident?.title).toBe('Car crash, 3 cars');
    session.dispose();
  });

  it("an incident the operator saved shows at once (title, place); another incident's, or after the end, changes nothing", async () => {
    const s = await setup();
    const { session } = await startLive(s);
    const saved = await s.incidents.updateIncident(s.incidentId, { title: 'Car crash, 3 cars', latitude: 4.61, longitude: -74.08 });
    session.incidentSaved({ ...saved, id: '999999', title: 'Another incident' });
    expect(session.state.incident?.title).toBe('Car crash');
    session.incidentSaved(saved);
    expect(session.state.incident).toMatchObject({ title: 'Car crash, 3 cars', latitude: 4.61, longitude: -74.08 });
    // What the save answer lacks is kept (the stream the session joined).
    session.incidentSaved({ id: saved.id, title: 'Car crash, cleared' });
    expect(session.state.incident).toMatchObject({ title: 'Car crash, cleared', videoStream: { channel: s.channel } });
    await session.stop();
    session.incidentSaved({ ...saved, title: 'After the stop' });
    expect(session.state.incident?.title).not.toBe('After the stop');
    session.dispose();
  });

  it('a session that could not start still shows its incident: what the operator saves there shows at once', async () => {
    const s = await setup();
    s.video.joinFailure = 'Video service unavailable';
    const { session } = s.open();
    expect((await session.start()).ok).toBe(false);
    expect(session.state).toMatchObject({ phase: 'ended', incident: { title: 'Car crash' } });
    const saved = await s.incidents.updateIncident(s.incidentId, { title: 'Car crash, power cut' });
    session.incidentSaved(saved);
    expect(session.state.incident?.title).toBe('Car crash, power cut');
    session.dispose();
  });

  it("'Not joined, already joined': warning, the session ends", async () => {
    const s = await setup();
    s.hub.alreadyJoined(s.incidentId);
    const { session, notable } = s.open();
    expect((await session.start()).ok).toBe(true);
    await s.clock.settle();
    expect(session.state.outcome).toEqual({ kind: 'already_joined' });
    expect(notable()).toEqual([
      { type: 'warning', key: 'live.already_joined' },
      { type: 'ended', outcome: { kind: 'already_joined' } },
    ]);
    expect(s.hub.listenerCount(s.channel)).toBe(0);
    expectReleased(s, session);
  });

  it('caller never joined: nothing before 5 minutes, then callerNeverJoined with the incident id, and the session ends', async () => {
    const s = await setup();
    const { session, notable } = await startLive(s);
    // The page counts down to the give-up time from when the console joined.
    expect(session.state.liveSince).toBe(s.clock.now());
    expect(session.state.callerDeadline).toBe(s.clock.now() + TIMINGS.emptyChannelCheck);
    await s.clock.advance(TIMINGS.emptyChannelCheck - 1);
    expect(session.state.phase).toBe('live');
    expect(notable()).toEqual([]);
    // At the deadline the console reads the chat once more (the chat's open delay) before it gives up.
    await s.clock.advance(1 + TIMINGS.chatOpenDelay);
    expect(notable()).toEqual([
      { type: 'callerNeverJoined', incidentId: s.incidentId },
      { type: 'ended', outcome: { kind: 'caller_never_joined', incidentId: s.incidentId } },
    ]);
    expectReleased(s, session);
  });

  it('an undelivered link: no countdown and no give-up until a link goes out again, then 5 minutes afresh', async () => {
    const s = await setup();
    const opened = s.open();
    // The page knows the send failed before the session joins (the create page went on to it).
    opened.session.callerLinkDelivered(false);
    expect((await opened.session.start()).ok).toBe(true);
    await s.clock.settle();
    expect(opened.session.state.callerDeadline).toBeNull();
    await s.clock.advance(2 * TIMINGS.emptyChannelCheck + TIMINGS.chatOpenDelay);
    expect(opened.session.state.phase).toBe('live');
    expect(opened.notable()).toEqual([]);
    // The link is sent again and delivered: the console waits the whole check from now.
    opened.session.callerLinkDelivered(true);
    expect(opened.session.state.callerDeadline).toBe(s.clock.now() + TIMINGS.emptyChannelCheck);
    await s.clock.advance(TIMINGS.emptyChannelCheck - 1);
    expect(opened.session.state.phase).toBe('live');
    await s.clock.advance(1 + TIMINGS.chatOpenDelay);
    expect(opened.notable()).toEqual([
      { type: 'callerNeverJoined', incidentId: s.incidentId },
      { type: 'ended', outcome: { kind: 'caller_never_joined', incidentId: s.incidentId } },
    ]);
  });

  it('a link found undelivered while counting down stops the countdown; a delivered one starts it afresh', async () => {
    const s = await setup();
    const { session, notable } = await startLive(s);
    await s.clock.advance(60_000);
    session.callerLinkDelivered(false);
    expect(session.state.callerDeadline).toBeNull();
    expect(s.clock.pendingTimers()).toBe(1); // the ping interval only
    await s.clock.advance(TIMINGS.emptyChannelCheck);
    expect(notable()).toEqual([]);
    session.callerLinkDelivered(true);
    expect(session.state.callerDeadline).toBe(s.clock.now() + TIMINGS.emptyChannelCheck);
    // A caller who joins ends the wait for good: a later failure and delivery start no countdown.
    s.hub.remoteJoin(s.channel, 'caller-1');
    session.callerLinkDelivered(false);
    session.callerLinkDelivered(true);
    expect(session.state.callerDeadline).toBeNull();
    session.dispose();
    expect(s.clock.pendingTimers()).toBe(0);
  });

  it('a caller who joined (even if gone again) cancels the 5-minute check', async () => {
    const s = await setup();
    const { session, notable } = await startLive(s);
    await s.clock.advance(60_000);
    s.hub.remoteJoin(s.channel, 'caller-1');
    s.hub.remoteJoin(s.channel, 'collab-2', 'collaborator');
    s.hub.remoteLeave(s.channel, 'caller-1');
    // Only the ping interval remains, and there is no give-up time to count down to.
    expect(s.clock.pendingTimers()).toBe(1);
    expect(session.state.callerDeadline).toBeNull();
    await s.clock.advance(TIMINGS.emptyChannelCheck);
    expect(session.state.phase).toBe('live');
    expect(notable().some((e) => e.type === 'callerNeverJoined')).toBe(false);
    session.dispose();
    expect(s.clock.pendingTimers()).toBe(0);
  });
});

describe('Live session: load outcomes and failures (SPEC §8)', () => {
  it('finished on load: warning finished_incident, back to the list, nothing joined', async () => {
    const s = await setup();
    await s.incidents.finishIncident(s.incidentId);
    const { session, notable } = s.open();
    expect(await session.start()).toEqual({ ok: false, error: { kind: 'finished_incident' } });
    expect(notable()).toEqual([
      { type: 'warning', key: 'finished_incident' },
      { type: 'goToList' },
      { type: 'ended', outcome: { kind: 'finished_incident' } },
    ]);
    expect(s.video.joins).toEqual([]);
    expect(s.incidents.calls.some((c) => c[0] === 'joinLiveChannel')).toBe(false);
    expectReleased(s, session);
  });

  it('a past incident without a stream counts as finished on load', async () => {
    const s = await setup();
    const past = (await s.store.list('tenant_12')).find((i) => !isLive(i))!;
    const { session } = s.open(past.id);
    expect(await session.start()).toEqual({ ok: false, error: { kind: 'finished_incident' } });
    session.dispose();
  });

  it.each([
    ['25 hours ago: past its time, finished on load', 25, false],
    ['23 hours ago: still live, joins', 23, true],
  ])('a stream started %s (SPEC §8 "past its time")', async (_name, hours, joins) => {
    const s = await setup();
    const incident = (await s.store.list('tenant_12')).find((i) => String(i.id) === s.incidentId)!;
    const startedAt = new Date(s.clock.now() - hours * 3_600_000).toISOString();
    await s.store.update('tenant_12', incident.id, { videoStream: { ...incident.videoStream!, startedAt } });
    const { session } = s.open();
    const result = await session.start();
    expect(result.ok).toBe(joins);
    if (!joins) expect(result).toEqual({ ok: false, error: { kind: 'finished_incident' } });
    session.dispose();
  });

  it('an unknown incident: not_found, back to the list; a bad id is refused before anything is called', async () => {
    const s = await setup();
    const { session, notable } = s.open('999999999');
    expect(await session.start()).toEqual({ ok: false, error: { kind: 'not_found' } });
    expect(notable()).toEqual([{ type: 'goToList' }, { type: 'ended', outcome: { kind: 'not_found' } }]);
    const factory = s.container.get(LiveSessionFactory);
    for (const bad of ['', '  ', 'a b', '1;DROP', null, undefined, {}, Number.NaN, 'x'.repeat(65)]) {
      expect(factory.create({ incidentId: bad })).toEqual({ ok: false, error: { kind: 'invalid-incident-id' } });
    }
    expect(factory.create({ incidentId: 42 }).ok).toBe(true);
  });

  it('live start failure: the first server error message, everything released', async () => {
    const s = await setup();
    s.incidents.joinLiveChannel = () => Promise.reject(new GatewayError('server', 'Channel is closed'));
    const { session } = s.open();
    expect(await session.start()).toEqual({ ok: false, error: { kind: 'start_failed', message: 'Channel is closed' } });
    expectReleased(s, session);
  });

  it("the video service's own failure is no server message: the outcome says so, its developer text goes to the log", async () => {
    const s = await setup();
    s.video.joinFailure = 'No Agora app id: set VITE_AGORA_APP_ID';
    const { session } = s.open();
    expect(await session.start()).toEqual({ ok: false, error: { kind: 'start_failed', message: null, videoService: true } });
    expect(JSON.stringify(s.container.get<MemoryLogger>(Logger).entries)).toContain('No Agora app id: set VITE_AGORA_APP_ID');
    expectReleased(s, session);
  });

  it('dispose while starting: the late join is left at once, no timer, no listener', async () => {
    const s = await setup('tenant_12', 300);
    const { session } = s.open();
    const started = session.start();
    await s.clock.advance(350);
    session.dispose();
    await s.clock.advance(5_000);
    await started;
    expect(s.hub.listenerCount(s.channel)).toBe(0);
    expect(s.clock.pendingTimers()).toBe(0);
    expect(s.realtime.listenerCount()).toBe(0);
  });
});

describe('Live session: operator mute and audio broadcast (SPEC §2 controls, §6)', () => {
  it('operator mute sends muteLiveStream; a mute from the server updates the state', async () => {
    const s = await setup();
    const { session } = await startLive(s);
    expect(session.setMuted(true)).toEqual({ ok: true, value: undefined });
    expect(session.state.muted).toBe(true);
    expect(s.hub.isMuted(s.channel)).toBe(true);
    expect(s.sockets.latest()!.sent).toContainEqual({ type: 'muteLiveStream', channel: s.channel, muted: true });
    s.hub.push({ incidentId: s.incidentId }, { type: 'muteLiveStream', channel: s.channel, muted: false });
    await s.clock.settle();
    expect(session.state.muted).toBe(false);
    s.hub.dropSockets();
    await s.clock.settle();
    expect(session.setMuted(true)).toEqual({ ok: false, error: 'live.not_connected' });
    session.dispose();
  });

  it('broadcast is refused without allowOperatorBroadcast (tenant_5): the microphone is never published', async () => {
    const s = await setup('tenant_5');
    const { session } = await startLive(s);
    expect(session.state.broadcastAllowed).toBe(false);
    expect(await session.startBroadcast()).toEqual({ ok: false, error: 'live.broadcast_not_allowed' });
    expect(session.state.broadcasting).toBe(false);
    expect(s.hub.participants(s.channel).find((p) => p.local)?.tracks.size).toBe(0);
    session.dispose();
  });

  it('broadcast with allowOperatorBroadcast (tenant_12): publishes, mutes, unpublishes', async () => {
    const s = await setup('tenant_12');
    const { session } = await startLive(s);
    s.hub.remoteJoin(s.channel, 'caller-1');
    expect(await session.setMicrophoneMuted(true)).toEqual({ ok: false, error: 'live.not_live' });
    expect(await session.startBroadcast()).toEqual({ ok: true, value: undefined });
    const me = () => s.hub.participants(s.channel).find((p) => p.local)!;
    expect([...me().tracks]).toEqual(['audio']);
    expect(await session.setMicrophoneMuted(true)).toEqual({ ok: true, value: undefined });
    expect(session.state).toMatchObject({ broadcasting: true, microphoneMuted: true });
    expect(await session.stopBroadcast()).toEqual({ ok: true, value: undefined });
    expect(me().tracks.size).toBe(0);
    expect(session.state).toMatchObject({ broadcasting: false, microphoneMuted: false });
    session.dispose();
  });
});

describe('Live session: settings saved while it runs (SPEC §3, §6)', () => {
  it('allowOperatorBroadcast turned on offers the broadcast at once; turned off, a running broadcast stops', async () => {
    const s = await setup('tenant_5');
    const { session } = await startLive(s);
    s.hub.remoteJoin(s.channel, 'caller-1');
    const me = () => s.hub.participants(s.channel).find((p) => p.local)!;
    await session.applySettings({ ...defaultSettings(), allowOperatorBroadcast: true });
    expect(session.state.broadcastAllowed).toBe(true);
    expect(await session.startBroadcast()).toEqual({ ok: true, value: undefined });
    expect([...me().tracks]).toEqual(['audio']);
    await session.applySettings(defaultSettings());
    expect(session.state).toMatchObject({ broadcastAllowed: false, broadcasting: false });
    expect(me().tracks.size).toBe(0);
    expect(await session.startBroadcast()).toEqual({ ok: false, error: 'live.broadcast_not_allowed' });
    session.dispose();
  });
});

describe('Live session: dispose', () => {
  it('leaves the channel and the socket channel, releases every listener and timer, and emits nothing after', async () => {
    const s = await setup();
    const { session, events } = await startLive(s);
    s.hub.remoteJoin(s.channel, 'caller-1');
    s.hub.publish(s.channel, 'caller-1', 'video');
    const socket = s.sockets.latest()!;
    const count = events.length;
    session.dispose();
    session.dispose();
    expect(socket.sent.at(-1)).toEqual({ type: 'leaveLiveStream', channel: s.channel });
    expect(session.state.phase).toBe('disposed');
    expect(s.hub.participants(s.channel).map((p) => p.uid)).toEqual(['caller-1']);
    expect(s.hub.listenerCount(s.channel)).toBe(0);
    expect(s.video.sessions[0]!.listenerCount()).toBe(0);
    expect(s.realtime.listenerCount()).toBe(0);
    expect(s.clock.pendingTimers()).toBe(0);
    s.hub.remoteLeave(s.channel, 'caller-1');
    await s.clock.advance(TIMINGS.emptyChannelCheck);
    expect(events.length).toBe(count);
    expect(session.listenerCount()).toBe(0);
  });
});

describe('Read-only live view without login ({tenant}/incident/live/{id}/view)', () => {
  it('loads with getIncidentByIdNoAuth, joins with joinLiveChannelNoAuth, shows the caller, no socket, no commands', async () => {
    const s = await setup();
    const operator = await startLive(s);
    const issued = await s.container.get(IssueViewShareUseCase).execute({ incidentId: s.incidentId });
    const shareToken = issued.ok ? (issued.value?.shareToken ?? '') : '';
    s.container.get(SessionStore).clearAll();
    const share = { tenant: 'tenant_12', shareToken };
    const result = s.container.get(LiveSessionFactory).create({ incidentId: s.incidentId, readOnly: true, share });
    if (!result.ok) throw new Error(result.error.kind);
    const view = result.value;
    const connectionsBefore = s.sockets.connections.length;
    expect((await view.start()).ok).toBe(true);
    expect(view.state).toMatchObject({ phase: 'live', readOnly: true, channel: s.channel });
    expect(s.incidents.calls.map((c) => c[0])).toEqual(expect.arrayContaining(['getIncidentByIdNoAuth', 'joinLiveChannelNoAuth']));
    expect(s.sockets.connections.length).toBe(connectionsBefore);
    s.hub.remoteJoin(s.channel, 'caller-1');
    s.hub.publish(s.channel, 'caller-1', 'video');
    expect(view.state.stream.selectedUid).toBe('caller-1');
    // The viewer is an audience member: the operator sees only the caller.
    expect(operator.session.state.stream.remoteUsers.map((u) => u.uid)).toEqual(['caller-1']);
    expect(await view.stop()).toEqual({ ok: false, error: 'live.read_only' });
    expect(view.setMuted(true)).toEqual({ ok: false, error: 'live.read_only' });
    expect(await view.startBroadcast()).toEqual({ ok: false, error: 'live.read_only' });
    s.hub.remoteLeave(s.channel, 'caller-1');
    expect(view.state.outcome).toEqual({ kind: 'ended', cause: 'callerLeft' });
    view.dispose();
    operator.session.dispose();
    expect(s.clock.pendingTimers()).toBe(0);
  });

  it('a shared link of an incident finished since opens on "ended", not "not found", and joins nothing', async () => {
    const s = await setup();
    const operator = await startLive(s);
    const issued = await s.container.get(IssueViewShareUseCase).execute({ incidentId: s.incidentId });
    const shareToken = issued.ok ? (issued.value?.shareToken ?? '') : '';
    operator.session.dispose();
    await s.incidents.finishIncident(s.incidentId);
    s.container.get(SessionStore).clearAll();
    const result = s.container
      .get(LiveSessionFactory)
      .create({ incidentId: s.incidentId, readOnly: true, share: { tenant: 'tenant_12', shareToken } });
    if (!result.ok) throw new Error(result.error.kind);
    const view = result.value;
    expect((await view.start()).ok).toBe(false);
    expect(view.state.outcome).toEqual({ kind: 'finished_incident' });
    expect(view.state.incident).toBeNull();
    expect(s.incidents.calls.map((c) => c[0])).not.toContain('joinLiveChannelNoAuth');
    view.dispose();
  });

  it("a link past its 24 hours says it expired; a forged, altered or other tenant's link says it opens nothing, alike", async () => {
    const s = await setup();
    const operator = await startLive(s);
    const issued = await s.container.get(IssueViewShareUseCase).execute({ incidentId: s.incidentId });
    const shareToken = issued.ok ? (issued.value?.shareToken ?? '') : '';
    operator.session.dispose();
    s.container.get(SessionStore).clearAll();
    const outcomeOf = async (share: { tenant: string; shareToken: string }, incidentId = s.incidentId) => {
      const created = s.container.get(LiveSessionFactory).create({ incidentId, readOnly: true, share });
      if (!created.ok) throw new Error(created.error.kind);
      expect((await created.value.start()).ok).toBe(false);
      const outcome = created.value.state.outcome;
      created.value.dispose();
      return outcome;
    };
    await s.clock.advance(SHARE_TOKEN_LIFETIME_MS);
    expect(await outcomeOf({ tenant: 'tenant_12', shareToken })).toEqual({ kind: 'link_expired' });
    const notFound = { kind: 'not_found' };
    const altered = `${shareToken.slice(0, -1)}${shareToken.endsWith('0') ? '1' : '0'}`;
    expect(await outcomeOf({ tenant: 'tenant_5', shareToken })).toEqual(notFound);
    expect(await outcomeOf({ tenant: 'tenant_12', shareToken: altered })).toEqual(notFound);
    expect(await outcomeOf({ tenant: 'tenant_12', shareToken: 'f'.repeat(32) + '_1' })).toEqual(notFound);
    expect(await outcomeOf({ tenant: 'tenant_12', shareToken }, '999999')).toEqual(notFound);
    expect(s.incidents.calls.map((c) => c[0])).not.toContain('joinLiveChannelNoAuth');
  });
});
