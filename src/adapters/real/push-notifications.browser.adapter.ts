import { GatewayError } from '../../application/ports/gateway-error';
import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import type { PushNotifications, PushPermission, ReceivedPush } from '../../application/ports/push.port';
import type { PushTopic } from '../../domain/shared/constants';
import { listenToWorker, recordTopics } from './web-push.device';
import type * as WebPushCode from './web-push.subscription';
import type { PushBrowser, WebPushContext, WebPushOptions } from './web-push.types';

export type { PushBrowser, WebPushOptions } from './web-push.types';

type WebPush = typeof WebPushCode;

/**
 * SPEC §7, §9 push notifications over the Web Push API (web-push.subscription.ts does the work and says how). Its code
 * is loaded to subscribe or unsubscribe, so no route carries it until the user has allowed notifications; when it
 * cannot be loaded the call fails as a network failure and the next one tries again.
 */
export class BrowserPushNotifications implements PushNotifications {
  private readonly context: WebPushContext;
  private loading: Promise<WebPush> | null = null;

  constructor(storage: KeyValueStorage, browser: PushBrowser, options?: WebPushOptions) {
    this.context = { storage, browser, options, unconfiguredSaid: false };
  }

  /**
   * Only a click may ask for the permission (enable): while the user has not decided, the topics are recorded and the
   * subscription is refused as the browser would refuse it without a click, with no push code loaded and no worker
   * registered.
   */
  async subscribe(topics: readonly PushTopic[]): Promise<void> {
    if (this.permission() === 'ask') {
      recordTopics(this.context, topics);
      throw new GatewayError('unauthorized', 'notifications are not allowed yet: only a click may ask');
    }
    await (await this.webPush()).subscribeTopics(this.context, topics);
  }

  async removeToken(): Promise<void> {
    await (await this.webPush()).removeDeviceToken(this.context);
  }

  onReceived(listener: (push: ReceivedPush) => void): () => void {
    return listenToWorker(this.context.browser, listener);
  }

  /** Nothing to ask for without a push provider (no VAPID key) or without the browser's Notification API. */
  permission(): PushPermission {
    const notification = this.context.browser.Notification;
    if (!this.context.options?.vapidPublicKey || !notification) return 'not-needed';
    if (notification.permission === 'granted') return 'granted';
    return notification.permission === 'denied' ? 'blocked' : 'ask';
  }

  /** Follows the browser's notification permission (Permissions API); a browser without it tells nothing. */
  onPermissionChange(listener: (permission: PushPermission) => void): () => void {
    let stop: (() => void) | null = null;
    let stopped = false;
    const query = this.context.browser.navigator?.permissions?.query({ name: 'notifications' });
    query?.then(
      (status) => {
        if (stopped) return;
        const onChange = () => listener(this.permission());
        status.addEventListener('change', onChange);
        stop = () => status.removeEventListener('change', onChange);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }

  async enable(topics: readonly PushTopic[]): Promise<PushPermission> {
    // Asked before any await: the click's grace (transient user activation) is what lets the browser ask.
    const notification = this.context.browser.Notification;
    const asked = this.permission() === 'ask' && notification?.requestPermission ? notification.requestPermission() : null;
    if (asked && (await asked) !== 'granted') return this.permission();
    if (this.permission() === 'granted') await this.subscribe(topics);
    return this.permission();
  }

  private webPush(): Promise<WebPush> {
    return (this.loading ??= import('./web-push.subscription').catch(() => {
      this.loading = null;
      throw new GatewayError('network', 'the push notification code could not be loaded');
    }));
  }
}
