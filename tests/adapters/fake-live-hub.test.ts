import { describe, expect, it } from 'vitest';
import { Clock } from '../../src/application/ports/clock.port';
import { CollabGateway } from '../../src/application/ports/collab-gateway.port';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { LiveStreamingGateway } from '../../src/application/ports/live-streaming-gateway.port';
import { RealtimeEvents, type RealtimeClose, type RealtimeIncoming } from '../../src/application/ports/realtime-events.port';
import { VideoGateway } from '../../src/application/ports/video.port';
import { SessionStore } from '../../src/application/session/session.store';
import type { FakeCollabGateway } from '../../src/adapters/fake/collab-gateway.fake';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { LiveHub } from '../../src/adapters/fake/demo-world/live-hub';
import type { FakeLiveStreamingGateway } from '../../src/adapters/fake/live-streaming-gateway.fake';
import type { FakeRealtimeConnection, FakeRealtimeEvents } from '../../src/adapters/fake/realtime-events.fake';
import { FakeVideoGateway, type RemoteMediaRenderer, type RemotePlayback } from '../../src/adapters/fake/video-gateway.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { createContainer } from '../../src/composition/create-container';

function setup(email = 'operator@tenant12.demo') {
  const clock = new VirtualClock();
  const container = createContainer('fake', { bindings: [[Clock, clock]] });
  const world = container.get(DemoWorld);
  const tokenOf = (who: string) => world.issueToken(world.accounts.find((a) => a.email === who)!);
  const account = world.accounts.find((a) => a.email === email)!;
  container.get(SessionStore).save({
    token: tokenOf(email),
    tenantId: account.tenant,
    user: { id: account.id, email: account.email, thumbnail: null, isSuperUser: account.isSuperUser },
    permissions: account.permissions,
  });
  return {
    clock,
    container,
    world,
    tokenOf,
    hub: container.get(LiveHub),
    sockets: container.get<FakeRealtimeEvents>(RealtimeEvents),
    video: container.get<FakeVideoGateway>(VideoGateway),
    collab: container.get<FakeCollabGateway>(CollabGateway),
    streaming: container.get<FakeLiveStreamingGateway>(LiveStreamingGateway),
  };
}

function record(connection: FakeRealtimeConnection) {
  const log: Array<RealtimeIncoming | { type: 'open' } | { type: 'error' } | { type: 'close'; close: RealtimeClose }> = [];
  connection.onOpen(() => log.push({ type: 'open' }));
  connection.onMessage((message) => log.push(message));
  connection.onError(() => log.push({ type: 'error' }));
  connection.onClose((close) => log.push({ type: 'close', close }));
  return log;
}

describe('LiveHub realtime sockets (SPEC §7 WebSocket)', () => {
  it('answers joinLiveStream and getConnectionStatus with CONNECTED, after the latency, never inside send()', async () => {
    const { clock, hub, sockets, tokenOf } = setup();
    const socket = sockets.connect(tokenOf('operator@tenant12.demo'));
    const log = record(socket);
    socket.send({ type: 'ping' });
    expect(socket.dropped).toEqual([{ type: 'ping' }]);
    await clock.settle();
    socket.send({ type: 'joinLiveStream', channel: 'incident-300001', incidentId: '300001' });
    socket.send({ type: 'getConnectionStatus', channel: 'incident-300001' });
    expect(log).toEqual([{ type: 'open' }]);
    await clock.settle();
    expect(log).toEqual([
      { type: 'open' },
      { type: 'connectionStatus', status: 'CONNECTED', channel: 'incident-300001' },
      { type: 'connectionStatus', status: 'CONNECTED', channel: 'incident-300001' },
    ]);
    expect(hub.sent.map((s) => s.message.type)).toEqual(['joinLiveStream', 'getConnectionStatus']);
    hub.serverStop('300001');
    socket.send({ type: 'getConnectionStatus', channel: 'incident-300001' });
    await clock.settle();
    expect(log.slice(-2)).toEqual([
      { type: 'stopLiveStream', channel: 'incident-300001', incidentId: '300001' },
      { type: 'connectionStatus', status: 'DISCONNECTED', channel: 'incident-300001' },
    ]);
  });

  it("'Not joined, already joined' when another session holds the incident; free again once it closes", async () => {
    const { clock, sockets, tokenOf } = setup();
    const first = sockets.connect(tokenOf('operator@tenant12.demo'));
    const second = sockets.connect(tokenOf('operator@tenant12.demo'));
    const log = record(second);
    await clock.settle();
    first.send({ type: 'joinLiveStream', channel: 'incident-300001', incidentId: '300001' });
    first.send({ type: 'joinLiveStream', channel: 'incident-300001', incidentId: '300001' });
    second.send({ type: 'joinLiveStream', channel: 'incident-300001', incidentId: '300001' });
    await clock.settle();
    expect(first.received.map((m) => m.type)).toEqual(['connectionStatus', 'connectionStatus']);
    expect(log.slice(1)).toEqual([{ type: 'alreadyJoined', message: 'Not joined, already joined' }]);
    first.close();
    second.send({ type: 'joinLiveStream', channel: 'incident-300001', incidentId: '300001' });
    await clock.settle();
    expect(log.at(-1)).toEqual({ type: 'connectionStatus', status: 'CONNECTED', channel: 'incident-300001' });
  });

  it('pushes reach only the subscribed sockets of the incident and tenant', async () => {
    const { clock, hub, sockets, tokenOf } = setup();
    const subscribed = sockets.connect(tokenOf('operator@tenant12.demo'));
    const unsubscribed = sockets.connect(tokenOf('operator@tenant12.demo'));
    const otherTenant = sockets.connect(tokenOf('operator@tenant5.demo'));
    await clock.settle();
    subscribed.send({ type: 'subscribeToEvents', events: ['INCIDENT_UPDATED'] });
    subscribed.send({ type: 'incidentUpdates', incidentId: '300001' });
    unsubscribed.send({ type: 'incidentUpdates', incidentId: '300001' });
    otherTenant.send({ type: 'subscribeToEvents', events: ['INCIDENT_UPDATED'] });
    otherTenant.send({ type: 'incidentUpdates', incidentId: '300001' });
    const update: RealtimeIncoming = { type: 'INCIDENT_UPDATED', incidentId: '300001', activeOperator: null };
    expect(hub.push({ tenantId: 'tenant_12', incidentId: '300001' }, update)).toBe(1);
    expect(hub.push({ incidentId: '999' }, update)).toBe(0);
    await clock.settle();
    expect(subscribed.received).toEqual([update]);
    expect(unsubscribed.received).toEqual([]);
    expect(otherTenant.received).toEqual([]);
  });

  it('mute reaches the other sockets of the incident and is remembered per channel', async () => {
    const { clock, hub, sockets, tokenOf } = setup();
    const operator = sockets.connect(tokenOf('operator@tenant12.demo'));
    const watcher = sockets.connect(tokenOf('operator@tenant12.demo'));
    await clock.settle();
    watcher.send({ type: 'incidentUpdates', incidentId: '300001' });
    operator.send({ type: 'joinLiveStream', channel: 'incident-300001', incidentId: '300001' });
    operator.send({ type: 'muteLiveStream', channel: 'incident-300001', muted: true });
    await clock.settle();
    expect(hub.isMuted('incident-300001')).toBe(true);
    expect(watcher.received).toEqual([{ type: 'muteLiveStream', channel: 'incident-300001', muted: true }]);
    expect(operator.received.map((m) => m.type)).toEqual(['connectionStatus']);
  });

  it('an unknown token or a refused handshake: error then an unrequested close (1006); close() is requested (1000)', async () => {
    const { clock, hub, sockets, tokenOf } = setup();
    const bad = record(sockets.connect('not-a-token'));
    hub.refuseSockets(1);
    const refused = record(sockets.connect(tokenOf('operator@tenant12.demo')));
    const good = sockets.connect(tokenOf('operator@tenant12.demo'));
    const goodLog = record(good);
    await clock.settle();
    expect(bad).toEqual([{ type: 'error' }, { type: 'close', close: { requested: false, code: 1006 } }]);
    expect(refused).toEqual([{ type: 'error' }, { type: 'close', close: { requested: false, code: 1006 } }]);
    good.close();
    await clock.settle();
    expect(goodLog).toEqual([{ type: 'open' }, { type: 'close', close: { requested: true, code: 1000 } }]);
    expect(hub.sockets()).toHaveLength(0);
  });

  it('dropSockets / failSockets close only the matching sockets, unrequested', async () => {
    const { clock, hub, sockets, tokenOf } = setup();
    const a = record(sockets.connect(tokenOf('operator@tenant12.demo')));
    const b = record(sockets.connect(tokenOf('operator@tenant5.demo')));
    await clock.settle();
    expect(hub.dropSockets({ tenantId: 'tenant_5' })).toBe(1);
    expect(hub.failSockets()).toBe(1);
    await clock.settle();
    expect(b).toEqual([{ type: 'open' }, { type: 'close', close: { requested: false, code: 1006 } }]);
    expect(a).toEqual([{ type: 'open' }, { type: 'error' }, { type: 'close', close: { requested: false, code: 1006 } }]);
  });
});

describe('FakeVideoGateway over the LiveHub (SPEC §7 real-time video)', () => {
  it('a session replays the channel to listeners added after join, then follows it; leave says DISCONNECTED and drops listeners', async () => {
    const { hub, video } = setup();
    hub.remoteJoin('incident-300001', 'caller-1', 'caller');
    hub.publish('incident-300001', 'caller-1', 'video');
    hub.setNetworkQuality('incident-300001', 2, 3);
    const session = await video.join({ channel: 'incident-300001', token: 'demo-rtc-join', uid: 1001 });
    const log: unknown[] = [];
    session.onConnectionState((state) => log.push(['state', state]));
    session.onUserJoined(({ uid }) => log.push(['joined', uid]));
    session.onUserPublished(({ uid, kind }) => log.push(['published', uid, kind]));
    session.onUserUnpublished(({ uid, kind }) => log.push(['unpublished', uid, kind]));
    session.onUserLeft(({ uid }) => log.push(['left', uid]));
    session.onNetworkQuality((q) => log.push(['quality', q.uplinkNetworkQuality, q.downlinkNetworkQuality]));
    hub.publish('incident-300001', 'caller-1', 'audio');
    hub.remoteLeave('incident-300001', 'caller-1');
    await session.leave();
    expect(log).toEqual([
      ['state', 'CONNECTED'],
      ['joined', 'caller-1'],
      ['published', 'caller-1', 'video'],
      ['quality', 2, 3],
      ['published', 'caller-1', 'audio'],
      ['unpublished', 'caller-1', 'video'],
      ['unpublished', 'caller-1', 'audio'],
      ['left', 'caller-1'],
      ['state', 'DISCONNECTED'],
    ]);
    expect((session as unknown as { listenerCount(): number }).listenerCount()).toBe(0);
    expect(hub.listenerCount('incident-300001')).toBe(0);
  });

  it('network quality: unknown until a local session joins, then the loopback 1/1 as the SDK reports on a good network; setNetworkQuality overrides it', async () => {
    const { hub, video } = setup();
    const channel = 'incident-300002';
    type Report = [number, number];
    const reports = (session: Awaited<ReturnType<typeof video.join>>) => {
      const seen: Report[] = [];
      session.onNetworkQuality((q) => seen.push([q.uplinkNetworkQuality, q.downlinkNetworkQuality]));
      return seen;
    };
    hub.remoteJoin(channel, 'caller-1', 'caller');
    // A remote user is not a measuring client: no measure yet.
    expect(hub.channel(channel)?.quality).toEqual({ uplinkNetworkQuality: 0, downlinkNetworkQuality: 0 });

    const first = await video.join({ channel, token: 'demo-rtc-join', uid: 1001 });
    const firstSeen = reports(first);
    expect(firstSeen).toEqual([[1, 1]]);
    expect(hub.channel(channel)?.quality).toEqual({ uplinkNetworkQuality: 1, downlinkNetworkQuality: 1 });

    hub.setNetworkQuality(channel, 4, 5);
    expect(firstSeen).toEqual([
      [1, 1],
      [4, 5],
    ]);
    // A later session sees the scenario's quality, not the loopback default.
    const second = await video.join({ channel, token: 'demo-rtc-join', uid: 1002 });
    expect(reports(second)).toEqual([[4, 5]]);
    await first.leave();
    await second.leave();
  });

  it.each([
    // [what set the channel's quality before the join, what the joined session replays, the step]
    ['no scenario step', [[1, 1]], null],
    ['a step before the join', [[3, 2]], [3, 2]],
    ['a step of 0/0 (the SDK unknown) before the join', [], [0, 0]],
  ] as const)('a session joining a channel with %s replays %j', async (_case, expected, before) => {
    const { hub, video } = setup();
    const channel = 'incident-300003';
    if (before) hub.setNetworkQuality(channel, before[0], before[1]);
    const session = await video.join({ channel, token: 'demo-rtc-join', uid: 1001 });
    const seen: Array<[number, number]> = [];
    session.onNetworkQuality((q) => seen.push([q.uplinkNetworkQuality, q.downlinkNetworkQuality]));
    expect(seen).toEqual(expected);
    await session.leave();
  });

  it('plays through the pluggable renderer with the remote user mediaSource; unknown users are refused', async () => {
    const { hub, world } = setup();
    const played: RemotePlayback[] = [];
    const renderer: RemoteMediaRenderer = {
      play: (playback) => {
        played.push(playback);
        return { audioBlocked: true };
      },
      stop: () => undefined,
      resumeAudio: () => undefined,
    };
    const video = new FakeVideoGateway(hub, world, renderer);
    const stream = { id: 'canvas-stream' };
    hub.remoteJoin('incident-300001', 'caller-1', 'caller', { mediaSource: stream });
    hub.publish('incident-300001', 'caller-1', 'video');
    hub.publish('incident-300001', 'caller-1', 'audio');
    const session = await video.join({ channel: 'incident-300001', token: 't', uid: 'op' });
    const target = { element: 'video' };
    expect(await session.play('caller-1', target)).toEqual({ audioBlocked: true });
    expect(played).toEqual([
      { channel: 'incident-300001', uid: 'caller-1', target, kinds: ['video', 'audio'], mediaSource: stream, shown: expect.any(Function) },
    ]);
    // The renderer's first frame of the caller is the hub's news of this console's screen showing the caller.
    const shown: unknown[] = [];
    hub.onVideoShown((news) => shown.push(news));
    played[0]!.shown();
    expect(shown).toEqual([{ channel: 'incident-300001', uid: 'caller-1', viewer: 'op' }]);
    await expect(session.play('ghost', target)).rejects.toBeInstanceOf(GatewayError);
    await expect(video.join({ channel: ' ', token: 't', uid: 1 })).rejects.toBeInstanceOf(GatewayError);
  });

  it('two console sessions see each other; the operator microphone is a published audio track', async () => {
    const { hub, video } = setup();
    const a = await video.join({ channel: 'incident-300001', token: 't', uid: 'a' });
    const b = await video.join({ channel: 'incident-300001', token: 't', uid: 'b' });
    const seen: unknown[] = [];
    b.onUserJoined(({ uid }) => seen.push(['joined', uid]));
    b.onUserPublished(({ uid, kind }) => seen.push(['published', uid, kind]));
    b.onUserLeft(({ uid }) => seen.push(['left', uid]));
    await a.publishMicrophone();
    await a.leave();
    expect(seen).toEqual([
      ['joined', 'a'],
      ['published', 'a', 'audio'],
      ['left', 'a'],
    ]);
    expect(hub.participants('incident-300001').map((p) => p.uid)).toEqual(['b']);
  });
});

describe('FakeCollabGateway and FakeLiveStreamingGateway', () => {
  it('send-link-collab makes a channel per call that joinLiveCollabChannel accepts; lists per incident and tenant', async () => {
    const { container, collab, hub } = setup();
    const incidents = container.get<IncidentsGateway>(IncidentsGateway);
    const live = (await incidents.getAllLiveStreams())[0]!;
    const first = await collab.sendLinkCollab({ incidentId: live.id!, phone: '+573001112233', sendMessageType: 'SMS' });
    const second = await collab.sendLinkCollab({ incidentId: live.id!, phone: '+573001112244', sendMessageType: 'WHATSAPP' });
    expect(first.channel).toBe(`incident-${live.id}-collab-1`);
    expect(second.channel).toBe(`incident-${live.id}-collab-2`);
    expect(await collab.byIncident(live.id!)).toEqual([{ channel: first.channel }, { channel: second.channel }]);
    expect(await collab.byChannel(first.channel!)).toEqual({ channel: first.channel, phone: '+573001112233' });
    expect(await collab.byChannel('nope')).toBeNull();
    expect(await incidents.joinLiveCollabChannel(first.channel!)).toMatchObject({ channel: first.channel });
    expect(hub.startCollabBroadcast(live.id!).channel).toBe(second.channel);
    expect(hub.remoteUsers(second.channel!).map((u) => [u.role, [...u.tracks]])).toEqual([['collaborator', ['video', 'audio']]]);
  });

  it('send-link-collab refuses bad input with a server error', async () => {
    const { collab } = setup();
    await expect(collab.sendLinkCollab({ incidentId: '', phone: '+57300', sendMessageType: 'SMS' })).rejects.toMatchObject({
      kind: 'server',
    });
    await expect(collab.sendLinkCollab({ incidentId: '1', phone: 'none', sendMessageType: 'SMS' })).rejects.toMatchObject({
      kind: 'server',
    });
    await expect(collab.sendLinkCollab({ incidentId: '1', phone: '+57300', sendMessageType: 'FAX' as 'SMS' })).rejects.toMatchObject({
      kind: 'server',
    });
  });

  it("another tenant does not see a tenant's collab channels", async () => {
    const { container, collab, world } = setup();
    const made = await collab.sendLinkCollab({ incidentId: '300001', phone: '+573001112233', sendMessageType: 'SMS' });
    const account = world.accounts.find((a) => a.email === 'operator@tenant5.demo')!;
    container.get(SessionStore).save({
      token: world.issueToken(account),
      tenantId: account.tenant,
      user: { id: account.id, email: account.email, thumbnail: null, isSuperUser: false },
      permissions: [],
    });
    expect(await collab.byChannel(made.channel!)).toBeNull();
    expect(await collab.byIncident('300001')).toEqual([]);
  });

  it('users by channel and channel info come from the hub', async () => {
    const { clock, hub, streaming } = setup();
    hub.remoteJoin('incident-300001', 'caller-1', 'caller', { name: 'Rafael' });
    expect(await streaming.usersByChannel('incident-300001')).toEqual([{ uid: 'caller-1', role: 'caller', name: 'Rafael' }]);
    expect(await streaming.channelInfo('incident-300001')).toEqual({
      incidentId: '300001',
      startedAt: new Date(clock.now()).toISOString(),
    });
    expect(await streaming.channelInfo('unknown')).toBeNull();
    expect(await streaming.usersByChannel('unknown')).toEqual([]);
  });
});
