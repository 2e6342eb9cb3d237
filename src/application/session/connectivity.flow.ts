import type { BrowserPage } from '../ports/browser-page.port';
import type { Unsubscribe } from '../ports/subscription';

/** SPEC §2 Other, §8: what the offline banner shows. */
export type ConnectivityEvent = 'offline' | 'back-online';

/**
 * The browser's online/offline changes for the offline banner: 'offline' when the connection is lost, 'back-online'
 * when it returns (repeated reports of the same state are ignored). start() subscribes, dispose() releases.
 */
export class ConnectivityFlow {
  private readonly listeners = new Set<(event: ConnectivityEvent) => void>();
  private unsubscribe: Unsubscribe | null = null;
  private online = true;

  constructor(private readonly page: BrowserPage) {}

  start(): void {
    if (this.unsubscribe) return;
    this.online = this.page.isOnline();
    this.unsubscribe = this.page.onOnlineChange((online) => this.change(online));
  }

  isOnline(): boolean {
    return this.unsubscribe ? this.online : this.page.isOnline();
  }

  onEvent(listener: (event: ConnectivityEvent) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  listenerCount(): number {
    return this.listeners.size;
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.listeners.clear();
  }

  private change(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    const event: ConnectivityEvent = online ? 'back-online' : 'offline';
    for (const listener of [...this.listeners]) listener(event);
  }
}
