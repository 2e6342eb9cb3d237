import { describe, expect, it } from 'vitest';
import { RealtimeConnectionFlow } from '../../src/application/live/realtime-connection.flow';
import type { RealtimeClose, RealtimeIncoming, RealtimeOutgoing } from '../../src/application/ports/realtime-events.port';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { FakeBrowserPage } from '../../src/adapters/fake/browser-page.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import {
  decodeRealtimeMessage,
  encodeRealtimeMessage,
  WebSocketRealtimeEvents,
  type RealtimeSocket,
  type RealtimeSocketEvent,
} from '../../src/adapters/real/realtime-events.websocket.adapter';

type SocketEventType = 'open' | 'message' | 'error' | 'close';

/** A WebSocket as the browser exposes it, driven by the test (the server side). */
class ScriptedSocket implements RealtimeSocket {
  readyState = 0;
  readonly sent: string[] = [];
  readonly closeCalls: Array<number | undefined> = [];
  private readonly listeners = new Map<SocketEventType, Set<(event: RealtimeSocketEvent) => void>>();

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError');
    this.sent.push(data);
  }

  /** Like a browser: closing fires the close event with the code asked for. */
  close(code?: number): void {
    this.closeCalls.push(code);
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatch('close', { code: code ?? 1005 });
  }

  addEventListener(type: SocketEventType, listener: (event: RealtimeSocketEvent) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: SocketEventType, listener: (event: RealtimeSocketEvent) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0);
  }

  // server side
  serverOpen(): void {
    this.readyState = 1;
    this.dispatch('open', {});
  }
  serverSend(data: unknown): void {
    this.dispatch('message', { data });
  }
  serverError(): void {
    this.dispatch('error', {});
  }
  serverClose(code: number): void {
    this.readyState = 3;
    this.dispatch('close', { code });
  }
  sentMessages(): unknown[] {
    return this.sent.map((s) => JSON.parse(s) as unknown);
  }

  private dispatch(type: SocketEventType, event: RealtimeSocketEvent): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }
}

function setup() {
  const sockets: ScriptedSocket[] = [];
  const logger = new MemoryLogger();
  const events = new WebSocketRealtimeEvents('wss://realtime.test/socket', logger, (url, protocol) => {
    const socket = new ScriptedSocket(url, protocol);
    sockets.push(socket);
    return socket;
  });
  return { sockets, logger, events };
}

function record(connection: ReturnType<WebSocketRealtimeEvents['connect']>) {
  const log = { opens: 0, messages: [] as RealtimeIncoming[], errors: [] as unknown[], closes: [] as RealtimeClose[] };
  const unsubscribe = [
    connection.onOpen(() => log.opens++),
    connection.onMessage((m) => log.messages.push(m)),
    connection.onError((e) => log.errors.push(e)),
    connection.onClose((c) => log.closes.push(c)),
  ];
  return { log, unsubscribe };
}

describe('WebSocketRealtimeEvents: connecting (SPEC §7 WebSocket)', () => {
  it('opens the configured URL with the token as the socket protocol', () => {
    const { sockets, events } = setup();
    events.connect('jwt-token-1');
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe('wss://realtime.test/socket');
    expect(sockets[0]?.protocol).toBe('jwt-token-1');
  });

  it('each connect() opens a new socket (reconnecting is the service’s job)', () => {
    const { sockets, events } = setup();
    events.connect('a');
    events.connect('b');
    expect(sockets.map((s) => s.protocol)).toEqual(['a', 'b']);
  });

  it('a socket the browser refuses to create reports an error and an unrequested abnormal close', async () => {
    const logger = new MemoryLogger();
    const events = new WebSocketRealtimeEvents('not a url', logger, () => {
      throw new SyntaxError('invalid url');
    });
    const connection = events.connect('secret-token');
    const { log } = record(connection);
    await Promise.resolve();
    expect(log.errors).toHaveLength(1);
    expect(log.closes).toEqual([{ requested: false, code: 1006 }]);
    expect(JSON.stringify(logger.entries)).not.toContain('secret-token');
  });
});

describe('WebSocketRealtimeEvents: sending (wire format { event, data })', () => {
  it.each<[RealtimeOutgoing, unknown]>([
    [
      { type: 'joinLiveStream', channel: 'ch-1', incidentId: 42 },
      { event: 'joinLiveStream', data: { channel: 'ch-1', incidentId: 42 } },
    ],
    [
      { type: 'getConnectionStatus', channel: 'ch-1' },
      { event: 'getConnectionStatus', data: { channel: 'ch-1' } },
    ],
    [
      { type: 'stopLiveStream', channel: 'ch-1', incidentId: '42' },
      { event: 'stopLiveStream', data: { channel: 'ch-1', incidentId: '42' } },
    ],
    [
      { type: 'muteLiveStream', channel: 'ch-1', muted: true },
      { event: 'muteLiveStream', data: { channel: 'ch-1', muted: true } },
    ],
    [
      { type: 'leaveLiveStream', channel: 'ch-1' },
      { event: 'leaveLiveStream', data: { channel: 'ch-1' } },
    ],
    [
      { type: 'subscribeToEvents', events: ['INCIDENT_UPDATED', 'showPermissions'] },
      { event: 'subscribeToEvents', data: { events: ['INCIDENT_UPDATED', 'showPermissions'] } },
    ],
    [{ type: 'ping' }, { event: 'ping', data: {} }],
    [
      { type: 'incidentUpdates', incidentId: 7 },
      { event: 'incidentUpdates', data: { incidentId: 7 } },
    ],
  ])('%j goes out as %j', (message, wire) => {
    const { sockets, events } = setup();
    const connection = events.connect('t');
    sockets[0]?.serverOpen();
    connection.send(message);
    expect(sockets[0]?.sentMessages()).toEqual([wire]);
    expect(JSON.parse(encodeRealtimeMessage(message))).toEqual(wire);
  });

  it('drops a message sent before the socket opened instead of throwing', () => {
    const { sockets, events, logger } = setup();
    const connection = events.connect('t');
    expect(() => connection.send({ type: 'ping' })).not.toThrow();
    expect(sockets[0]?.sent).toEqual([]);
    expect(logger.entries.some((e) => e.message.includes('dropped'))).toBe(true);
  });

  it('drops a message sent after the socket closed', () => {
    const { sockets, events } = setup();
    const connection = events.connect('t');
    sockets[0]?.serverOpen();
    sockets[0]?.serverClose(1011);
    connection.send({ type: 'ping' });
    expect(sockets[0]?.sent).toEqual([]);
  });
});

describe('WebSocketRealtimeEvents: receiving', () => {
  it.each<[string, unknown, RealtimeIncoming]>([
    [
      'stopLiveStream',
      { event: 'stopLiveStream', data: { channel: 'ch', incidentId: 3 } },
      { type: 'stopLiveStream', channel: 'ch', incidentId: 3 },
    ],
    [
      'muteLiveStream',
      { event: 'muteLiveStream', data: { channel: 'ch', muted: false } },
      { type: 'muteLiveStream', channel: 'ch', muted: false },
    ],
    [
      'connectionStatus',
      { event: 'connectionStatus', data: { status: 'CONNECTED', channel: 'ch' } },
      { type: 'connectionStatus', status: 'CONNECTED', channel: 'ch' },
    ],
    [
      'showPermissions',
      { event: 'showPermissions', data: { incidentId: '9', permissions: { audio: 1, video: true } } },
      { type: 'showPermissions', incidentId: '9', permissions: { audio: 1, video: true } },
    ],
    [
      'COLAB_BROADCAST_STARTED',
      { event: 'COLAB_BROADCAST_STARTED', data: { channel: 'collab-1', incidentId: 9 } },
      { type: 'COLAB_BROADCAST_STARTED', channel: 'collab-1', incidentId: 9 },
    ],
    [
      'INCIDENT_UPDATED',
      { event: 'INCIDENT_UPDATED', data: { incidentId: 9, activeOperator: { id: 5, email: 'op@x.test', name: 'Sara' } } },
      { type: 'INCIDENT_UPDATED', incidentId: 9, activeOperator: { id: 5, email: 'op@x.test', name: 'Sara' } },
    ],
    [
      'a message named by `type` with top-level fields',
      { type: 'muteLiveStream', channel: 'ch', muted: true },
      { type: 'muteLiveStream', channel: 'ch', muted: true },
    ],
    [
      'already joined as data',
      { event: 'error', data: 'Not joined, already joined' },
      { type: 'alreadyJoined', message: 'Not joined, already joined' },
    ],
    [
      'already joined as message',
      { event: 'joinLiveStream', data: { message: 'Not joined, already joined' } },
      { type: 'alreadyJoined', message: 'Not joined, already joined' },
    ],
    ['already joined as a JSON string', 'Not joined, already joined', { type: 'alreadyJoined', message: 'Not joined, already joined' }],
  ])('%s is mapped to the port message', (_name, wire, expected) => {
    const { sockets, events } = setup();
    const { log } = record(events.connect('t'));
    sockets[0]?.serverOpen();
    sockets[0]?.serverSend(JSON.stringify(wire));
    expect(log.messages).toEqual([expected]);
  });

  it('the plain text frame "Not joined, already joined" is the already-joined message', () => {
    expect(decodeRealtimeMessage('Not joined, already joined')).toEqual({ type: 'alreadyJoined', message: 'Not joined, already joined' });
  });

  it('a known event with a field of the wrong type is malformed, not read as if the field were absent', () => {
    expect(decodeRealtimeMessage(JSON.stringify({ event: 'muteLiveStream', data: { channel: 5, muted: 'yes' } }))).toBeNull();
    expect(
      decodeRealtimeMessage(JSON.stringify({ event: 'INCIDENT_UPDATED', data: { incidentId: { id: 1 }, activeOperator: 'someone' } })),
    ).toBeNull();
    expect(decodeRealtimeMessage(JSON.stringify({ event: 'showPermissions', data: { incidentId: 1, permissions: [1, 2] } }))).toBeNull();
    expect(decodeRealtimeMessage(JSON.stringify({ event: 'muteLiveStream', data: { channel: 'ch', muted: null } }))).toEqual({
      type: 'muteLiveStream',
      channel: 'ch',
      muted: null,
    });
  });

  it('an object with an unknown event arrives as unknown (the port contract)', () => {
    const { sockets, events } = setup();
    const { log } = record(events.connect('t'));
    sockets[0]?.serverOpen();
    sockets[0]?.serverSend(JSON.stringify({ event: 'pong', data: {} }));
    expect(log.messages).toEqual([{ type: 'unknown', raw: { event: 'pong', data: {} } }]);
  });

  it.each([
    ['not JSON', '{"event": "stopLiveStream", '],
    ['a JSON number', '42'],
    ['a JSON array', '[1,2]'],
    ['JSON null', 'null'],
    ['binary data', new ArrayBuffer(4)],
  ])('a malformed frame (%s) is logged and dropped; the next good frame still arrives', (_name, frame) => {
    const { sockets, events, logger } = setup();
    const { log } = record(events.connect('t'));
    sockets[0]?.serverOpen();
    expect(() => sockets[0]?.serverSend(frame)).not.toThrow();
    expect(log.messages).toEqual([]);
    expect(logger.entries.some((e) => e.level === 'warning' && e.message.includes('malformed'))).toBe(true);
    sockets[0]?.serverSend(JSON.stringify({ event: 'stopLiveStream', data: { channel: 'ch' } }));
    expect(log.messages).toEqual([{ type: 'stopLiveStream', channel: 'ch', incidentId: null }]);
  });

  it('a listener that throws does not stop the other listeners', () => {
    const { sockets, events } = setup();
    const connection = events.connect('t');
    connection.onMessage(() => {
      throw new Error('listener bug');
    });
    const { log } = record(connection);
    sockets[0]?.serverOpen();
    sockets[0]?.serverSend(JSON.stringify({ event: 'ping' }));
    expect(log.messages).toHaveLength(1);
  });
});

describe('WebSocketRealtimeEvents: open, error, close and listeners', () => {
  it('open and error reach their listeners', () => {
    const { sockets, events } = setup();
    const { log } = record(events.connect('t'));
    sockets[0]?.serverOpen();
    sockets[0]?.serverError();
    expect(log.opens).toBe(1);
    expect(log.errors).toHaveLength(1);
    expect(log.errors[0]).toBeInstanceOf(Error);
  });

  it.each([1000, 1001, 1006, 1011, 4001])('a server close with code %i reaches the close listeners as unrequested', (code) => {
    const { sockets, events } = setup();
    const { log } = record(events.connect('t'));
    sockets[0]?.serverOpen();
    sockets[0]?.serverClose(code);
    expect(log.closes).toEqual([{ requested: false, code }]);
  });

  it('close() is a requested close with code 1000', () => {
    const { sockets, events } = setup();
    const connection = events.connect('t');
    const { log } = record(connection);
    sockets[0]?.serverOpen();
    connection.close();
    connection.close();
    expect(sockets[0]?.closeCalls).toEqual([1000]);
    expect(log.closes).toEqual([{ requested: true, code: 1000 }]);
  });

  it('once closed, the socket keeps no handler and the connection no listener', () => {
    const { sockets, events } = setup();
    const connection = events.connect('t');
    record(connection);
    const socket = sockets[0];
    expect(socket?.listenerCount()).toBe(4);
    socket?.serverOpen();
    connection.close();
    expect(socket?.listenerCount()).toBe(0);
    expect((connection as unknown as { listenerCount(): number }).listenerCount()).toBe(0);
  });

  it('an unsubscribed listener hears nothing more', () => {
    const { sockets, events } = setup();
    const connection = events.connect('t');
    const { log, unsubscribe } = record(connection);
    for (const stop of unsubscribe) stop();
    sockets[0]?.serverOpen();
    sockets[0]?.serverSend(JSON.stringify({ event: 'stopLiveStream', data: {} }));
    sockets[0]?.serverClose(1006);
    expect(log).toEqual({ opens: 0, messages: [], errors: [], closes: [] });
  });
});

describe('WebSocketRealtimeEvents under RealtimeConnectionFlow (SPEC §4: the service pings and reconnects, not the adapter)', () => {
  it('after an unrequested close the service reconnects once 1 s later and rejoins; the dead socket keeps no handler', async () => {
    const { sockets, events } = setup();
    const clock = new VirtualClock();
    const service = new RealtimeConnectionFlow(events, clock, () => 'jwt', new MemoryLogger(), new FakeBrowserPage());
    service.start();
    service.joinChannel({ channel: 'ch-1', incidentId: 5 });
    sockets[0]?.serverOpen();
    expect(sockets[0]?.sentMessages()).toEqual([
      { event: 'joinLiveStream', data: { channel: 'ch-1', incidentId: 5 } },
      { event: 'getConnectionStatus', data: { channel: 'ch-1' } },
    ]);

    sockets[0]?.serverClose(1006);
    expect(sockets).toHaveLength(1);
    await clock.advance(999);
    expect(sockets).toHaveLength(1);
    await clock.advance(1);
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.listenerCount()).toBe(0);
    sockets[1]?.serverOpen();
    expect(sockets[1]?.protocol).toBe('jwt');
    expect(sockets[1]?.sentMessages()).toContainEqual({ event: 'joinLiveStream', data: { channel: 'ch-1', incidentId: 5 } });

    // only the service's 10 s ping goes out: the adapter adds none of its own
    const before = sockets[1]?.sent.length ?? 0;
    await clock.advance(10_000);
    expect(sockets[1]?.sentMessages().slice(before)).toEqual([{ event: 'ping', data: {} }]);

    service.dispose();
    expect(sockets[1]?.closeCalls).toEqual([1000]);
    expect(sockets[1]?.listenerCount()).toBe(0);
    await clock.advance(5_000);
    expect(sockets).toHaveLength(2);
  });
});
