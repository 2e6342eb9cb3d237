import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import * as z from 'zod';
import type { Logger } from '../src/application/ports/logger.port';
import { RealtimeEvents, type RealtimeIncoming, type RealtimeOutgoing } from '../src/application/ports/realtime-events.port';
import type { ServerWorld } from './server-world';
import { HEARTBEAT_MS, SocketHeartbeat } from './socket-heartbeat';
import type { TrainingRoom } from './training-room';

/** The longest frame read from a console; a longer one is dropped. */
const MAX_FRAME_BYTES = 64 * 1024;

/** What a console sends (the wire format of realtime-events.websocket.adapter.ts): `{ event, data }`. */
const OUTGOING = z.object({ event: z.string().min(1), data: z.record(z.string(), z.unknown()).nullish() });

/** A message of the world as the console reads it: `{ event, data }`, or the 'already joined' text as it is. */
export function encodeIncoming(message: RealtimeIncoming): string | null {
  if (message.type === 'alreadyJoined') return message.message;
  if (message.type === 'unknown') return null;
  const { type, ...data } = message;
  return JSON.stringify({ event: type, data });
}

/**
 * SPEC §7 WebSocket: the token is the socket's protocol. Each console's socket is one connection of the demo world's
 * live hub (the fake RealtimeEvents), which checks the token, answers joins and pings and pushes INCIDENT_UPDATED,
 * stops and take-overs to every socket that follows the incident, whichever browser it is in.
 */
export class RealtimeSocketServer {
  private readonly sockets = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    handleProtocols: (protocols) => [...protocols][0] ?? false,
  });

  private readonly heartbeat: SocketHeartbeat;

  constructor(
    private readonly world: ServerWorld,
    private readonly logger: Logger,
    /** Every signed-in console connected is a trainee desk of the room while its socket is open. */
    private readonly room: TrainingRoom,
    /** How often a socket must show it is alive (a ping answered) or be closed. */
    heartbeatMs: number = HEARTBEAT_MS,
  ) {
    this.heartbeat = new SocketHeartbeat(this.sockets, heartbeatMs);
  }

  /** The HTTP upgrade of a request: a socket without a protocol (no token) is refused with 401. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const protocol = request.headers['sec-websocket-protocol'];
    const token = typeof protocol === 'string' ? (protocol.split(',')[0]?.trim() ?? '') : '';
    if (token === '') {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
      return;
    }
    this.sockets.handleUpgrade(request, socket, head, (ws) => this.serve(ws, token));
  }

  close(): void {
    this.heartbeat.stop();
    for (const client of this.sockets.clients) client.terminate();
    this.sockets.close();
  }

  private serve(ws: WebSocket, token: string): void {
    this.heartbeat.watch(ws);
    const connection = this.world.tokens.as(token, () => this.world.get<RealtimeEvents>(RealtimeEvents).connect(token));
    // The console may speak before the world has accepted the socket: its first messages wait for that.
    let pending: RealtimeOutgoing[] | null = [];
    connection.onOpen(() => {
      const waiting = pending ?? [];
      pending = null;
      for (const message of waiting) this.world.tokens.as(token, () => connection.send(message));
    });
    connection.onMessage((message) => {
      const frame = encodeIncoming(message);
      if (frame !== null && ws.readyState === ws.OPEN) ws.send(frame);
    });
    // The world refused the token or dropped the socket: the console hears an unrequested close and reconnects.
    connection.onClose((close) => {
      if (!close.requested && ws.readyState === ws.OPEN) ws.close(4401, 'Closed by the server');
    });
    ws.on('message', (raw, isBinary) => {
      const message = isBinary ? null : readOutgoing(raw.toString());
      if (!message) {
        this.logger.warning('server: unreadable socket frame dropped');
        return;
      }
      if (pending) pending.push(message);
      else this.world.tokens.as(token, () => connection.send(message));
    });
    const present = this.room.connected(token);
    ws.on('close', () => {
      present();
      connection.close();
    });
    ws.on('error', () => {
      present();
      connection.close();
    });
  }
}

function readOutgoing(text: string): RealtimeOutgoing | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const frame = OUTGOING.safeParse(parsed);
  if (!frame.success) return null;
  // The hub reads each message by its type and ignores one it does not know, as the platform's server would.
  return { ...(frame.data.data ?? {}), type: frame.data.event } as unknown as RealtimeOutgoing;
}
