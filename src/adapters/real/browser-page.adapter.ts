import type { BrowserPage } from '../../application/ports/browser-page.port';
import type { Unsubscribe } from '../../application/ports/subscription';

/** The browser window: reload (language change, SPEC §1) and the online/offline events (offline banner). */
export class WindowBrowserPage implements BrowserPage {
  constructor(private readonly view: Window = window) {}

  reload(): void {
    this.view.location.reload();
  }

  isOnline(): boolean {
    return this.view.navigator.onLine;
  }

  onOnlineChange(listener: (online: boolean) => void): Unsubscribe {
    const online = () => listener(true);
    const offline = () => listener(false);
    this.view.addEventListener('online', online);
    this.view.addEventListener('offline', offline);
    return () => {
      this.view.removeEventListener('online', online);
      this.view.removeEventListener('offline', offline);
    };
  }
}
