import { describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import type { NetworkQualityEvent, RemoteTrackEvent, VideoConnectionState, VideoSession } from '../../src/application/ports/video.port';
import { AgoraVideoGateway, agoraUid } from '../../src/adapters/real/agora-video.adapter';

/** A stand-in for agora-rtc-sdk-ng/esm: records every call and lets a test emit the SDK's events. */
const sdk = vi.hoisted(() => {
  type Handler = (...args: unknown[]) => void;
  class Emitter {
    readonly handlers = new Map<string, Set<Handler>>();
    on(event: string, handler: Handler): void {
      if (!this.handlers.has(event)) this.handlers.set(event, new Set());
      this.handlers.get(event)?.add(handler);
    }
    off(event: string, handler: Handler): void {
      this.handlers.get(event)?.delete(handler);
    }
    emit(event: string, ...args: unknown[]): void {
      for (const handler of [...(this.handlers.get(event) ?? [])]) handler(...args);
    }
    handlerCount(): number {
      return [...this.handlers.values()].reduce((sum, set) => sum + set.size, 0);
    }
  }
  /** How the fake SDK reports a blocked autoplay: the onAutoplayFailed hook (audio element) or the event (audio context). */
  const state = { factoryRuns: 0, blockAutoplay: false, autoplayReport: 'hook' as 'hook' | 'event', failJoin: null as Error | null };
  class Track {
    readonly plays: unknown[][] = [];
    stops = 0;
    closed = false;
    muted = false;
    constructor(readonly kind: 'audio' | 'video') {}
    private mediaStreamTrack: { kind: string; id: string } | null = null;
    getMediaStreamTrack(): { kind: string; id: string } {
      this.mediaStreamTrack ??= { kind: this.kind, id: `${this.kind}-track` };
      return this.mediaStreamTrack;
    }
    play(...args: unknown[]): void {
      this.plays.push(args);
      // As the SDK does: the browser refuses the audio element, and a microtask later the SDK reports it.
      if (this.kind === 'audio' && state.blockAutoplay) {
        void Promise.resolve().then(() =>
          state.autoplayReport === 'hook' ? AgoraRTC.onAutoplayFailed?.() : AgoraRTC.emit('autoplay-failed'),
        );
      }
    }
    stop(): void {
      this.stops++;
    }
    close(): void {
      this.closed = true;
    }
    async setMuted(muted: boolean): Promise<void> {
      this.muted = muted;
    }
  }
  interface User {
    uid: string | number;
    hasAudio: boolean;
    hasVideo: boolean;
    audioTrack?: Track;
    videoTrack?: Track;
  }
  class Client extends Emitter {
    connectionState = 'DISCONNECTED';
    readonly remoteUsers: User[] = [];
    readonly joins: unknown[][] = [];
    readonly subscribed: Array<{ uid: string | number; kind: string }> = [];
    readonly published: Track[] = [];
    readonly unpublished: Track[] = [];
    left = false;
    constructor(readonly config: unknown) {
      super();
    }
    async join(...args: unknown[]): Promise<unknown> {
      this.joins.push(args);
      if (state.failJoin) throw state.failJoin;
      this.setState('CONNECTED');
      return args[3];
    }
    async leave(): Promise<void> {
      this.left = true;
      this.setState('DISCONNECTED');
    }
    async subscribe(user: User, kind: 'audio' | 'video'): Promise<Track> {
      const track = new Track(kind);
      if (kind === 'audio') user.audioTrack = track;
      else user.videoTrack = track;
      this.subscribed.push({ uid: user.uid, kind });
      return track;
    }
    async publish(track: Track): Promise<void> {
      this.published.push(track);
    }
    async unpublish(track: Track): Promise<void> {
      this.unpublished.push(track);
    }
    setState(next: string): void {
      const previous = this.connectionState;
      this.connectionState = next;
      this.emit('connection-state-change', next, previous);
    }
    /** A remote user joins and publishes (what the SDK reports). */
    remoteJoins(uid: string | number): User {
      const user: User = { uid, hasAudio: false, hasVideo: false };
      this.remoteUsers.push(user);
      this.emit('user-joined', user);
      return user;
    }
  }
  const clients: Client[] = [];
  const microphones: Track[] = [];
  const AgoraRTC = new (class extends Emitter {
    resumed = 0;
    onAutoplayFailed?: () => void;
    createClient(config: unknown): Client {
      const client = new Client(config);
      clients.push(client);
      return client;
    }
    async createMicrophoneAudioTrack(): Promise<Track> {
      const track = new Track('audio');
      microphones.push(track);
      return track;
    }
    async resumeAudioContext(): Promise<void[]> {
      this.resumed++;
      return [];
    }
  })();
  return { state, clients, microphones, AgoraRTC };
});

/** The SDK's ES module build: named functions over its AgoraRTC object (onAutoplayFailed(fn) sets its hook). */
vi.mock('agora-rtc-sdk-ng/esm', () => {
  sdk.state.factoryRuns++;
  const { AgoraRTC } = sdk;
  return {
    AgoraRTC,
    createClient: (config: unknown) => AgoraRTC.createClient(config),
    createMicrophoneAudioTrack: () => AgoraRTC.createMicrophoneAudioTrack(),
    resumeAudioContext: () => AgoraRTC.resumeAudioContext(),
    onAutoplayFailed: (fn: () => void) => {
      AgoraRTC.onAutoplayFailed = fn;
    },
  };
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function gateway(appId = 'app-from-config') {
  return new AgoraVideoGateway({ appId, autoplayReportWindowMs: 20 });
}

async function joined(): Promise<{ session: VideoSession; client: (typeof sdk.clients)[number] }> {
  const session = await gateway().join({ channel: 'incident-42', token: 'rtc-token', uid: '1001' });
  return { session, client: sdk.clients[sdk.clients.length - 1] };
}

describe('AgoraVideoGateway: loading the SDK', () => {
  it('does not import agora-rtc-sdk-ng until join() is called, then creates a vp8 rtc client (SPEC §9)', async () => {
    const video = gateway();
    expect(sdk.state.factoryRuns).toBe(0);
    await video.join({ channel: 'incident-42', token: 'rtc-token', uid: '1001' });
    expect(sdk.state.factoryRuns).toBe(1);
    expect(sdk.clients[0].config).toEqual({ mode: 'rtc', codec: 'vp8' });
    expect(sdk.clients[0].joins[0]).toEqual(['app-from-config', 'incident-42', 'rtc-token', 1001]);
  });

  it('joins with the request app id when it has one, and refuses without any app id', async () => {
    await gateway().join({ appId: 'app-from-request', channel: 'c', token: 't', uid: 7 });
    expect(sdk.clients[sdk.clients.length - 1].joins[0][0]).toBe('app-from-request');
    const failure = await gateway('')
      .join({ channel: 'c', token: 't', uid: 7 })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect((failure as GatewayError).message).toMatch(/VITE_AGORA_APP_ID/);
  });

  it('a refused join rejects with a GatewayError carrying the SDK message and leaves no handler behind', async () => {
    sdk.state.failJoin = Object.assign(new Error('invalid token, authorized failed'), { code: 'INVALID_TOKEN' });
    try {
      const failure = await gateway()
        .join({ channel: 'c', token: 'bad', uid: 1 })
        .catch((e: unknown) => e);
      expect(failure).toMatchObject({ kind: 'unauthorized', serverMessage: 'invalid token, authorized failed' });
      expect(sdk.clients[sdk.clients.length - 1].handlerCount()).toBe(0);
    } finally {
      sdk.state.failJoin = null;
    }
  });

  it.each([
    ['1001', 1001],
    [1001, 1001],
    ['operator-7', 'operator-7'],
    ['99999999999', '99999999999'],
  ] as const)('uid %j joins as %j', (uid, expected) => {
    expect(agoraUid(uid)).toBe(expected);
  });
});

describe('AgoraVideoGateway: channel events reach the port listeners', () => {
  it('reports joins, subscribed publications, unpublications, departures, network quality and connection state', async () => {
    const { session, client } = await joined();
    const seen: string[] = [];
    const states: VideoConnectionState[] = [];
    const qualities: NetworkQualityEvent[] = [];
    session.onConnectionState((s) => states.push(s));
    session.onUserJoined(({ uid }) => seen.push(`joined ${uid}`));
    session.onUserPublished(({ uid, kind }) => {
      // The track is subscribed before the port hears of it.
      expect(client.subscribed).toContainEqual({ uid: Number(uid), kind });
      seen.push(`published ${uid} ${kind}`);
    });
    session.onUserUnpublished(({ uid, kind }) => seen.push(`unpublished ${uid} ${kind}`));
    session.onUserLeft(({ uid }) => seen.push(`left ${uid}`));
    session.onNetworkQuality((q) => qualities.push(q));

    const caller = client.remoteJoins(2002);
    client.emit('user-published', caller, 'video');
    client.emit('user-published', caller, 'audio');
    await flush();
    client.emit('user-unpublished', caller, 'audio');
    client.emit('network-quality', { uplinkNetworkQuality: 1, downlinkNetworkQuality: 4 });
    client.setState('RECONNECTING');
    client.emit('user-left', caller, 'Quit');

    expect(seen).toEqual(['joined 2002', 'published 2002 video', 'published 2002 audio', 'unpublished 2002 audio', 'left 2002']);
    expect(qualities).toEqual([{ uplinkNetworkQuality: 1, downlinkNetworkQuality: 4 }]);
    expect(states).toEqual(['CONNECTED', 'RECONNECTING']);
  });

  it('ignores data-channel publications', async () => {
    const { session, client } = await joined();
    const published: RemoteTrackEvent[] = [];
    session.onUserPublished((e) => published.push(e));
    client.emit('user-published', client.remoteJoins(5), 'datachannel');
    await flush();
    expect(published).toEqual([]);
    expect(client.subscribed).toEqual([]);
  });

  it('a listener added later first receives the users already there and their subscribed tracks', async () => {
    const { session, client } = await joined();
    const caller = client.remoteJoins('caller-a');
    client.emit('user-published', caller, 'video');
    client.emit('network-quality', { uplinkNetworkQuality: 2, downlinkNetworkQuality: 3 });
    await flush();
    const joins: string[] = [];
    const published: RemoteTrackEvent[] = [];
    const qualities: NetworkQualityEvent[] = [];
    session.onUserJoined(({ uid }) => joins.push(uid));
    session.onUserPublished((e) => published.push(e));
    session.onNetworkQuality((q) => qualities.push(q));
    expect(joins).toEqual(['caller-a']);
    expect(published).toEqual([{ uid: 'caller-a', kind: 'video' }]);
    expect(qualities).toEqual([{ uplinkNetworkQuality: 2, downlinkNetworkQuality: 3 }]);
  });

  it('stops reporting to a listener after its unsubscribe, and keeps reporting to the others', async () => {
    const { session, client } = await joined();
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = session.onUserJoined(({ uid }) => first.push(uid));
    session.onUserJoined(({ uid }) => second.push(uid));
    const qualities: NetworkQualityEvent[] = [];
    const stopQuality = session.onNetworkQuality((q) => qualities.push(q));
    client.remoteJoins(1);
    stopFirst();
    stopQuality();
    client.remoteJoins(2);
    client.emit('network-quality', { uplinkNetworkQuality: 5, downlinkNetworkQuality: 5 });
    expect(first).toEqual(['1']);
    expect(second).toEqual(['1', '2']);
    expect(qualities).toEqual([]);
  });
});

describe('AgoraVideoGateway: playback', () => {
  it('plays the remote video into the target and its audio; audio not blocked when the SDK reports nothing', async () => {
    const { session, client } = await joined();
    const caller = client.remoteJoins(2002);
    client.emit('user-published', caller, 'video');
    client.emit('user-published', caller, 'audio');
    await flush();
    const target = { tagName: 'DIV' };
    await expect(session.play('2002', target)).resolves.toEqual({ audioBlocked: false });
    expect(caller.videoTrack?.plays).toEqual([[target, { fit: 'contain' }]]);
    expect(caller.audioTrack?.plays).toEqual([[]]);
    session.stop('2002');
    expect(caller.videoTrack?.stops).toBe(1);
    expect(caller.audioTrack?.stops).toBe(1);
  });

  it("plays into the console's own video element by making the track its source (the SDK's player needs a container)", async () => {
    const { session, client } = await joined();
    const caller = client.remoteJoins(2004);
    client.emit('user-published', caller, 'video');
    await flush();
    class FakeMediaStream {
      constructor(readonly tracks: unknown[]) {}
    }
    vi.stubGlobal('MediaStream', FakeMediaStream);
    try {
      const video = { srcObject: null as unknown, muted: false, plays: 0, play: async () => void video.plays++ };
      await session.play('2004', video);
      expect(caller.videoTrack?.plays).toEqual([]);
      expect(video.srcObject).toEqual(new FakeMediaStream([caller.videoTrack?.getMediaStreamTrack()]));
      expect(video).toMatchObject({ muted: true, plays: 1 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each(['hook', 'event'] as const)(
    'reports audioBlocked when the SDK reports an autoplay failure (%s), until the operator resumes audio',
    async (report) => {
      const { session, client } = await joined();
      const caller = client.remoteJoins(3003);
      client.emit('user-published', caller, 'video');
      client.emit('user-published', caller, 'audio');
      await flush();
      sdk.state.autoplayReport = report;
      sdk.state.blockAutoplay = true;
      try {
        await expect(session.play('3003', {})).resolves.toEqual({ audioBlocked: true });
        // The SDK reports once per page; a second play still knows.
        sdk.state.blockAutoplay = false;
        await expect(session.play('3003', {})).resolves.toEqual({ audioBlocked: true });
        const resumedBefore = sdk.AgoraRTC.resumed;
        const playsBefore = caller.audioTrack?.plays.length ?? 0;
        await session.resumeAudio();
        expect(sdk.AgoraRTC.resumed).toBe(resumedBefore + 1);
        expect(caller.audioTrack?.plays.length).toBe(playsBefore + 1);
        await expect(session.play('3003', {})).resolves.toEqual({ audioBlocked: false });
      } finally {
        sdk.state.blockAutoplay = false;
        await session.resumeAudio();
      }
    },
  );

  it('a video-only stream never reports blocked audio', async () => {
    const { session, client } = await joined();
    const caller = client.remoteJoins(4004);
    client.emit('user-published', caller, 'video');
    await flush();
    sdk.state.blockAutoplay = true;
    try {
      await expect(session.play('4004', {})).resolves.toEqual({ audioBlocked: false });
    } finally {
      sdk.state.blockAutoplay = false;
    }
  });

  it('refuses to play a user who is not in the channel', async () => {
    const { session } = await joined();
    await expect(session.play('nobody', {})).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('AgoraVideoGateway: the operator microphone and leaving', () => {
  it('publishes, mutes and unpublishes the microphone, closing its track', async () => {
    const { session, client } = await joined();
    await session.publishMicrophone();
    const microphone = sdk.microphones[sdk.microphones.length - 1];
    expect(client.published).toEqual([microphone]);
    await session.setMicrophoneMuted(true);
    expect(microphone.muted).toBe(true);
    await session.unpublishMicrophone();
    expect(client.unpublished).toEqual([microphone]);
    expect(microphone.closed).toBe(true);
    await expect(session.setMicrophoneMuted(false)).rejects.toBeInstanceOf(GatewayError);
  });

  it('leave() leaves the channel, closes the microphone, stops remote playback and drops every handler and listener', async () => {
    const { session, client } = await joined();
    const caller = client.remoteJoins(2002);
    client.emit('user-published', caller, 'video');
    await flush();
    await session.play('2002', {});
    await session.publishMicrophone();
    const microphone = sdk.microphones[sdk.microphones.length - 1];
    const joins: string[] = [];
    const states: VideoConnectionState[] = [];
    session.onUserJoined(({ uid }) => joins.push(uid));
    session.onConnectionState((s) => states.push(s));

    await session.leave();

    expect(client.left).toBe(true);
    expect(microphone.closed).toBe(true);
    expect(caller.videoTrack?.stops).toBe(1);
    expect(client.handlerCount()).toBe(0);
    expect((session as unknown as { listenerCount(): number }).listenerCount()).toBe(0);
    expect(states).toEqual(['CONNECTED', 'DISCONNECTED']);
    client.remoteJoins(9);
    expect(joins).toEqual(['2002']);
    await expect(session.play('2002', {})).rejects.toBeInstanceOf(GatewayError);
    await expect(session.publishMicrophone()).rejects.toBeInstanceOf(GatewayError);
  });
});
