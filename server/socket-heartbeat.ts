import type { WebSocket, WebSocketServer } from 'ws';

/** How often the server asks each open socket for a sign of life (a WebSocket ping, which browsers answer themselves). */
export const HEARTBEAT_MS = 15_000;

/**
 * A socket whose other end went away without closing it (a laptop put to sleep, a network that dropped) stays open on
 * the server until a write fails, and its join keeps holding the incident: the operator's own console, reconnected,
 * would be told the call is "already joined" by the ghost of its old socket. Each open socket of `sockets` is pinged
 * every `everyMs`; one that has not answered by the next beat is terminated, which closes it as any close does (its
 * joins and desk go with it).
 */
export class SocketHeartbeat {
  private readonly unanswered = new WeakSet<WebSocket>();
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
      if (this.unanswered.has(ws)) {
        ws.terminate();
        continue;
      }
      this.unanswered.add(ws);
      ws.ping();
    }
  }
}
