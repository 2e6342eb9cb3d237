import type { TabLocks } from '../../application/ports/tab-locks.port';

/** The part of the Web Locks API the adapter uses (navigator.locks). */
export interface PageLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The console's lock names, apart from any other code of the origin. */
const PREFIX = 'console:';

/** Locks between the tabs of this browser, through the Web Locks API. */
export class WebTabLocks implements TabLocks {
  constructor(private readonly locks: PageLocks) {}

  exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
    return this.locks.request(`${PREFIX}${name}`, work);
  }
}

/**
 * The page's locks; a page without the Web Locks API (an old browser, an insecure origin, Node) runs the work at once,
 * as one tab alone would: queued work is still checked against what another tab already removed from storage.
 */
export function pageTabLocks(): TabLocks {
  const locks = (globalThis as { navigator?: { locks?: PageLocks } }).navigator?.locks;
  if (locks && typeof locks.request === 'function') return new WebTabLocks(locks);
  return { exclusive: (_name, work) => work() };
}
