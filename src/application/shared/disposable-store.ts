import type { Unsubscribe } from '../ports/subscription';

/** Anything that can be released: a disposer function or an object with dispose(). */
export type Disposable = Unsubscribe | { dispose(): void };

/**
 * The subscriptions and timers one owner holds, released together. Adding to a disposed store releases the new
 * item at once, so a late subscription (an await that settles after dispose) never leaks.
 */
export class DisposableStore {
  private readonly items = new Set<Disposable>();
  private disposed = false;

  get isDisposed(): boolean {
    return this.disposed;
  }

  get size(): number {
    return this.items.size;
  }

  add<D extends Disposable>(item: D): D {
    if (this.disposed) release(item);
    else this.items.add(item);
    return item;
  }

  /** Releases one item now and forgets it. */
  delete(item: Disposable): void {
    if (this.items.delete(item)) release(item);
  }

  /** Releases everything held; the store stays usable. */
  clear(): void {
    const items = [...this.items];
    this.items.clear();
    for (const item of items) release(item);
  }

  dispose(): void {
    this.disposed = true;
    this.clear();
  }
}

function release(item: Disposable): void {
  if (typeof item === 'function') item();
  else item.dispose();
}
