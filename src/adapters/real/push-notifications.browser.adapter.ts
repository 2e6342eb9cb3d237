import { GatewayError } from '../../application/ports/gateway-error';
import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import type { PushNotifications, ReceivedPush } from '../../application/ports/push.port';
import { PUSH_TOPICS, type PushTopic } from '../../domain/shared/constants';

/** The local-storage key holding the push topics this device asked for (a JSON list). */
export const PUSH_TOPICS_KEY = 'pushTopics';

/** The parts of the browser this adapter uses (the window satisfies it; tests pass their own). */
export interface PushBrowser {
  readonly Notification?: { readonly permission: NotificationPermission };
  readonly navigator?: {
    readonly serviceWorker?: {
      getRegistration(): Promise<
        { readonly pushManager?: { getSubscription(): Promise<{ unsubscribe(): Promise<boolean> } | null> } } | undefined
      >;
    };
  };
}

/**
 * SPEC §7, §9 push notifications with the browser's own APIs only. The stack has no push-provider SDK and the
 * configuration holds no provider keys (no VAPID key, no provider project), so:
 *
 * What is done
 * - subscribe(topics): refuses when the browser has no Notification API (GatewayError 'not-found') or the user has
 *   denied notifications (GatewayError 'unauthorized'); otherwise records the topics on this device (local storage,
 *   PUSH_TOPICS_KEY, merged with those already recorded; unknown topic names are ignored). It never prompts for the
 *   notification permission: browsers expect that prompt to follow a user gesture, not a sign-in.
 * - removeToken() (SPEC §2 Logout): forgets the recorded topics and, when this page's service worker holds a Push API
 *   subscription (the device's push token), unsubscribes it; a failed unsubscribe is GatewayError('network').
 *
 * What is not done
 * - No device is registered with an external push provider and no provider topic subscription is made, so nothing is
 *   delivered to this browser by a provider: onReceived never hears one. Sending (POST /api/incidents/sendpn/…) is a server call and not part of
 *   this port.
 */
export class BrowserPushNotifications implements PushNotifications {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly browser: PushBrowser,
  ) {}

  subscribe(topics: readonly PushTopic[]): Promise<void> {
    const notification = this.browser.Notification;
    if (!notification) return Promise.reject(new GatewayError('not-found', 'notifications are not supported by this browser'));
    if (notification.permission === 'denied')
      return Promise.reject(new GatewayError('unauthorized', 'notifications are blocked for this site'));
    const recorded = new Set<PushTopic>([...this.recordedTopics(), ...topics.filter(isPushTopic)]);
    this.storage.set(PUSH_TOPICS_KEY, JSON.stringify(PUSH_TOPICS.filter((topic) => recorded.has(topic))));
    return Promise.resolve();
  }

  async removeToken(): Promise<void> {
    this.storage.remove(PUSH_TOPICS_KEY);
    const serviceWorker = this.browser.navigator?.serviceWorker;
    if (!serviceWorker) return;
    try {
      const registration = await serviceWorker.getRegistration();
      const subscription = (await registration?.pushManager?.getSubscription()) ?? null;
      if (subscription && !(await subscription.unsubscribe())) throw new Error('unsubscribe refused');
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

  onReceived(_listener: (push: ReceivedPush) => void): () => void {
    return () => {};
  }
}

const isPushTopic = (value: unknown): value is PushTopic => typeof value === 'string' && (PUSH_TOPICS as readonly string[]).includes(value);
