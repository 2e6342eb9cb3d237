import type { RealtimeClose, RealtimeEvents, RealtimeIncoming, RealtimeOutgoing } from '../../application/ports/realtime-events.port';
import { RealtimeConnectionEvents } from '../shared/realtime-connection-events';
import type { DemoWorld } from './demo-world/demo-world';
import type { HubSocket, HubSocketClient } from './demo-world/hub-sockets';
import type { LiveHub } from './demo-world/live-hub';
import { record } from './recording-log';

/** The connections kept for inspection: each holds its own message logs, so fewer than other recordings. */
export const CONNECTIONS_KEPT = 100;

export type FakeSocketState = 'connecting' | 'open' | 'closed';

/**
 * One demo WebSocket. It opens after the demo latency (longer while the hub slows handshakes) when the LiveHub accepts the token (else an error then an
 * unrequested close, code 1006), hands what it sends to the hub, and receives the hub's answers and pushes after
 * the demo latency (never synchronously inside send()). close() is a requested close (code 1000).
 */
export class FakeRealtimeConnection extends RealtimeConnectionEvents implements HubSocketClient {
  private socket: HubSocket | null = null;
  state: FakeSocketState = 'connecting';
  /** What was sent, dropped and received: the newest RECORDING_LIMIT of each (recording-log.ts). */
  readonly sent: RealtimeOutgoing[] = [];
  /** Messages sent while not open (a browser WebSocket would drop or refuse them). */
  readonly dropped: RealtimeOutgoing[] = [];
  readonly received: RealtimeIncoming[] = [];

  constructor(
    private readonly hub: LiveHub,
    private readonly world: DemoWorld,
    readonly token: string,
  ) {
    super();
    void this.handshake();
  }

  get socketId(): number | null {
    return this.socket?.id ?? null;
  }

  send(message: RealtimeOutgoing): void {
    if (this.state !== 'open' || !this.socket) {
      record(this.dropped, message);
      return;
    }
    record(this.sent, message);
    this.hub.receive(this.socket.id, message);
  }

  close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    if (this.socket) this.hub.closeSocket(this.socket.id);
    void Promise.resolve().then(() => this.emitClose({ requested: true, code: 1000 }));
  }

  /** HubSocketClient: a message from the server, delivered after the demo latency while the socket stays open. */
  deliver(message: RealtimeIncoming): void {
    void this.world.latency.wait().then(() => {
      if (this.state !== 'open') return;
      record(this.received, message);
      this.events.message.fire(message);
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
    const slower = this.hub.takeHandshakeDelay();
    if (slower > 0) await new Promise<void>((resolve) => this.world.clock.setTimeout(resolve, slower));
    if (this.state !== 'connecting') return;
    this.socket = this.hub.openSocket(this.token, this);
    if (!this.socket) {
      this.state = 'closed';
      this.emitError(new Error('WebSocket handshake refused'));
      this.emitClose({ requested: false, code: 1006 });
      return;
    }
    this.state = 'open';
    this.events.open.fire();
  }

  private emitError(error: unknown): void {
    this.events.error.fire(error);
  }

  private emitClose(close: RealtimeClose): void {
    this.events.close.fire(close);
  }
}

/** SPEC §7 WebSocket in the demo world: every connection is served by the LiveHub. */
export class FakeRealtimeEvents implements RealtimeEvents {
  /** The newest CONNECTIONS_KEPT connections, oldest first. */
  readonly connections: FakeRealtimeConnection[] = [];

  constructor(
    private readonly hub: LiveHub,
    private readonly world: DemoWorld,
  ) {}

  connect(token: string): FakeRealtimeConnection {
    const connection = new FakeRealtimeConnection(this.hub, this.world, token);
    record(this.connections, connection, CONNECTIONS_KEPT);
    return connection;
  }

  /** The newest connection, if any. */
  latest(): FakeRealtimeConnection | null {
    return this.connections[this.connections.length - 1] ?? null;
  }
}
