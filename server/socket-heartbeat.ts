import type { WebSocket, WebSocketServer } from 'ws';

/** How often the server asks each open socket for a sign of life (a WebSocket ping, which browsers answer themselves). */
export const HEARTBEAT_MS = 15_000;
/** Unanswered pings in a row after which a socket is taken for gone. */
const MISSED_BEATS = 2;

/**
 * A socket whose other end went away without closing it (a laptop put to sleep, a network that dropped) stays open on
 * the server until a write fails, and its join keeps holding the incident: the operator's own console, reconnected,
 * would be told the call is "already joined" by the ghost of its old socket. Each open socket of `sockets` is pinged
 * every `everyMs`; one that has left MISSED_BEATS pings in a row unanswered is terminated, which closes it as any close
 * does (its joins and desk go with it). One missed ping is forgiven: a busy server may run its next beat before it
 * reads the answer already waiting.
 */
export class SocketHeartbeat {
  private readonly unanswered = new WeakMap<WebSocket, number>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly sockets: WebSocketServer,
    everyMs: number = HEARTBEAT_MS,
  ) {
    this.timer = setInterval(() => this.beat(), everyMs);
    this.timer.unref();
  }

  /** A socket just accepted: its answers to pings show it is alive. */
  watch(ws: WebSocket): void {
    ws.on('pong', () => this.unanswered.delete(ws));
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private beat(): void {
    for (const ws of this.sockets.clients) {
      const missed = this.unanswered.get(ws) ?? 0;
      if (missed >= MISSED_BEATS) {
        ws.terminate();
        continue;
      }
      this.unanswered.set(ws, missed + 1);
      ws.ping();
    }
  }
}
