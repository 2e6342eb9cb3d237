import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { BrowserPushNotifications, type PushBrowser } from '../../src/adapters/real/push-notifications.browser.adapter';
import { recordedTopicsOf } from '../../src/adapters/real/web-push.device';
import { PUSH_TOPICS_KEY } from '../../src/adapters/real/web-push.types';
import { PUSH_TOPICS } from '../../src/domain/shared/constants';

/** A service worker registration holding (or not) a Push API subscription, counting unsubscribes. */
function serviceWorker(subscription: 'held' | 'none' | 'refuses' | 'broken' | 'no-registration') {
  const calls = { unsubscribe: 0 };
  const container = {
    getRegistration: () => {
      if (subscription === 'no-registration') return Promise.resolve(undefined);
      if (subscription === 'broken') return Promise.reject(new Error('InvalidStateError'));
      return Promise.resolve({
        pushManager: {
          getSubscription: () =>
            Promise.resolve(
              subscription === 'none'
                ? null
                : {
                    endpoint: 'https://push.example.org/send/held',
                    toJSON: () => ({ endpoint: 'https://push.example.org/send/held' }),
                    unsubscribe: () => {
                      calls.unsubscribe++;
                      return Promise.resolve(subscription === 'held');
                    },
                  },
            ),
        },
      });
    },
  };
  return { container, calls };
}

function browser(permission: NotificationPermission | null, sw?: PushBrowser['navigator']): PushBrowser {
  return { ...(permission === null ? {} : { Notification: { permission } }), navigator: sw };
}

describe('BrowserPushNotifications.subscribe (SPEC §9 push topics)', () => {
  it.each(['default', 'granted'] as const)('records the topics on this device when the permission is %s', async (permission) => {
    const storage = new MemoryStorage();
    await new BrowserPushNotifications(storage, browser(permission)).subscribe(['new_incidents', 'end_of_live_stream']);
    expect(JSON.parse(storage.get(PUSH_TOPICS_KEY) ?? 'null')).toEqual(['new_incidents', 'end_of_live_stream']);
  });

  it('merges with the topics already recorded, in the product order, without repeats, ignoring unknown names', async () => {
    const storage = new MemoryStorage();
    storage.set(PUSH_TOPICS_KEY, JSON.stringify(['end_of_live_stream', 'not_a_topic', 3]));
    const push = new BrowserPushNotifications(storage, browser('granted'));
    await push.subscribe(['new_incidents', 'end_of_live_stream', 'bogus' as never]);
    expect(recordedTopicsOf({ storage })).toEqual(['new_incidents', 'end_of_live_stream']);
    await push.subscribe(PUSH_TOPICS);
    expect(recordedTopicsOf({ storage })).toEqual([...PUSH_TOPICS]);
  });

  it('reads a damaged record as no topics', async () => {
    const storage = new MemoryStorage();
    storage.set(PUSH_TOPICS_KEY, '{not json');
    const push = new BrowserPushNotifications(storage, browser('granted'));
    expect(recordedTopicsOf({ storage })).toEqual([]);
    await push.subscribe(['reported_comment']);
    expect(recordedTopicsOf({ storage })).toEqual(['reported_comment']);
  });

  it.each([
    ['the user blocked notifications', 'denied' as const, 'unauthorized'],
    ['the browser has no Notification API', null, 'not-found'],
  ])('refuses when %s, recording nothing', async (_name, permission, kind) => {
    const storage = new MemoryStorage();
    const failure = await new BrowserPushNotifications(storage, browser(permission)).subscribe(['new_incidents']).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind });
    expect(storage.get(PUSH_TOPICS_KEY)).toBeNull();
  });
});

describe('BrowserPushNotifications.removeToken (SPEC §2 Logout)', () => {
  it('unsubscribes the service worker push subscription and forgets the topics', async () => {
    const storage = new MemoryStorage();
    storage.set(PUSH_TOPICS_KEY, JSON.stringify(['new_incidents']));
    const sw = serviceWorker('held');
    await new BrowserPushNotifications(storage, browser('granted', { serviceWorker: sw.container })).removeToken();
    expect(sw.calls.unsubscribe).toBe(1);
    expect(storage.get(PUSH_TOPICS_KEY)).toBeNull();
  });

  it.each([
    ['no push subscription', { serviceWorker: serviceWorker('none').container }],
    ['no service worker registration', { serviceWorker: serviceWorker('no-registration').container }],
    ['no service worker support (an insecure page)', {}],
    ['no navigator at all', undefined],
  ])('resolves with %s, still forgetting the topics', async (_name, navigator) => {
    const storage = new MemoryStorage();
    storage.set(PUSH_TOPICS_KEY, JSON.stringify(['new_incidents']));
    await expect(new BrowserPushNotifications(storage, browser('default', navigator)).removeToken()).resolves.toBeUndefined();
    expect(storage.get(PUSH_TOPICS_KEY)).toBeNull();
  });

  it.each([
    ['refused', 'refuses'],
    ['failing', 'broken'],
  ] as const)('rejects with a network GatewayError when the unsubscribe is %s, still forgetting the topics', async (_name, mode) => {
    const storage = new MemoryStorage();
    storage.set(PUSH_TOPICS_KEY, JSON.stringify(['new_incidents']));
    const failure = await new BrowserPushNotifications(storage, browser('granted', { serviceWorker: serviceWorker(mode).container }))
      .removeToken()
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'network' });
    expect(storage.get(PUSH_TOPICS_KEY)).toBeNull();
  });

  it('works against the global object of a runtime without notifications (Node): subscribe refuses, removal resolves', async () => {
    const push = new BrowserPushNotifications(new MemoryStorage(), globalThis);
    await expect(push.subscribe(['new_incidents'])).rejects.toMatchObject({ kind: 'not-found' });
    await expect(push.removeToken()).resolves.toBeUndefined();
  });
});
