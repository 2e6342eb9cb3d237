import { describe, expect, it } from 'vitest';
import { PushPermissionFlow } from '../../src/application/incidents/push-permission.flow';
import type { PushPermission } from '../../src/application/ports/push.port';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { ASSUMED_ENDPOINTS } from '../../src/adapters/real/assumed-endpoints';
import { BrowserPushNotifications } from '../../src/adapters/real/push-notifications.browser.adapter';
import { PUSH_TOPICS } from '../../src/domain/shared/constants';
import { PushPermissionModel } from '../../src/ui/shared/push/push-permission.model';

const VAPID_KEY = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256))).toString('base64url');

/**
 * Doubles of the browser's Notification (its permission and requestPermission), of the Permissions API's notifications
 * status, and of a service worker whose PushManager subscribes only once the permission is granted, as Chromium's does.
 */
function browserOf(start: NotificationPermission, answer: NotificationPermission, options: { clickNeeded?: boolean } = {}) {
  const calls = { requestPermission: 0, subscribe: 0, inClick: [] as boolean[] };
  let inClick = false;
  const changeListeners = new Set<() => void>();
  const notification = {
    permission: start,
    requestPermission(): Promise<NotificationPermission> {
      calls.requestPermission++;
      calls.inClick.push(inClick);
      // A browser that needs a click does not ask outside one: the answer stays undecided.
      if (options.clickNeeded && !inClick) return Promise.resolve(notification.permission);
      notification.permission = answer;
      return Promise.resolve(answer);
    },
  };
  const subscription = {
    endpoint: 'https://push.example.org/send/one',
    toJSON: () => ({ endpoint: 'https://push.example.org/send/one', keys: { p256dh: 'k', auth: 'a' } }),
    unsubscribe: () => Promise.resolve(true),
  };
  const registration = {
    pushManager: {
      getSubscription: () => Promise.resolve(null),
      subscribe: () => {
        calls.subscribe++;
        return notification.permission === 'granted'
          ? Promise.resolve(subscription)
          : Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
      },
    },
  };
  const browser = {
    Notification: notification,
    navigator: {
      serviceWorker: {
        getRegistration: () => Promise.resolve(registration),
        register: () => Promise.resolve(registration),
        ready: Promise.resolve(registration),
      },
      permissions: {
        query: () =>
          Promise.resolve({
            addEventListener: (_type: 'change', listener: () => void) => changeListeners.add(listener),
            removeEventListener: (_type: 'change', listener: () => void) => changeListeners.delete(listener),
          }),
      },
    },
  };
  /** The user changes the permission in the browser's own prompt or site settings. */
  const change = (permission: NotificationPermission) => {
    notification.permission = permission;
    changeListeners.forEach((listener) => listener());
  };
  const click = <T>(action: () => T): T => {
    inClick = true;
    try {
      return action();
    } finally {
      inClick = false;
    }
  };
  return { browser, calls, change, click, changeListeners };
}

function setUp(browser: ReturnType<typeof browserOf>, key = VAPID_KEY) {
  const posts: [string, unknown][] = [];
  const http = {
    post: (url: string, body?: unknown) => {
      posts.push([url, body]);
      return Promise.resolve({ data: {} });
    },
    delete: () => Promise.resolve({ data: {} }),
  };
  const logger = new MemoryLogger();
  const push = new BrowserPushNotifications(new MemoryStorage(), browser.browser, { vapidPublicKey: key, http: http as never, logger });
  return { push, posts, logger };
}

describe('the browser notification permission over Web Push (SPEC §9 pushes)', () => {
  it.each<[string, NotificationPermission, string, PushPermission]>([
    ['undecided', 'default', VAPID_KEY, 'ask'],
    ['granted', 'granted', VAPID_KEY, 'granted'],
    ['denied', 'denied', VAPID_KEY, 'blocked'],
    ['undecided without a push provider', 'default', '', 'not-needed'],
  ])('%s reads as %s', (_name, start, key, expected) => {
    const { push } = setUp(browserOf(start, 'granted'), key);
    expect(push.permission()).toBe(expected);
  });

  it('without the Notification API there is nothing to ask for', () => {
    const double = browserOf('default', 'granted');
    const push = new BrowserPushNotifications(
      new MemoryStorage(),
      { navigator: double.browser.navigator },
      {
        vapidPublicKey: VAPID_KEY,
        http: {} as never,
        logger: new MemoryLogger(),
      },
    );
    expect(push.permission()).toBe('not-needed');
  });

  it('a reload with a kept session: sign-in’s subscription is refused without a click; the click asks, then subscribes the topics', async () => {
    const double = browserOf('default', 'granted', { clickNeeded: true });
    const { push, posts } = setUp(double);
    await expect(push.subscribe(PUSH_TOPICS)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(push.permission()).toBe('ask');
    const answered = double.click(() => push.enable(PUSH_TOPICS));
    // Asked synchronously, within the click.
    expect(double.calls.inClick).toEqual([true]);
    await expect(answered).resolves.toBe('granted');
    expect(posts).toEqual([[ASSUMED_ENDPOINTS.pushSubscriptions, expect.objectContaining({ topics: [...PUSH_TOPICS] })]]);
  });

  it.each<[NotificationPermission, PushPermission]>([
    ['denied', 'blocked'],
    ['default', 'ask'],
  ])('a click answered %s subscribes nothing', async (answer, expected) => {
    const double = browserOf('default', answer);
    const { push, posts } = setUp(double);
    await expect(double.click(() => push.enable(PUSH_TOPICS))).resolves.toBe(expected);
    expect(double.calls.subscribe).toBe(0);
    expect(posts).toEqual([]);
  });

  it('does not ask again once blocked (only the site settings can change it)', async () => {
    const double = browserOf('denied', 'granted');
    const { push } = setUp(double);
    await expect(double.click(() => push.enable(PUSH_TOPICS))).resolves.toBe('blocked');
    expect(double.calls.requestPermission).toBe(0);
  });

  it('follows a change made in the browser until stopped', async () => {
    const double = browserOf('default', 'granted');
    const { push } = setUp(double);
    const seen: PushPermission[] = [];
    const stop = push.onPermissionChange((permission) => seen.push(permission));
    await Promise.resolve();
    double.change('denied');
    double.change('granted');
    stop();
    double.change('default');
    expect(seen).toEqual(['blocked', 'granted']);
    expect(double.changeListeners.size).toBe(0);
  });
});

describe('the navbar’s notifications control over Web Push (flow and view model)', () => {
  it('offers to enable while undecided, asks within the click, and shows nothing once granted', async () => {
    const double = browserOf('default', 'granted', { clickNeeded: true });
    const { push, posts } = setUp(double);
    const model = new PushPermissionModel(new PushPermissionFlow(push, new MemoryLogger()));
    model.start();
    expect(model.shows).toBe('enable');
    const enabling = double.click(() => model.enable());
    expect(double.calls.inClick).toEqual([true]);
    expect(model.asking).toBe(true);
    await enabling;
    expect(model.asking).toBe(false);
    expect(model.shows).toBeNull();
    expect(posts).toHaveLength(1);
    model.dispose();
  });

  it('says plainly when the user blocks notifications, here or in the browser’s settings', async () => {
    const double = browserOf('default', 'denied');
    const { push } = setUp(double);
    const model = new PushPermissionModel(new PushPermissionFlow(push, new MemoryLogger()));
    model.start();
    await double.click(() => model.enable());
    expect(model.shows).toBe('blocked');
    double.change('granted');
    expect(model.shows).toBeNull();
    model.dispose();
    expect(double.changeListeners.size).toBe(0);
  });

  it('keeps offering when the push service fails after the grant, and logs why', async () => {
    const double = browserOf('default', 'granted');
    const { push } = setUp(double);
    const failing = {
      ...push,
      permission: () => push.permission(),
      onPermissionChange: () => () => undefined,
      enable: () => Promise.reject(new Error('down')),
    };
    const logger = new MemoryLogger();
    const model = new PushPermissionModel(new PushPermissionFlow(failing as never, logger));
    model.start();
    await model.enable();
    expect(model.shows).toBe('enable');
    expect(logger.entries.map((entry) => entry.level)).toEqual(['warning']);
  });

  it('shows nothing where no permission is involved (no push provider configured)', () => {
    const { push } = setUp(browserOf('default', 'granted'), '');
    const model = new PushPermissionModel(new PushPermissionFlow(push, new MemoryLogger()));
    model.start();
    expect(model.shows).toBeNull();
    model.dispose();
  });
});
