import type { TabPeers } from '../../application/ports/tab-peers.port';
import type { Unsubscribe } from '../../application/ports/subscription';
import type { TabAnnouncement } from '../../domain/tabs/tab-presence';

/**
 * The console tabs of one headless browser: each tab joins and gets its own FakeTabPeers; a message one posts
 * reaches every other at once (in the order posted), never the one that posted it.
 */
export class FakeBrowserTabs {
  private readonly tabs = new Set<FakeTabPeers>();

  join(): FakeTabPeers {
    const tab = new FakeTabPeers(this);
    this.tabs.add(tab);
    return tab;
  }

  /** @internal */
  deliver(from: FakeTabPeers, message: TabAnnouncement): void {
    for (const tab of [...this.tabs]) if (tab !== from) tab.receive(JSON.parse(JSON.stringify(message)) as unknown);
  }

  /** @internal */
  leave(tab: FakeTabPeers): void {
    this.tabs.delete(tab);
  }
}

/** One tab's end of a FakeBrowserTabs; close() plays the page going away (its page-hide listeners run first). */
export class FakeTabPeers implements TabPeers {
  private readonly listeners = new Set<(message: unknown) => void>();
  private readonly hiding = new Set<() => void>();
  /** Everything this tab posted, for tests. */
  readonly posted: TabAnnouncement[] = [];
  private closed = false;

  constructor(private readonly browser: FakeBrowserTabs | null = null) {}

  post(message: TabAnnouncement): void {
    if (this.closed) return;
    this.posted.push(message);
    this.browser?.deliver(this, message);
  }

  onMessage(listener: (message: unknown) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  onPageHide(listener: () => void): Unsubscribe {
    this.hiding.add(listener);
    return () => void this.hiding.delete(listener);
  }

  /** Test driver: the page goes away (closed or reloaded). */
  close(): void {
    for (const listener of [...this.hiding]) listener();
    this.closed = true;
    this.browser?.leave(this);
  }

  /** Test driver: the page vanishes without a word (a crash): nothing is posted. */
  crash(): void {
    this.closed = true;
    this.browser?.leave(this);
  }

  /** @internal */
  receive(message: unknown): void {
    if (this.closed) return;
    for (const listener of [...this.listeners]) listener(message);
  }
}
