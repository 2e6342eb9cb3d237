import type {
  RealtimeClose,
  RealtimeConnection,
  RealtimeEvents,
  RealtimeIncoming,
  RealtimeOutgoing,
} from '../../application/ports/realtime-events.port';
import type { Unsubscribe } from '../../application/ports/subscription';
import type { DemoWorld } from './demo-world/demo-world';
import type { HubSocket, HubSocketClient, LiveHub } from './demo-world/live-hub';

export type FakeSocketState = 'connecting' | 'open' | 'closed';

interface ConnectionListeners {
  open: Set<() => void>;
  message: Set<(message: RealtimeIncoming) => void>;
  error: Set<(error: unknown) => void>;
  close: Set<(close: RealtimeClose) => void>;
}

/**
 * One demo WebSocket. It opens after the demo latency when the LiveHub accepts the token (else an error then an
 * unrequested close, code 1006), hands what it sends to the hub, and receives the hub's answers and pushes after
 * the demo latency (never synchronously inside send()). close() is a requested close (code 1000).
 */
export class FakeRealtimeConnection implements RealtimeConnection, HubSocketClient {
  private readonly listeners: ConnectionListeners = { open: new Set(), message: new Set(), error: new Set(), close: new Set() };
  private socket: HubSocket | null = null;
  state: FakeSocketState = 'connecting';
  readonly sent: RealtimeOutgoing[] = [];
  /** Messages sent while not open (a browser WebSocket would drop or refuse them). */
  readonly dropped: RealtimeOutgoing[] = [];
  readonly received: RealtimeIncoming[] = [];

  constructor(
    private readonly hub: LiveHub,
    private readonly world: DemoWorld,
    readonly token: string,
  ) {
    void this.handshake();
  }

  get socketId(): number | null {
    return this.socket?.id ?? null;
  }

  /** Listeners attached now, per kind (the realtime service must keep exactly one per kind on its live socket). */
  listenerCount(kind: keyof ConnectionListeners): number {
    return this.listeners[kind].size;
  }

  send(message: RealtimeOutgoing): void {
    if (this.state !== 'open' || !this.socket) {
      this.dropped.push(message);
      return;
    }
    this.sent.push(message);
    this.hub.receive(this.socket.id, message);
  }

  close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    if (this.socket) this.hub.closeSocket(this.socket.id);
    void Promise.resolve().then(() => this.emitClose({ requested: true, code: 1000 }));
  }

  onOpen(listener: () => void): Unsubscribe {
    return this.add(this.listeners.open, listener);
  }

  onMessage(listener: (message: RealtimeIncoming) => void): Unsubscribe {
    return this.add(this.listeners.message, listener);
  }

  onError(listener: (error: unknown) => void): Unsubscribe {
    return this.add(this.listeners.error, listener);
  }

  onClose(listener: (close: RealtimeClose) => void): Unsubscribe {
    return this.add(this.listeners.close, listener);
  }

  /** HubSocketClient: a message from the server, delivered after the demo latency while the socket stays open. */
  deliver(message: RealtimeIncoming): void {
    void this.world.latency.wait().then(() => {
      if (this.state !== 'open') return;
      this.received.push(message);
      for (const listener of [...this.listeners.message]) listener(message);
    });
  }

  /** HubSocketClient: the server or the network closed the socket (never requested by the console). */
  serverClose(code: number, withError: boolean): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.socket = null;
    if (withError) this.emitError(new Error('WebSocket error'));
    this.emitClose({ requested: false, code });
  }

  private async handshake(): Promise<void> {
    await this.world.latency.wait();
    if (this.state !== 'connecting') return;
    this.socket = this.hub.openSocket(this.token, this);
    if (!this.socket) {
      this.state = 'closed';
      this.emitError(new Error('WebSocket handshake refused'));
      this.emitClose({ requested: false, code: 1006 });
      return;
    }
    this.state = 'open';
    for (const listener of [...this.listeners.open]) listener();
  }

  private emitError(error: unknown): void {
    for (const listener of [...this.listeners.error]) listener(error);
  }

  private emitClose(close: RealtimeClose): void {
    for (const listener of [...this.listeners.close]) listener(close);
  }

  private add<T>(set: Set<T>, listener: T): Unsubscribe {
    const entry = ((...args: unknown[]) => (listener as (...a: unknown[]) => void)(...args)) as T;
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }
}

/** SPEC §7 WebSocket in the demo world: every connection is served by the LiveHub. */
export class FakeRealtimeEvents implements RealtimeEvents {
  readonly connections: FakeRealtimeConnection[] = [];

  constructor(
    private readonly hub: LiveHub,
    private readonly world: DemoWorld,
  ) {}

  connect(token: string): FakeRealtimeConnection {
    const connection = new FakeRealtimeConnection(this.hub, this.world, token);
    this.connections.push(connection);
    return connection;
  }

  /** The newest connection, if any. */
  latest(): FakeRealtimeConnection | null {
    return this.connections[this.connections.length - 1] ?? null;
  }
}
