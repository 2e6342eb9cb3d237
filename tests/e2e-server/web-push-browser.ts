import type { BrowserContext, Page } from '@playwright/test';

/** A Web Push subscription as a browser's push service gives it: where it is sent, and the keys it is encrypted to. */
export interface PushSubscriptionDouble {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

/**
 * This browser's push service is the test's (LocalPushService): Debian's headless Chromium has none of its own. The
 * context allows notifications, and its pages' push manager subscribes to `subscription`; the rest of Web Push (the
 * console's worker, its registration, the console's call to the backend) is the browser's and the console's own.
 */
export async function playPushService(context: BrowserContext, subscription: PushSubscriptionDouble): Promise<void> {
  await context.grantPermissions(['notifications']);
  await context.addInitScript((given: PushSubscriptionDouble) => {
    // Debian's headless shell holds no notification permission (it reads "denied" whatever was granted): the user's
    // "Allow" is played here, as the full browser would hold it after grantPermissions.
    Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'granted' });
    let held: PushSubscription | null = null;
    const made = (): PushSubscription => {
      const json = { endpoint: given.endpoint, expirationTime: null, keys: { ...given.keys } };
      const double = {
        endpoint: given.endpoint,
        expirationTime: null,
        options: { applicationServerKey: null, userVisibleOnly: true },
        toJSON: () => json,
        getKey: () => null,
        unsubscribe: () => {
          held = null;
          return Promise.resolve(true);
        },
      };
      return double as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = function subscribe() {
      held = made();
      return Promise.resolve(held);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(held);
    };
  }, subscription);
}

/**
 * Hands `data` to the page's push worker as the browser does when its push service delivers a push (the DevTools
 * protocol's push delivery): the worker's own `push` event runs, and what it does with it is the console's.
 */
export async function deliverPush(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean };
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: Registration[] }) => {
      const found = registrations.find((registration) => !registration.isDeleted && registration.scopeURL.startsWith(origin));
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await Promise.race([
    registered,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no push worker is registered at ${origin}`)), 15_000)),
  ]);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  await cdp.detach();
}
