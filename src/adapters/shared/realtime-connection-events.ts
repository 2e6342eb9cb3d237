import { Emitter } from '../../application/shared/emitter';
import type { RealtimeClose, RealtimeConnection, RealtimeIncoming } from '../../application/ports/realtime-events.port';
import type { Unsubscribe } from '../../application/ports/subscription';

export type RealtimeEventKind = 'open' | 'message' | 'error' | 'close';

/**
 * The event half of a realtime connection, the same for the browser WebSocket and the demo world's socket. A
 * listener's own failure goes to `onListenerError` when given, so it never breaks the socket or the other listeners.
 */
export abstract class RealtimeConnectionEvents implements Pick<RealtimeConnection, 'onOpen' | 'onMessage' | 'onError' | 'onClose'> {
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

  /** Listeners attached now, of one kind or of all (0 once the connection ended its events). */
  listenerCount(kind?: RealtimeEventKind): number {
    if (kind) return this.events[kind].listenerCount;
    return Object.values(this.events).reduce((sum, emitter) => sum + emitter.listenerCount, 0);
  }

  onOpen(listener: () => void): Unsubscribe {
    return this.events.open.event(listener);
  }

  onMessage(listener: (message: RealtimeIncoming) => void): Unsubscribe {
    return this.events.message.event(listener);
  }

  onError(listener: (error: unknown) => void): Unsubscribe {
    return this.events.error.event(listener);
  }

  onClose(listener: (close: RealtimeClose) => void): Unsubscribe {
    return this.events.close.event(listener);
  }

  /** The close listeners hear `close` last; then every listener is dropped and later subscriptions hear nothing. */
  protected endEvents(close: RealtimeClose): void {
    this.events.open.dispose();
    this.events.message.dispose();
    this.events.error.dispose();
    this.events.close.fire(close);
    this.events.close.dispose();
  }
}
