import * as z from 'zod/mini';
import { GatewayError } from '../../application/ports/gateway-error';
import type { Logger } from '../../application/ports/logger.port';
import type {
  RealtimeClose,
  RealtimeConnection,
  RealtimeEvents,
  RealtimeIncoming,
  RealtimeOutgoing,
} from '../../application/ports/realtime-events.port';
import { RealtimeConnectionEvents } from '../shared/realtime-connection-events';
import { isObject, nestedDeeperThan } from './schemas/answer-basics';
import { isKnownRealtimeEvent, MAX_FRAME_CHARS, REALTIME_EVENTS } from './schemas/realtime.schema';

/*
 * Wire format of the console's WebSocket (SPEC §7 does not show it; this is the one place that defines it, in
 * encodeRealtimeMessage and decodeRealtimeMessage below).
 *
 * Every frame is one JSON text object `{ "event": <name>, "data": <payload> }`:
 * - Sent: `event` is the message type (joinLiveStream, getConnectionStatus, stopLiveStream, muteLiveStream,
 *   leaveLiveStream, subscribeToEvents, ping, incidentUpdates) and `data` holds the message's other fields
 *   (`{ channel, incidentId }`, `{ channel, muted }`, `{ events }`, … ; `{}` for ping).
 * - Received: `event` (or `type`, as some servers name it) is the message name and `data` its fields; a frame with no
 *   `data` object is read from its top-level fields instead. Absent fields are null; a field of another type makes
 *   the frame malformed (schemas/realtime.schema.ts).
 * - The server's 'Not joined, already joined' answer (SPEC §8) is recognised wherever it appears: as the whole text
 *   frame, as `data`, or as `data.message` / `message`.
 * - A JSON object with an unknown (or no) event arrives as `{ type: 'unknown', raw }` (the port's contract); a frame
 *   that is not a JSON object (garbage text, binary data, more than MAX_FRAME_CHARS, nested deeper than
 *   MAX_ANSWER_DEPTH) or is malformed is logged and
 *   dropped, never thrown.
 */
const ALREADY_JOINED = 'Not joined, already joined';

/** What the adapter needs of a WebSocket; the browser's WebSocket satisfies it. */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'message' | 'error' | 'close', listener: (event: RealtimeSocketEvent) => void): void;
  removeEventListener(type: 'open' | 'message' | 'error' | 'close', listener: (event: RealtimeSocketEvent) => void): void;
}

/** The parts of the socket's events the adapter reads (message data, close code). */
export interface RealtimeSocketEvent {
  readonly data?: unknown;
  readonly code?: number;
}

/** Opens a socket to `url`, authenticated with `protocol` (the token, SPEC §7). */
export type RealtimeSocketFactory = (url: string, protocol: string) => RealtimeSocket;

/** WebSocket.OPEN in every implementation. */
const OPEN = 1;
/** The close code of a normal, console-requested close. */
const NORMAL_CLOSURE = 1000;

const browserSocket: RealtimeSocketFactory = (url, protocol) => new WebSocket(url, protocol);

/** Encodes an outgoing message as `{ event, data }` (see the wire format above). */
export function encodeRealtimeMessage(message: RealtimeOutgoing): string {
  const { type, ...data } = message;
  return JSON.stringify({ event: type, data });
}

/** One received frame read: the port's message, or why it cannot be read (an invalid response). */
export type RealtimeFrame =
  { readonly ok: true; readonly message: RealtimeIncoming } | { readonly ok: false; readonly error: GatewayError };

const MALFORMED: RealtimeFrame = { ok: false, error: new GatewayError('invalid-response') };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Reads one received frame (see the wire format above) with the schema of its event (schemas/realtime.schema.ts). */
export function readRealtimeFrame(frame: unknown): RealtimeFrame {
  if (typeof frame !== 'string' || frame.length > MAX_FRAME_CHARS) return MALFORMED;
  const alreadyJoined: RealtimeFrame = { ok: true, message: { type: 'alreadyJoined', message: ALREADY_JOINED } };
  if (frame.trim() === ALREADY_JOINED) return alreadyJoined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame);
  } catch {
    return MALFORMED;
  }
  if (parsed === ALREADY_JOINED) return alreadyJoined;
  if (!isObject(parsed) || nestedDeeperThan(parsed)) return MALFORMED;
  const name = text(parsed.event) ?? text(parsed.type);
  const data = isObject(parsed.data) ? parsed.data : parsed;
  if (parsed.data === ALREADY_JOINED || parsed.message === ALREADY_JOINED || data.message === ALREADY_JOINED) return alreadyJoined;
  if (!isKnownRealtimeEvent(name)) return { ok: true, message: { type: 'unknown', raw: parsed } };
  const message = z.safeParse(REALTIME_EVENTS[name], data);
  return message.success ? { ok: true, message: message.data } : MALFORMED;
}

/** Decodes one received frame; null for a frame that cannot be read (the caller logs and drops it). */
export function decodeRealtimeMessage(frame: unknown): RealtimeIncoming | null {
  const read = readRealtimeFrame(frame);
  return read.ok ? read.message : null;
}

/**
 * One browser WebSocket (SPEC §7). It neither pings nor reconnects: RealtimeConnectionFlow does both (SPEC §4).
 * It attaches one handler per socket event and removes them, and forgets every port listener, once the socket closed.
 */
export class WebSocketRealtimeConnection extends RealtimeConnectionEvents {
  private closeRequested = false;
  private closed = false;
  private readonly handlers: { readonly [K in 'open' | 'message' | 'error' | 'close']: (event: RealtimeSocketEvent) => void } = {
    open: () => this.events.open.fire(),
    message: (event) => this.receive(event.data),
    error: () => this.events.error.fire(new Error('WebSocket error')),
    close: (event) => this.finish(typeof event.code === 'number' ? event.code : undefined),
  };

  constructor(
    private readonly socket: RealtimeSocket,
    private readonly logger?: Logger,
  ) {
    // A listener's own failure is logged; it never breaks the socket or the other listeners.
    super((error) => logger?.error('realtime: listener failed', { error: String(error) }));
    for (const type of ['open', 'message', 'error', 'close'] as const) socket.addEventListener(type, this.handlers[type]);
  }

  /** Sends when the socket is open; otherwise the message is dropped (the service only sends while open). */
  send(message: RealtimeOutgoing): void {
    if (this.closed || this.socket.readyState !== OPEN) {
      this.logger?.debug('realtime: message dropped, socket not open', { type: message.type });
      return;
    }
    try {
      this.socket.send(encodeRealtimeMessage(message));
    } catch (error) {
      this.logger?.warning('realtime: send failed', { type: message.type, error: String(error) });
    }
  }

  /** A requested close (code 1000): the close listeners hear `requested: true`. */
  close(): void {
    if (this.closed || this.closeRequested) return;
    this.closeRequested = true;
    try {
      this.socket.close(NORMAL_CLOSURE);
    } catch (error) {
      this.logger?.debug('realtime: close failed', { error: String(error) });
      this.finish(NORMAL_CLOSURE);
    }
  }

  private receive(frame: unknown): void {
    const message = decodeRealtimeMessage(frame);
    if (!message) {
      this.logger?.warning('realtime: malformed message dropped', {
        kind: typeof frame,
        length: typeof frame === 'string' ? frame.length : null,
      });
      return;
    }
    this.events.message.fire(message);
  }

  private finish(code: number | undefined): void {
    if (this.closed) return;
    this.closed = true;
    for (const type of ['open', 'message', 'error', 'close'] as const) this.socket.removeEventListener(type, this.handlers[type]);
    const close: RealtimeClose = code === undefined ? { requested: this.closeRequested } : { requested: this.closeRequested, code };
    this.endEvents(close);
  }
}

/**
 * SPEC §7 WebSocket: `new WebSocket(url, token)`, the token being the socket's protocol. One connection per
 * connect(); reconnect, rejoin, resubscribe and the 10 s ping belong to RealtimeConnectionFlow (SPEC §4).
 */
export class WebSocketRealtimeEvents implements RealtimeEvents {
  constructor(
    private readonly url: string,
    private readonly logger?: Logger,
    private readonly createSocket: RealtimeSocketFactory = browserSocket,
  ) {}

  /**
   * A socket the browser refuses to create (a malformed URL or protocol) becomes a connection that reports an error
   * and an unrequested close (code 1006) on the next microtask, so the service's reconnect rule applies to it too.
   */
  connect(token: string): RealtimeConnection {
    let socket: RealtimeSocket;
    try {
      socket = this.createSocket(this.url, token);
    } catch (error) {
      this.logger?.warning('realtime: socket could not be created', { error: error instanceof Error ? error.name : 'unknown' });
      socket = new RefusedSocket();
    }
    return new WebSocketRealtimeConnection(socket, this.logger);
  }
}

/** Stands in for a socket that could not be created: never opens, reports an error then an abnormal close. */
class RefusedSocket implements RealtimeSocket {
  readonly readyState = 3;
  private readonly listeners = new Map<string, Set<(event: RealtimeSocketEvent) => void>>();

  constructor() {
    queueMicrotask(() => {
      this.dispatch('error', {});
      this.dispatch('close', { code: 1006 });
    });
  }

  send(): void {}

  close(): void {
    this.dispatch('close', { code: 1006 });
  }

  addEventListener(type: 'open' | 'message' | 'error' | 'close', listener: (event: RealtimeSocketEvent) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: 'open' | 'message' | 'error' | 'close', listener: (event: RealtimeSocketEvent) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  private dispatch(type: string, event: RealtimeSocketEvent): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }
}
