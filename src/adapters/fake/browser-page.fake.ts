import type { BrowserPage } from '../../application/ports/browser-page.port';
import type { Unsubscribe } from '../../application/ports/subscription';
import { Emitter } from '../../application/shared/emitter';

/** The page in demo mode and tests: counts reloads and lets a test (or the demo panel) go offline and back. */
export class FakeBrowserPage implements BrowserPage {
  reloads = 0;
  private online = true;
  private readonly onlineChanged = new Emitter<boolean>();

  reload(): void {
    this.reloads++;
  }

  isOnline(): boolean {
    return this.online;
  }

  onOnlineChange(listener: (online: boolean) => void): Unsubscribe {
    return this.onlineChanged.event(listener);
  }

  /** Simulates the browser's 'online' or 'offline' event. */
  setOnline(online: boolean): void {
    this.online = online;
    this.onlineChanged.fire(online);
  }

  listenerCount(): number {
    return this.onlineChanged.listenerCount;
  }
}
