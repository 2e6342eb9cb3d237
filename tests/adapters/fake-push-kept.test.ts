import { FakeLatency } from '../../src/adapters/fake/fake-latency';
import { describe, expect, it } from 'vitest';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { demoPushRelay, FakePushNotifications, type DemoPush } from '../../src/adapters/fake/push-notifications.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import type { ReceivedPush } from '../../src/application/ports/push.port';

const world = (clock: VirtualClock, tab: MemoryStorage | null) =>
  new DemoWorld(clock, new FakeLatency(clock, 0), new MemoryStorage(), 7, tab);

/** What this device receives when the demo server sends a push about incident 42 to `topics`. */
function deliveredTo(push: FakePushNotifications, on: DemoWorld, topics: DemoPush['topics']): ReceivedPush[] {
  const received: ReceivedPush[] = [];
  const stop = push.onReceived((p) => received.push(p));
  for (const deliver of demoPushRelay(on)) deliver({ incidentId: '42', title: 'Fire', topics });
  stop();
  return received;
}

describe("the demo push provider keeps the device's subscription across a reload, as the real provider does", () => {
  it('subscribed at sign-in, a reloaded console still receives pushes for its topics', async () => {
    const clock = new VirtualClock();
    const tab = new MemoryStorage();
    await new FakePushNotifications(world(clock, tab)).subscribe(['new_incidents']);

    const reloaded = world(clock, tab);
    const push = new FakePushNotifications(reloaded);
    expect({ hasToken: push.hasToken, topics: push.topics }).toEqual({ hasToken: true, topics: ['new_incidents'] });
    expect(deliveredTo(push, reloaded, ['new_incidents'])).toEqual([{ incidentId: '42', title: 'Fire' }]);
    expect(deliveredTo(push, reloaded, ['reported_comment'])).toEqual([]);
  });

  it('after the token is removed (logout), or in a fresh tab, nothing is received', async () => {
    const clock = new VirtualClock();
    const tab = new MemoryStorage();
    const first = new FakePushNotifications(world(clock, tab));
    await first.subscribe(['new_incidents']);
    await first.removeToken();
    const reloaded = world(clock, tab);
    expect(deliveredTo(new FakePushNotifications(reloaded), reloaded, 'global')).toEqual([]);

    const fresh = world(clock, new MemoryStorage());
    expect(new FakePushNotifications(fresh).hasToken).toBe(false);
  });

  it('a kept value that is not a subscription, or names unknown topics, is ignored', () => {
    const clock = new VirtualClock();
    const tab = new MemoryStorage();
    tab.set('demo.push', JSON.stringify({ hasToken: true, topics: ['new_incidents', '<script>', 7] }));
    expect(new FakePushNotifications(world(clock, tab)).topics).toEqual(['new_incidents']);
    tab.set('demo.push', 'not json');
    expect(new FakePushNotifications(world(clock, tab)).hasToken).toBe(false);
  });
});
