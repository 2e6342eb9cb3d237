import { describe, expect, it } from 'vitest';
import { BroadcastTabPeers, type TabPage } from '../../src/adapters/real/broadcast-tab-peers.adapter';
import type { TabAnnouncement } from '../../src/domain/tabs/tab-presence';

/** Two pages of one browser without BroadcastChannel: one local storage, whose writes the other page hears. */
function browserWithoutChannel() {
  const values = new Map<string, string>();
  const pages: Array<{ page: TabPage; fire: (type: string, event: Event) => void }> = [];
  const page = () => {
    const listeners = new Map<string, Set<(event: Event) => void>>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        values.set(key, value);
        for (const other of pages) if (other.page !== self) other.fire('storage', { key, newValue: value } as unknown as Event);
      },
      removeItem: (key: string) => {
        values.delete(key);
        for (const other of pages) if (other.page !== self) other.fire('storage', { key, newValue: null } as unknown as Event);
      },
    } as unknown as Storage;
    const self: TabPage = {
      localStorage: storage,
      addEventListener: (type, listener) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type))?.add(listener),
      removeEventListener: (type, listener) => void listeners.get(type)?.delete(listener),
    };
    const fire = (type: string, event: Event) => {
      for (const listener of [...(listeners.get(type) ?? [])]) listener(event);
    };
    pages.push({ page: self, fire });
    return { page: self, fire };
  };
  return { page, values };
}

const HELLO: TabAnnouncement = { kind: 'hello', tab: 't1', account: 'public/2', editing: ['7'] };

describe('BroadcastTabPeers without BroadcastChannel: storage events', () => {
  it('a message reaches the other page, not its own, and leaves nothing in storage', () => {
    const browser = browserWithoutChannel();
    const one = browser.page();
    const two = browser.page();
    const tabOne = new BroadcastTabPeers(one.page);
    const tabTwo = new BroadcastTabPeers(two.page);
    const heardOne: unknown[] = [];
    const heardTwo: unknown[] = [];
    tabOne.onMessage((m) => heardOne.push(m));
    const stop = tabTwo.onMessage((m) => heardTwo.push(m));
    tabOne.post(HELLO);
    tabOne.post(HELLO);
    expect(heardTwo).toEqual([HELLO, HELLO]);
    expect(heardOne).toEqual([]);
    expect(browser.values.size).toBe(0);
    stop();
    tabOne.post(HELLO);
    expect(heardTwo).toHaveLength(2);
  });

  it('page hide runs the listener until it is removed', () => {
    const browser = browserWithoutChannel();
    const one = browser.page();
    const hides: number[] = [];
    const stop = new BroadcastTabPeers(one.page).onPageHide(() => hides.push(1));
    one.fire('pagehide', {} as Event);
    stop();
    one.fire('pagehide', {} as Event);
    expect(hides).toEqual([1]);
  });
});
