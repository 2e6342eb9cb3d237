import type { Unsubscribe } from '../ports/subscription';

/**
 * One event and its listeners. `event` is what owners hand out (subscribe returns the disposer); `fire` stays
 * with the owner. A listener removed while an event is being delivered does not receive it; a listener that throws
 * does not stop the others (the error goes to `onListenerError`, else it is rethrown after every listener ran).
 */
export class Emitter<T> {
  private readonly listeners = new Set<(value: T) => void>();
  private disposed = false;

  constructor(private readonly onListenerError?: (error: unknown) => void) {}

  /** Subscribe; call the returned function to stop listening. After dispose() it subscribes nothing. */
  readonly event = (listener: (value: T) => void): Unsubscribe => {
    if (this.disposed) return () => undefined;
    const wrapped = (value: T) => listener(value);
    this.listeners.add(wrapped);
    return () => {
      this.listeners.delete(wrapped);
    };
  };

  fire(value: T): void {
    let failure: { error: unknown } | null = null;
    for (const listener of [...this.listeners]) {
      if (!this.listeners.has(listener)) continue;
      try {
        listener(value);
      } catch (error) {
        if (this.onListenerError) this.onListenerError(error);
        else failure ??= { error };
      }
    }
    if (failure) throw failure.error;
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /** Drops every listener; the event stays usable (for owners that stop and start again). */
  clear(): void {
    this.listeners.clear();
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }
}
