import { describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../../src/application/ports/gateway-error';
import type { ReceivedPush } from '../../src/application/ports/push.port';
import { ReceivedPushesFlow } from '../../src/application/incidents/received-pushes.flow';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { ASSUMED_ENDPOINTS } from '../../src/adapters/real/assumed-endpoints';
import { BrowserPushNotifications } from '../../src/adapters/real/push-notifications.browser.adapter';
import { receivedPushOf } from '../../src/adapters/real/web-push.device';
import { applicationServerKeyOf } from '../../src/adapters/real/web-push.subscription';
import { PUSH_MESSAGE_TYPE, PUSH_TOPICS_KEY, PUSH_WORKER_URL, type WebPushSubscription } from '../../src/adapters/real/web-push.types';
import { PUSH_TOPICS } from '../../src/domain/shared/constants';

/** A VAPID public key as web-push generates one: an uncompressed P-256 point, base64url. */
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256));
const VAPID_KEY = Buffer.from(KEY_BYTES).toString('base64url');

function subscriptionOf(name: string, unsubscribes = true, key: Uint8Array = KEY_BYTES) {
  const endpoint = `https://push.example.org/send/${name}`;
  const subscription = {
    endpoint,
    options: { applicationServerKey: key.slice().buffer },
    unsubscribed: 0,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
    unsubscribe: () => {
      subscription.unsubscribed++;
      return Promise.resolve(unsubscribes);
    },
  };
  return subscription;
}

/** Doubles of navigator.serviceWorker and its registration's PushManager, recording what the adapter asks. */
function serviceWorkers(options: { held?: boolean; heldKey?: Uint8Array; refuse?: string; unsubscribes?: boolean } = {}) {
  const calls = { register: [] as [string, unknown][], subscribe: [] as { userVisibleOnly: boolean; applicationServerKey: unknown }[] };
  let subscription: ReturnType<typeof subscriptionOf> | null = options.held
    ? subscriptionOf('held', options.unsubscribes, options.heldKey)
    : null;
  let registered = false;
  const listeners = new Set<(event: MessageEvent) => void>();
  const registration = {
    pushManager: {
      getSubscription: (): Promise<WebPushSubscription | null> => Promise.resolve(subscription),
      subscribe: (request: { userVisibleOnly: boolean; applicationServerKey: BufferSource }) => {
        calls.subscribe.push(request);
        if (options.refuse) return Promise.reject(Object.assign(new Error('refused'), { name: options.refuse }));
        subscription = subscriptionOf('new', options.unsubscribes);
        return Promise.resolve(subscription);
      },
    },
  };
  const container = {
    getRegistration: () => Promise.resolve(registered || options.held ? registration : undefined),
    register: (url: string, scope?: { scope?: string }) => {
      calls.register.push([url, scope]);
      registered = true;
      return Promise.resolve(registration);
    },
    get ready() {
      return Promise.resolve(registration);
    },
    addEventListener: (_type: 'message', listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: 'message', listener: (event: MessageEvent) => void) => listeners.delete(listener),
  };
  const post = (data: unknown) => listeners.forEach((listener) => listener({ data } as MessageEvent));
  return { container, calls, post, listeners, subscription: () => subscription };
}

function backend(fails = false) {
  const posts: [string, unknown][] = [];
  const deletes: [string, unknown][] = [];
  const http = {
    post: (url: string, body?: unknown) => {
      posts.push([url, body]);
      return fails ? Promise.reject(new GatewayError('server', 'down', 503)) : Promise.resolve({ data: {} });
    },
    delete: (url: string, config?: unknown) => {
      deletes.push([url, config]);
      return fails ? Promise.reject(new GatewayError('server', 'down', 503)) : Promise.resolve({ data: {} });
    },
  };
  return { http: http as never, posts, deletes };
}

function setUp(
  options: { key?: string; permission?: NotificationPermission; sw?: ReturnType<typeof serviceWorkers>; fails?: boolean } = {},
) {
  const sw = options.sw ?? serviceWorkers();
  const server = backend(options.fails);
  const logger = new MemoryLogger();
  const storage = new MemoryStorage();
  const push = new BrowserPushNotifications(
    storage,
    { Notification: { permission: options.permission ?? 'granted' }, navigator: { serviceWorker: sw.container } },
    { vapidPublicKey: options.key ?? VAPID_KEY, http: server.http, logger },
  );
  return { push, sw, server, logger, storage };
}

describe('BrowserPushNotifications over Web Push (SPEC §7 push provider, §9 topics)', () => {
  it('registers the push worker at the root, subscribes with the VAPID key and sends the subscription with the topics', async () => {
    const { push, sw, server } = setUp();
    await push.subscribe(PUSH_TOPICS);
    expect(sw.calls.register).toEqual([[PUSH_WORKER_URL, { scope: '/' }]]);
    expect(sw.calls.subscribe).toHaveLength(1);
    expect(sw.calls.subscribe[0]?.userVisibleOnly).toBe(true);
    expect(Array.from(sw.calls.subscribe[0]?.applicationServerKey as Uint8Array)).toEqual(Array.from(KEY_BYTES));
    expect(server.posts).toEqual([
      [
        ASSUMED_ENDPOINTS.pushSubscriptions,
        {
          subscription: {
            endpoint: 'https://push.example.org/send/new',
            expirationTime: null,
            keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
          },
          topics: [...PUSH_TOPICS],
        },
      ],
    ]);
  });

  it('while the user has not decided (sign-in): records the topics and refuses, registering no worker and asking nothing', async () => {
    const { push, sw, server, storage } = setUp({ permission: 'default' });
    await expect(push.subscribe(['new_incidents'])).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(sw.calls.register).toEqual([]);
    expect(sw.calls.subscribe).toEqual([]);
    expect(server.posts).toEqual([]);
    expect(storage.get(PUSH_TOPICS_KEY)).toBe(JSON.stringify(['new_incidents']));
  });

  it('reuses the subscription the browser already holds, sending the merged topics again', async () => {
    const sw = serviceWorkers({ held: true });
    const { push, server } = setUp({ sw });
    await push.subscribe(['new_incidents']);
    await push.subscribe(['end_of_live_stream']);
    expect(sw.calls.subscribe).toEqual([]);
    expect(server.posts.map(([, body]) => (body as { topics: unknown }).topics)).toEqual([
      ['new_incidents'],
      ['new_incidents', 'end_of_live_stream'],
    ]);
  });

  it('replaces a subscription the browser holds under another key (the backend changed its key)', async () => {
    const sw = serviceWorkers({ held: true, heldKey: Uint8Array.from(KEY_BYTES, (b, i) => (i === 1 ? b ^ 1 : b)) });
    const old = sw.subscription();
    const { push, server } = setUp({ sw });
    await push.subscribe(['new_incidents']);
    expect(old?.unsubscribed).toBe(1);
    expect(sw.calls.subscribe).toHaveLength(1);
    expect(server.posts.map(([, body]) => (body as { subscription: { endpoint: string } }).subscription.endpoint)).toEqual([
      'https://push.example.org/send/new',
    ]);
  });

  it.each([
    ['the user refuses the permission prompt', 'NotAllowedError', 'unauthorized'],
    ['the push service cannot be reached', 'AbortError', 'network'],
  ])('rejects when %s, sending nothing to the backend', async (_name, refuse, kind) => {
    const { push, server } = setUp({ sw: serviceWorkers({ refuse }), permission: 'granted' });
    await expect(push.subscribe(['new_incidents'])).rejects.toMatchObject({ kind });
    expect(server.posts).toEqual([]);
  });

  it('rejects when the backend does not take the subscription', async () => {
    const { push } = setUp({ fails: true });
    await expect(push.subscribe(['new_incidents'])).rejects.toMatchObject({ kind: 'server' });
  });

  it('refuses a malformed VAPID key, logging it as a configuration error, without registering', async () => {
    const { push, sw, logger } = setUp({ key: 'not-a-key' });
    await expect(push.subscribe(['new_incidents'])).rejects.toBeInstanceOf(GatewayError);
    expect(sw.calls.register).toEqual([]);
    expect(logger.entries.map((entry) => entry.level)).toEqual(['error']);
  });

  it('without a key: records the topics, registers nothing, never prompts, and says so once in the log', async () => {
    const { push, sw, server, logger, storage } = setUp({ key: '', permission: 'default' });
    await push.subscribe(['new_incidents']);
    await push.subscribe(['reported_comment']);
    expect(sw.calls.register).toEqual([]);
    expect(sw.calls.subscribe).toEqual([]);
    expect(server.posts).toEqual([]);
    expect(JSON.parse(storage.get(PUSH_TOPICS_KEY) ?? 'null')).toEqual(['new_incidents', 'reported_comment']);
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]).toMatchObject({
      level: 'warning',
      message: expect.stringMatching(/VITE_PUSH_VAPID_PUBLIC_KEY is not set/) as unknown,
    });
  });

  it('at logout tells the backend which endpoint to drop and unsubscribes from the push service', async () => {
    const { push, sw, server, storage } = setUp();
    await push.subscribe(['new_incidents']);
    const subscription = sw.subscription();
    await push.removeToken();
    expect(subscription?.unsubscribed).toBe(1);
    expect(server.deletes).toEqual([[ASSUMED_ENDPOINTS.pushSubscriptions, { params: { endpoint: 'https://push.example.org/send/new' } }]]);
    expect(storage.get(PUSH_TOPICS_KEY)).toBeNull();
  });

  it('at logout still unsubscribes from the push service when the backend fails, and says the removal failed', async () => {
    const sw = serviceWorkers({ held: true });
    const { push } = setUp({ sw, fails: true });
    await expect(push.removeToken()).rejects.toMatchObject({ kind: 'network' });
    expect(sw.subscription()?.unsubscribed).toBe(1);
  });

  it('hands the pushes the worker posts to the listener, ignoring other messages, until unsubscribed', async () => {
    const { push, sw } = setUp();
    const received: ReceivedPush[] = [];
    const stop = push.onReceived((one) => received.push(one));
    // The listener is attached once the push code has loaded.
    await vi.waitFor(() => expect(sw.listeners.size).toBe(1));
    sw.post({ type: PUSH_MESSAGE_TYPE, push: { incidentId: 42, title: 'Fire at the market' } });
    sw.post({ type: 'something-else', push: { incidentId: '7', title: 'not a push' } });
    sw.post({ type: PUSH_MESSAGE_TYPE, push: { title: 'no incident' } });
    stop();
    sw.post({ type: PUSH_MESSAGE_TYPE, push: { incidentId: '8', title: 'after stop' } });
    expect(received).toEqual([{ incidentId: '42', title: 'Fire at the market' }]);
    expect(sw.listeners.size).toBe(0);
  });
});

describe('BrowserPushNotifications.onReceived stopped before its code has loaded', () => {
  it('never listens', async () => {
    const { push, sw } = setUp();
    push.onReceived(() => undefined)();
    await push.subscribe(['new_incidents']);
    expect(sw.listeners.size).toBe(0);
  });
});

describe('a push the worker posts, through the console (SPEC §9)', () => {
  it('shows as a toast for 8000 ms', async () => {
    const { push, sw } = setUp();
    const clock = new VirtualClock();
    const flow = new ReceivedPushesFlow(push, clock);
    flow.start();
    await vi.waitFor(() => expect(sw.listeners.size).toBe(1));
    sw.post({ type: PUSH_MESSAGE_TYPE, push: { incidentId: '5', title: 'Crash on Route 9' } });
    expect(flow.shown()).toMatchObject([{ incidentId: '5', title: 'Crash on Route 9' }]);
    await clock.advance(7999);
    expect(flow.shown()).toHaveLength(1);
    await clock.advance(1);
    expect(flow.shown()).toEqual([]);
    flow.dispose();
    expect(sw.listeners.size).toBe(0);
  });
});

describe('receivedPushOf (what the push worker posts)', () => {
  it.each([
    [
      { type: PUSH_MESSAGE_TYPE, push: { incidentId: ' 12 ', title: ' Flood ' } },
      { incidentId: '12', title: 'Flood' },
    ],
    [
      { type: PUSH_MESSAGE_TYPE, push: { incidentId: 12, title: '<b>x</b>' } },
      { incidentId: '12', title: '<b>x</b>' },
    ],
    [{ type: PUSH_MESSAGE_TYPE, push: { incidentId: '', title: 'Flood' } }, null],
    [{ type: PUSH_MESSAGE_TYPE, push: { incidentId: '12', title: '' } }, null],
    [{ type: PUSH_MESSAGE_TYPE, push: { incidentId: 1.5, title: 'Flood' } }, null],
    [{ type: PUSH_MESSAGE_TYPE, push: null }, null],
    ['console-push', null],
    [null, null],
  ])('%j → %j', (data, expected) => {
    expect(receivedPushOf(data)).toEqual(expected);
  });
});

describe('applicationServerKeyOf (VAPID public key)', () => {
  it.each([
    [VAPID_KEY, true],
    [`${Buffer.from(KEY_BYTES).toString('base64url')}=`, true],
    [Buffer.from(KEY_BYTES.slice(1)).toString('base64url'), false],
    [Buffer.from(Uint8Array.from(KEY_BYTES, (b, i) => (i === 0 ? 2 : b))).toString('base64url'), false],
    ['has spaces in it', false],
    ['', false],
  ])('%s is a key: %s', (key, valid) => {
    expect(applicationServerKeyOf(key) !== null).toBe(valid);
  });
});
