import { GatewayError } from '../../application/ports/gateway-error';
import type { Logger } from '../../application/ports/logger.port';
import type { Unsubscribe } from '../../application/ports/subscription';
import { Emitter } from '../../application/shared/emitter';
import {
  RELAY_SERVER_FRAME,
  readFrame,
  type RelayClientFrame,
  type RelayMethod,
  type RelayServerFrame,
  type RelaySignalData,
} from '../shared/relay-protocol';

/** How long a call waits for the server's answer before it fails as a network error. */
const CALL_TIMEOUT_MS = 15_000;

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: GatewayError) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

interface Open {
  readonly socket: WebSocket;
  readonly protocol: string;
  readonly ready: Promise<void>;
}

/**
 * The browser's end of the served console's relay (src/adapters/shared/relay-protocol.ts): one WebSocket, opened on
 * the first use with the protocol `protocol()` names (the signed-in token, or the caller page's), and opened again
 * with the next use after it closed or the token changed. Calls are answered by `ref`; every other frame is heard by
 * `onFrame`. A call fails with a network GatewayError when the socket closes before its answer.
 */
export class RelaySocket {
  private open: Open | null = null;
  private serial = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly frames = new Emitter<RelayServerFrame>();
  private readonly closed = new Emitter<void>();
  /** This socket's id at the server (what another browser's signals are sent to); null until it is open. */
  peer: string | null = null;

  constructor(
    private readonly url: string,
    private readonly protocol: () => string | null,
    private readonly logger?: Logger,
  ) {}

  get isOpen(): boolean {
    return this.open !== null && this.open.socket.readyState === WebSocket.OPEN && this.peer !== null;
  }

  async call(method: RelayMethod, args: Record<string, unknown>): Promise<unknown> {
    await this.connect();
    const ref = ++this.serial;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.settle(ref, new GatewayError('network', 'The server did not answer')), CALL_TIMEOUT_MS);
      this.pending.set(ref, { resolve, reject, timer });
      this.send({ type: 'call', ref, method, args });
    });
  }

  signal(to: string, data: RelaySignalData): void {
    this.send({ type: 'signal', to, data });
  }

  /** Sends once the socket is open (a frame sent while it is not is dropped: the caller's protocol repeats itself). */
  send(frame: RelayClientFrame): void {
    if (this.open?.socket.readyState === WebSocket.OPEN) this.open.socket.send(JSON.stringify(frame));
  }

  onFrame(listener: (frame: RelayServerFrame) => void): Unsubscribe {
    return this.frames.event(listener);
  }

  /** Every close of the socket (the server gone, the network dropped, the token changed). */
  onClose(listener: () => void): Unsubscribe {
    return this.closed.event(listener);
  }

  /** Opens the socket if it is not open (or opening) with the current protocol. */
  connect(): Promise<void> {
    const protocol = this.protocol();
    if (!protocol) return Promise.reject(new GatewayError('unauthorized', 'Not signed in', 401));
    if (this.open && this.open.protocol === protocol && this.open.socket.readyState <= WebSocket.OPEN) return this.open.ready;
    this.close();
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url, protocol);
    } catch {
      return Promise.reject(new GatewayError('network', 'The relay socket could not be opened'));
    }
    const ready = new Promise<void>((resolve, reject) => {
      socket.addEventListener('message', (event) => {
        const frame = typeof event.data === 'string' ? readFrame(RELAY_SERVER_FRAME, event.data) : null;
        if (!frame) return this.logger?.warning('relay: unreadable frame dropped');
        if (frame.type === 'hello') {
          this.peer = frame.peer;
          resolve();
        } else if (frame.type === 'reply') {
          this.settle(
            frame.ref,
            frame.ok
              ? null
              : new GatewayError(frame.error?.status === 401 ? 'unauthorized' : 'server', frame.error?.message, frame.error?.status),
            frame.value,
          );
        } else this.frames.fire(frame);
      });
      // A refused or failed socket reports an error, then closes: the close is what is acted on.
      socket.addEventListener('error', () => undefined);
      socket.addEventListener('close', () => {
        reject(new GatewayError('network', 'The relay socket closed'));
        this.lost(socket);
      });
    });
    // A failed open is reported to whoever called; nobody else waits for it.
    ready.catch(() => undefined);
    this.open = { socket, protocol, ready };
    return ready;
  }

  close(): void {
    const open = this.open;
    if (!open) return;
    this.lost(open.socket);
    open.socket.close();
  }

  private lost(socket: WebSocket): void {
    if (this.open?.socket !== socket) return;
    this.open = null;
    this.peer = null;
    for (const ref of [...this.pending.keys()]) this.settle(ref, new GatewayError('network', 'The relay socket closed'));
    this.closed.fire();
  }

  private settle(ref: number, error: GatewayError | null, value?: unknown): void {
    const pending = this.pending.get(ref);
    if (!pending) return;
    this.pending.delete(ref);
    clearTimeout(pending.timer);
    if (error) pending.reject(error);
    else pending.resolve(value);
  }
}
