import type { TabLocks } from '../../application/ports/tab-locks.port';

/**
 * The locks of one headless browser, shared by its tabs (each tab's container binds the same instance): work under a
 * name waits for the work asked before it under that name, as the Web Locks API grants a lock in the order asked.
 */
export class FakeTabLocks implements TabLocks {
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Every name asked for, in order, for tests. */
  readonly asked: string[] = [];

  exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
    this.asked.push(name);
    const before = this.queues.get(name) ?? Promise.resolve();
    const turn = before.then(
      () => work(),
      () => work(),
    );
    const settled = turn.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(name, settled);
    void settled.then(() => {
      if (this.queues.get(name) === settled) this.queues.delete(name);
    });
    return turn;
  }

  /** Whether work under the name is running or waiting. */
  held(name: string): boolean {
    return this.queues.has(name);
  }
}
