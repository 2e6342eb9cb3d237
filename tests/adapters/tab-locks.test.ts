import { describe, expect, it, vi } from 'vitest';
import { FakeTabLocks } from '../../src/adapters/fake/tab-locks.fake';
import { WebTabLocks, pageTabLocks, type PageLocks } from '../../src/adapters/real/web-tab-locks.adapter';

describe('locks between the tabs of one browser', () => {
  it("WebTabLocks asks the Web Locks API under the console's own name and answers what the work answers", async () => {
    const request = vi.fn((_name: string, callback: () => Promise<unknown>) => callback());
    const locks = new WebTabLocks({ request } as unknown as PageLocks);
    await expect(locks.exclusive('chat-outbox:100_public', async () => 'sent')).resolves.toBe('sent');
    expect(request).toHaveBeenCalledWith('console:chat-outbox:100_public', expect.any(Function));
  });

  it('without the Web Locks API (Node, an old browser) the work runs at once', async () => {
    const work = vi.fn(async () => 7);
    await expect(pageTabLocks().exclusive('x', work)).resolves.toBe(7);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('the fake grants one name in the order asked; another name does not wait, and a failure releases the lock', async () => {
    const locks = new FakeTabLocks();
    const order: string[] = [];
    let release: () => void = () => undefined;
    const first = locks.exclusive('a', async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => (release = resolve));
      order.push('first ends');
      throw new Error('refused');
    });
    const second = locks.exclusive('a', async () => {
      order.push('second');
      return 2;
    });
    const other = locks.exclusive('b', async () => {
      order.push('other name');
      return 3;
    });
    await expect(other).resolves.toBe(3);
    expect(order).toEqual(['first starts', 'other name']);
    expect(locks.held('a')).toBe(true);
    release();
    await expect(first).rejects.toThrow('refused');
    await expect(second).resolves.toBe(2);
    expect(order).toEqual(['first starts', 'other name', 'first ends', 'second']);
    await Promise.resolve();
    expect(locks.held('a')).toBe(false);
  });
});
