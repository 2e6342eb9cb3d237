import type { BrowserPage } from '../../application/ports/browser-page.port';
import type { Unsubscribe } from '../../application/ports/subscription';

/** The page in demo mode and tests: counts reloads and lets a test (or the demo panel) go offline and back. */
export class FakeBrowserPage implements BrowserPage {
  reloads = 0;
  private online = true;
  private readonly listeners = new Set<(online: boolean) => void>();

  reload(): void {
    this.reloads++;
  }

  isOnline(): boolean {
    return this.online;
  }

  onOnlineChange(listener: (online: boolean) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Simulates the browser's 'online' or 'offline' event. */
  setOnline(online: boolean): void {
    this.online = online;
    for (const listener of [...this.listeners]) listener(online);
  }

  listenerCount(): number {
    return this.listeners.size;
  }
}
