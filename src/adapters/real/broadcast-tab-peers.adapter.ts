import type { TabPeers } from '../../application/ports/tab-peers.port';
import type { Unsubscribe } from '../../application/ports/subscription';
import type { TabAnnouncement } from '../../domain/tabs/tab-presence';

/** The channel's name (and, without BroadcastChannel, the local-storage key that carries a message). */
const CHANNEL = 'console-tabs';

/** The parts of the page the adapter uses. */
export interface TabPage {
  readonly BroadcastChannel?: typeof BroadcastChannel;
  readonly localStorage?: Storage;
  addEventListener(type: 'storage' | 'pagehide', listener: (event: Event) => void): void;
  removeEventListener(type: 'storage' | 'pagehide', listener: (event: Event) => void): void;
}

/**
 * The console tabs of this browser over a BroadcastChannel. A browser without one gets the storage events instead:
 * a message is written to local storage and removed at once, and every other tab hears the write. Only tab ids,
 * accounts and incident ids travel, never incident text.
 */
export class BroadcastTabPeers implements TabPeers {
  private readonly channel: BroadcastChannel | null;

  constructor(private readonly page: TabPage) {
    this.channel = page.BroadcastChannel ? new page.BroadcastChannel(CHANNEL) : null;
  }

  post(message: TabAnnouncement): void {
    if (this.channel) {
      this.channel.postMessage(message);
      return;
    }
    try {
      // A value unique to this post, so two equal messages in a row are still two writes.
      this.page.localStorage?.setItem(CHANNEL, JSON.stringify({ message, at: Math.random() }));
      this.page.localStorage?.removeItem(CHANNEL);
    } catch {
      // Storage refused: this tab cannot tell the others.
    }
  }

  onMessage(listener: (message: unknown) => void): Unsubscribe {
    const channel = this.channel;
    if (channel) {
      const onMessage = (event: MessageEvent) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    }
    const onStorage = (event: Event) => {
      const { key, newValue } = event as StorageEvent;
      if (key !== CHANNEL || newValue === null) return;
      try {
        listener((JSON.parse(newValue) as { message?: unknown }).message);
      } catch {
        // Not a message of ours.
      }
    };
    this.page.addEventListener('storage', onStorage);
    return () => this.page.removeEventListener('storage', onStorage);
  }

  onPageHide(listener: () => void): Unsubscribe {
    const onHide = () => listener();
    this.page.addEventListener('pagehide', onHide);
    return () => this.page.removeEventListener('pagehide', onHide);
  }
}

/** The page's tabs, or none where there is no page (Node builds the real container too). */
export function pageTabPeers(): TabPeers {
  const page = globalThis as unknown as Partial<TabPage>;
  if (typeof page.addEventListener !== 'function' || typeof page.removeEventListener !== 'function') return new LoneTabPeers();
  return new BroadcastTabPeers(page as TabPage);
}

/** A tab with no other: posts go nowhere. */
class LoneTabPeers implements TabPeers {
  post(): void {}
  onMessage(): Unsubscribe {
    return () => undefined;
  }
  onPageHide(): Unsubscribe {
    return () => undefined;
  }
}
