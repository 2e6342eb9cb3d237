import type { Unsubscribe } from './subscription';

/** The page the console runs in: reloading, connectivity, and where it is (SPEC §1 language reload, offline banner). */
export interface BrowserPage {
  reload(): void;
  isOnline(): boolean;
  onOnlineChange(listener: (online: boolean) => void): Unsubscribe;
}
export const BrowserPage = Symbol.for('BrowserPage');
