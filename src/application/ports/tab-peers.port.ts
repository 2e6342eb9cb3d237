import type { TabAnnouncement } from '../../domain/tabs/tab-presence';
import type { Unsubscribe } from './subscription';

/**
 * The other tabs of this browser running the console (a BroadcastChannel, or storage events where there is none).
 * A message reaches every other tab, never the one that posted it.
 */
export interface TabPeers {
  post(message: TabAnnouncement): void;
  /** Hears the other tabs' messages, unread: another version of the console may post anything. */
  onMessage(listener: (message: unknown) => void): Unsubscribe;
  /** Runs once when this page goes away (closed, reloaded, navigated off), while a message can still be posted. */
  onPageHide(listener: () => void): Unsubscribe;
}
export const TabPeers = Symbol.for('TabPeers');
