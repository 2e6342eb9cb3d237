import { GatewayError } from '../../application/ports/gateway-error';
import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import type { Logger } from '../../application/ports/logger.port';
import type { PushNotifications, ReceivedPush } from '../../application/ports/push.port';
import { PUSH_TOPICS, type PushTopic } from '../../domain/shared/constants';
import type { HttpClient } from './http-client';
import { PUSH_MESSAGE_TYPE, PUSH_WORKER_URL, type PushServiceWorkers } from './web-push.types';

export type { PushServiceWorkers } from './web-push.types';

/** The local-storage key holding the push topics this device asked for (a JSON list). */
export const PUSH_TOPICS_KEY = 'pushTopics';

/** The parts of the browser this adapter uses (the window satisfies it; tests pass their own). */
export interface PushBrowser {
  readonly Notification?: { readonly permission: NotificationPermission };
  readonly navigator?: { readonly serviceWorker?: PushServiceWorkers };
}

/** The push provider's configuration: Web Push needs only the backend's VAPID public key. */
export interface WebPushOptions {
  /** VITE_PUSH_VAPID_PUBLIC_KEY (base64url); '' when this deployment has no push provider. */
  readonly vapidPublicKey: string;
  readonly http: Pick<HttpClient, 'post' | 'delete'>;
  readonly logger: Logger;
  /** The service worker's address (the production build serves it at the app's root). */
  readonly workerUrl?: string;
}

/**
 * SPEC §7, §9 push notifications over the Web Push API: the browser's push service is the provider, the backend sends
 * with its VAPID private key to the subscriptions the console gives it (README "Push notifications").
 *
 * - subscribe(topics): refuses when the browser has no Notification API (GatewayError 'not-found') or the user has
 *   denied notifications (GatewayError 'unauthorized'); records the topics on this device (local storage,
 *   PUSH_TOPICS_KEY, merged with those already recorded; unknown topic names are ignored). With a VAPID key it then
 *   registers the push worker, subscribes its push manager with the key and sends the subscription and the topics to
 *   the backend (ASSUMED_ENDPOINTS.pushSubscriptions). That code is loaded here, after sign-in, not with the login
 *   route. Without a key it says so once in the log and registers nothing.
 * - removeToken() (SPEC §2 Logout): forgets the recorded topics, tells the backend to drop this device's subscription
 *   and unsubscribes it from the push service; a failure is GatewayError('network').
 * - onReceived: the pushes the worker hands to this page (it shows a system notification itself when no console page
 *   is open).
 */
export class BrowserPushNotifications implements PushNotifications {
  private unconfiguredSaid = false;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly browser: PushBrowser,
    private readonly options?: WebPushOptions,
  ) {}

  async subscribe(topics: readonly PushTopic[]): Promise<void> {
    const notification = this.browser.Notification;
    if (!notification) throw new GatewayError('not-found', 'notifications are not supported by this browser');
    if (notification.permission === 'denied') throw new GatewayError('unauthorized', 'notifications are blocked for this site');
    const recorded = new Set<PushTopic>([...this.recordedTopics(), ...topics.filter(isPushTopic)]);
    const kept = PUSH_TOPICS.filter((topic) => recorded.has(topic));
    this.storage.set(PUSH_TOPICS_KEY, JSON.stringify(kept));
    const options = this.options;
    if (!options?.vapidPublicKey) {
      if (!this.unconfiguredSaid && options)
        options.logger.info('push notifications: no VAPID public key configured, no push subscription is made');
      this.unconfiguredSaid = true;
      return;
    }
    const serviceWorker = this.browser.navigator?.serviceWorker;
    if (!serviceWorker) throw new GatewayError('not-found', 'service workers are not available on this page');
    const { subscribeWebPush } = await import('./web-push.subscription');
    await subscribeWebPush(serviceWorker, { ...options, workerUrl: options.workerUrl ?? PUSH_WORKER_URL }, kept);
  }

  async removeToken(): Promise<void> {
    this.storage.remove(PUSH_TOPICS_KEY);
    const serviceWorker = this.browser.navigator?.serviceWorker;
    if (!serviceWorker) return;
    try {
      const registration = await serviceWorker.getRegistration();
      const subscription = (await registration?.pushManager?.getSubscription()) ?? null;
      if (!subscription) return;
      const { forgetWebPush } = await import('./web-push.subscription');
      await forgetWebPush(subscription, this.options);
    } catch {
      throw new GatewayError('network', 'the push subscription could not be removed');
    }
  }

  /** The topics recorded on this device (tolerant of an edited or foreign value). */
  recordedTopics(): PushTopic[] {
    const raw = this.storage.get(PUSH_TOPICS_KEY);
    if (raw === null) return [];
    try {
      const value: unknown = JSON.parse(raw);
      return Array.isArray(value) ? value.filter(isPushTopic) : [];
    } catch {
      return [];
    }
  }

  onReceived(listener: (push: ReceivedPush) => void): () => void {
    const serviceWorker = this.browser.navigator?.serviceWorker;
    if (!serviceWorker?.addEventListener || !serviceWorker.removeEventListener) return () => {};
    const onMessage = (event: { readonly data?: unknown }) => {
      const push = receivedPushOf(event.data);
      if (push) listener(push);
    };
    serviceWorker.addEventListener('message', onMessage);
    return () => serviceWorker.removeEventListener?.('message', onMessage);
  }
}

const isPushTopic = (value: unknown): value is PushTopic => typeof value === 'string' && (PUSH_TOPICS as readonly string[]).includes(value);

/**
 * What the push worker posts: `{ type: PUSH_MESSAGE_TYPE, push }` with the payload the backend sent. Checked by hand
 * rather than with zod, so the login route does not carry the schema library. A payload without an incident id or a
 * title is not shown.
 */
export function receivedPushOf(data: unknown): ReceivedPush | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, push } = data as { type?: unknown; push?: unknown };
  if (type !== PUSH_MESSAGE_TYPE || typeof push !== 'object' || push === null) return null;
  const { incidentId, title } = push as { incidentId?: unknown; title?: unknown };
  const id = typeof incidentId === 'number' && Number.isSafeInteger(incidentId) ? String(incidentId) : incidentId;
  if (typeof id !== 'string' || id.trim() === '' || id.length > 64) return null;
  if (typeof title !== 'string' || title.trim() === '') return null;
  return { incidentId: id.trim(), title: title.trim().slice(0, 500) };
}
