import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from '../src/application/ports/logger.port';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import {
  RELAY_ANONYMOUS,
  RELAY_CLIENT_FRAME,
  RELAY_MAX_FRAME_BYTES,
  RELAY_PATH,
  readFrame,
  type RelayClientFrame,
  type RelayServerFrame,
} from '../src/adapters/shared/relay-protocol';
import { ChatRelay } from './chat-relay';
import { failureOf } from './http-answers';
import { PlayedCallers } from './played-callers';
import { PushRelay } from './push-relay';
import { isTrainerPassword } from './trainer-password';
import type { ServerWorld } from './server-world';
import { SocketHeartbeat } from './socket-heartbeat';
import type { RoomNews, TrainingRoom } from './training-room';
import { RelayedMedia, VideoRelay } from './video-relay';

interface RelayPeer {
  readonly id: string;
  readonly ws: WebSocket;
  /** The signed-in console's relays; null for a caller page (no sign-in). */
  readonly chat: ChatRelay | null;
  readonly video: VideoRelay | null;
  readonly push: PushRelay | null;
  /** The server's address as this socket reached it. */
  readonly origin: string;
  /** The caller page this socket speaks for, from its first message on. */
  callerId: string | null;
  /** This socket follows the training room (a trainer's console): how it stops. */
  watching: (() => void) | null;
}

/**
 * The served console's relay socket (RELAY_PATH, src/adapters/shared/relay-protocol.ts): a console's chat and video
 * calls answered by the world for the socket's token (its protocol), the WebRTC signalling passed from one socket to
 * another, and the caller pages' side of played calls. A socket whose token the world does not know is refused with
 * 401, as the spec's socket is.
 */
export class RelaySocketServer {
  private readonly sockets = new WebSocketServer({
    noServer: true,
    maxPayload: RELAY_MAX_FRAME_BYTES,
    handleProtocols: (protocols) => [...protocols][0] ?? false,
  });
  private readonly peers = new Map<string, RelayPeer>();
  private readonly callers: PlayedCallers;
  private readonly heartbeat: SocketHeartbeat;
  private serial = 0;

  constructor(
    private readonly world: ServerWorld,
    private readonly logger: Logger,
    private readonly room: TrainingRoom,
    /** The trainer's password a console gives to follow the room and command its desks; null leaves the room open. */
    private readonly trainerPassword: string | null = null,
    /** `value` with the world's demo addresses in it made addresses of this server at `origin` (a kept drill's recording). */
    private readonly served: (value: unknown, origin: string) => unknown = (value) => value,
    /** Closes a peer whose browser went away without closing its socket (a phone locked, a network dropped). */
    heartbeatMs?: number,
  ) {
    this.heartbeat = new SocketHeartbeat(this.sockets, heartbeatMs);
    this.callers = new PlayedCallers(world, (callerId, message) => {
      for (const peer of this.peers.values())
        if (peer.chat === null && (callerId === null || peer.callerId === callerId))
          send(peer.ws, { type: 'host', message: { ...message } });
    });
  }

  /** Whether an upgrade request is the relay's (else it is the spec's realtime socket). */
  static handles(request: IncomingMessage): boolean {
    return new URL(request.url ?? '/', 'http://server.invalid').pathname === RELAY_PATH;
  }

  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const protocol = request.headers['sec-websocket-protocol'];
    const token = typeof protocol === 'string' ? (protocol.split(',')[0]?.trim() ?? '') : '';
    const anonymous = token === RELAY_ANONYMOUS;
    if (!anonymous && (token === '' || !this.world.get<DemoWorld>(DemoWorld as unknown as symbol).callerFor(token))) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
      return;
    }
    const scheme = (request.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
    const origin = `${scheme}://${request.headers.host ?? 'localhost'}`;
    this.sockets.handleUpgrade(request, socket, head, (ws) => this.serve(ws, anonymous ? null : token, origin));
  }

  close(): void {
    this.heartbeat.stop();
    for (const peer of [...this.peers.values()]) this.drop(peer);
    this.callers.dispose();
    for (const client of this.sockets.clients) client.terminate();
    this.sockets.close();
  }

  private serve(ws: WebSocket, token: string | null, origin: string): void {
    this.heartbeat.watch(ws);
    const id = `peer-${++this.serial}`;
    const push = (frame: RelayServerFrame) => send(ws, frame);
    const peer: RelayPeer = {
      id,
      ws,
      chat: token === null ? null : new ChatRelay(this.world, token, push),
      video: token === null ? null : new VideoRelay(this.world, token, push),
      push: token === null ? null : new PushRelay(this.world, token, push),
      origin,
      callerId: null,
      watching: null,
    };
    this.peers.set(id, peer);
    push({ type: 'hello', peer: id });
    ws.on('message', (raw, isBinary) => {
      const frame = isBinary ? null : readFrame(RELAY_CLIENT_FRAME, raw.toString());
      if (!frame) return this.logger.warning('server: unreadable relay frame dropped');
      this.handle(peer, frame);
    });
    ws.on('close', () => this.drop(peer));
    ws.on('error', () => this.drop(peer));
  }

  private handle(peer: RelayPeer, frame: RelayClientFrame): void {
    switch (frame.type) {
      case 'call': {
        const relay = frame.method.startsWith('chat.') ? peer.chat : frame.method.startsWith('push.') ? peer.push : peer.video;
        if (!relay) return send(peer.ws, { type: 'reply', ref: frame.ref, ok: false, error: { status: 401, message: 'Unauthorized' } });
        relay.call(frame.method, frame.args).then(
          (value) => send(peer.ws, { type: 'reply', ref: frame.ref, ok: true, value }),
          (error: unknown) => {
            const { status, message } = failureOf(error);
            if (status >= 500) this.logger.error('server: relay call failed', { method: frame.method, error: String(error) });
            send(peer.ws, { type: 'reply', ref: frame.ref, ok: false, error: { status, message } });
          },
        );
        return;
      }
      case 'signal': {
        const target = this.peers.get(frame.to);
        if (target && target !== peer) send(target.ws, { type: 'signal', from: peer.id, data: frame.data });
        return;
      }
      case 'caller': {
        if (peer.chat !== null) return;
        const callerId = this.callers.hear(peer.callerId, frame.message);
        if (callerId !== null) peer.callerId = callerId;
        return;
      }
      case 'caller.media':
        if (peer.callerId !== null) this.callers.media(peer.callerId, frame.link, new RelayedMedia(peer.id), frame.tracks);
        return;
      case 'training.watch':
        if (!isTrainerPassword(this.trainerPassword, frame.password)) {
          peer.watching?.();
          peer.watching = null;
          return send(peer.ws, { type: 'training.refused', given: (frame.password ?? '') !== '' });
        }
        peer.watching ??= this.room.watch((news) =>
          send(
            peer.ws,
            frameOf(news.type === 'drills' ? { ...news, drills: this.served(news.drills, peer.origin) as typeof news.drills } : news),
          ),
        );
        return;
      case 'training.command': {
        // Only a console that gave the trainer's password (and so follows the room) commands a desk.
        if (peer.watching === null) return;
        const done = this.room.command(frame.desk, frame.message);
        if (typeof done === 'object') send(peer.ws, { type: 'training.commandRefused', desk: frame.desk, ...done });
        return;
      }
    }
  }

  private drop(peer: RelayPeer): void {
    if (!this.peers.delete(peer.id)) return;
    peer.chat?.dispose();
    peer.video?.dispose();
    peer.push?.dispose();
    peer.watching?.();
  }
}

function frameOf(news: RoomNews): RelayServerFrame {
  switch (news.type) {
    case 'desks':
      return { type: 'training.desks', desks: [...news.desks] };
    case 'report':
      return { type: 'training.report', desk: news.desk, message: { ...news.message } };
    case 'drills':
      return { type: 'training.drills', drills: [...news.drills] };
  }
}

function send(ws: WebSocket, frame: RelayServerFrame): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
}
