import type { BrowserPage } from '../ports/browser-page.port';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';

/** SPEC §2 Other, §8: what the offline banner shows. */
export type ConnectivityEvent = 'offline' | 'back-online';

/**
 * The browser's online/offline changes for the offline banner: 'offline' when the connection is lost, 'back-online'
 * when it returns (repeated reports of the same state are ignored). start() subscribes, dispose() releases.
 */
export class ConnectivityFlow {
  private readonly events = new Emitter<ConnectivityEvent>();
  private readonly subscriptions = new DisposableStore();
  private online = true;

  constructor(private readonly page: BrowserPage) {}

  start(): void {
    if (this.subscriptions.size > 0) return;
    this.online = this.page.isOnline();
    this.subscriptions.add(this.page.onOnlineChange((online) => this.change(online)));
  }

  isOnline(): boolean {
    return this.subscriptions.size > 0 ? this.online : this.page.isOnline();
  }

  onEvent(listener: (event: ConnectivityEvent) => void): Unsubscribe {
    return this.events.event(listener);
  }

  listenerCount(): number {
    return this.events.listenerCount;
  }

  dispose(): void {
    this.subscriptions.clear();
    this.events.dispose();
  }

  private change(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    const event: ConnectivityEvent = online ? 'back-online' : 'offline';
    this.events.fire(event);
  }
}
