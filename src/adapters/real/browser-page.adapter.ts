import type { BrowserPage } from '../../application/ports/browser-page.port';
import type { Unsubscribe } from '../../application/ports/subscription';

/**
 * The browser window: reload (language change, SPEC §1) and the online/offline events (offline banner). Without a
 * window (Node: tests and the scenario runner) there is nothing to reload and the page counts as online.
 */
export class WindowBrowserPage implements BrowserPage {
  constructor(private readonly view: Window | undefined = (globalThis as { window?: Window }).window) {}

  reload(): void {
    this.view?.location.reload();
  }

  isOnline(): boolean {
    return this.view?.navigator.onLine ?? true;
  }

  onOnlineChange(listener: (online: boolean) => void): Unsubscribe {
    const view = this.view;
    if (!view) return () => {};
    const online = () => listener(true);
    const offline = () => listener(false);
    view.addEventListener('online', online);
    view.addEventListener('offline', offline);
    return () => {
      view.removeEventListener('online', online);
      view.removeEventListener('offline', offline);
    };
  }
}
