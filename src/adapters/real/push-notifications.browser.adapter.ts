import { GatewayError } from '../../application/ports/gateway-error';
import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import type { PushNotifications, ReceivedPush } from '../../application/ports/push.port';
import type { PushTopic } from '../../domain/shared/constants';
import type * as WebPushCode from './web-push.subscription';
import type { PushBrowser, WebPushContext, WebPushOptions } from './web-push.types';

export type { PushBrowser, WebPushOptions } from './web-push.types';

type WebPush = typeof WebPushCode;

/**
 * SPEC §7, §9 push notifications over the Web Push API (web-push.subscription.ts does the work and says how). Its code
 * is loaded on the first call, after sign-in, so the login route does not carry it; when it cannot be loaded the call
 * fails as a network failure and the next one tries again.
 */
export class BrowserPushNotifications implements PushNotifications {
  private readonly context: WebPushContext;
  private loading: Promise<WebPush> | null = null;

  constructor(storage: KeyValueStorage, browser: PushBrowser, options?: WebPushOptions) {
    this.context = { storage, browser, options, unconfiguredSaid: false };
  }

  async subscribe(topics: readonly PushTopic[]): Promise<void> {
    await (await this.webPush()).subscribeTopics(this.context, topics);
  }

  async removeToken(): Promise<void> {
    await (await this.webPush()).removeDeviceToken(this.context);
  }

  onReceived(listener: (push: ReceivedPush) => void): () => void {
    let stop: (() => void) | null = null;
    let stopped = false;
    this.webPush().then(
      (webPush) => {
        if (!stopped) stop = webPush.listenToWorker(this.context.browser, listener);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }

  private webPush(): Promise<WebPush> {
    return (this.loading ??= import('./web-push.subscription').catch(() => {
      this.loading = null;
      throw new GatewayError('network', 'the push notification code could not be loaded');
    }));
  }
}
