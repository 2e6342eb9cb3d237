import { Emitter } from '../../application/shared/emitter';
import type { RealtimeClose, RealtimeConnection, RealtimeIncoming, RealtimeOutgoing } from '../../application/ports/realtime-events.port';
import type { Unsubscribe } from '../../application/ports/subscription';

export type RealtimeEventKind = 'open' | 'message' | 'error' | 'close';

/**
 * A realtime connection's event half, the same for the browser WebSocket and the demo world's socket; a subclass adds
 * how it sends and closes. A listener's own failure goes to `onListenerError` when given, so it never breaks the
 * socket or the other listeners.
 */
export abstract class RealtimeConnectionEvents implements RealtimeConnection {
  protected readonly events: {
    readonly open: Emitter<void>;
    readonly message: Emitter<RealtimeIncoming>;
    readonly error: Emitter<unknown>;
    readonly close: Emitter<RealtimeClose>;
  };

  constructor(onListenerError?: (error: unknown) => void) {
    this.events = {
      open: new Emitter<void>(onListenerError),
      message: new Emitter<RealtimeIncoming>(onListenerError),
      error: new Emitter<unknown>(onListenerError),
      close: new Emitter<RealtimeClose>(onListenerError),
    };
  }

  abstract send(message: RealtimeOutgoing): void;

  abstract close(): void;

  /** Listeners attached now, of one kind or of all (0 once the connection ended its events). */
  listenerCount(kind?: RealtimeEventKind): number {
    if (kind) return this.events[kind].listenerCount;
    return Object.values(this.events).reduce((sum, emitter) => sum + emitter.listenerCount, 0);
  }

  readonly onOpen = (listener: () => void): Unsubscribe => this.events.open.event(listener);
  readonly onMessage = (listener: (message: RealtimeIncoming) => void): Unsubscribe => this.events.message.event(listener);
  readonly onError = (listener: (error: unknown) => void): Unsubscribe => this.events.error.event(listener);
  readonly onClose = (listener: (close: RealtimeClose) => void): Unsubscribe => this.events.close.event(listener);

  /** The close listeners hear `close` last; then every listener is dropped and later subscriptions hear nothing. */
  protected endEvents(close: RealtimeClose): void {
    this.events.open.dispose();
    this.events.message.dispose();
    this.events.error.dispose();
    this.events.close.fire(close);
    this.events.close.dispose();
  }
}
