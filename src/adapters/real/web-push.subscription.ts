import { GatewayError, isGatewayError } from '../../application/ports/gateway-error';
import type { Logger } from '../../application/ports/logger.port';
import type { PushTopic } from '../../domain/shared/constants';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';
import type { HttpClient } from './http-client';
import type { PushServiceWorkers, WebPushSubscription } from './web-push.types';

/** What subscribing needs: loaded by BrowserPushNotifications after sign-in, so the login route does not carry it. */
export interface WebPushSettings {
  readonly vapidPublicKey: string;
  readonly workerUrl: string;
  readonly http: Pick<HttpClient, 'post' | 'delete'>;
  readonly logger: Logger;
}

/**
 * Registers the push worker, subscribes its push manager with the VAPID key (a subscription the browser already holds
 * is reused) and sends the subscription with the topics to the backend. The browser asks for the notification
 * permission here when the user has not decided yet; when it is refused or cannot be asked (no user gesture), the
 * subscription fails as 'unauthorized'.
 */
export async function subscribeWebPush(
  serviceWorker: PushServiceWorkers,
  settings: WebPushSettings,
  topics: readonly PushTopic[],
): Promise<void> {
  const key = applicationServerKeyOf(settings.vapidPublicKey);
  if (!key) {
    settings.logger.error('push notifications: VITE_PUSH_VAPID_PUBLIC_KEY is not a base64url P-256 public key');
    throw new GatewayError('not-found', 'the push provider is not configured correctly');
  }
  if (!serviceWorker.register) throw new GatewayError('not-found', 'service workers are not available on this page');
  let subscription: WebPushSubscription;
  try {
    const registered = await serviceWorker.register(settings.workerUrl, { scope: '/' });
    // A push manager subscribes only through an active worker: `ready` answers once the new one is.
    const registration = serviceWorker.ready ? await serviceWorker.ready : registered;
    const pushManager = registration.pushManager;
    if (!pushManager?.subscribe) throw new GatewayError('not-found', 'this browser has no Push API');
    subscription =
      (await pushManager.getSubscription()) ?? (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  } catch (error) {
    if (isGatewayError(error)) throw error;
    throw isNotAllowed(error)
      ? new GatewayError('unauthorized', 'notifications were not allowed')
      : new GatewayError('network', 'the push service could not be reached');
  }
  await settings.http.post(ASSUMED_ENDPOINTS.pushSubscriptions, { subscription: subscription.toJSON(), topics });
}

/**
 * Logout: the backend drops the subscription named by its endpoint (the session's token is being cleared as this
 * runs, so the endpoint itself names it), then the push service forgets it. The backend's refusal does not keep the
 * browser subscribed: the push service refuses a send to an unsubscribed endpoint (410), which the backend must take
 * as removal too.
 */
export async function forgetWebPush(subscription: WebPushSubscription, settings?: Pick<WebPushSettings, 'http'>): Promise<void> {
  const told = settings
    ? settings.http.delete(ASSUMED_ENDPOINTS.pushSubscriptions, { params: { endpoint: subscription.endpoint } }).then(
        () => true,
        () => false,
      )
    : Promise.resolve(true);
  const [backendForgot, unsubscribed] = await Promise.all([told, subscription.unsubscribe()]);
  if (!unsubscribed) throw new Error('unsubscribe refused');
  if (!backendForgot) throw new Error('the backend kept the subscription');
}

/** The VAPID public key's bytes: an uncompressed P-256 point (65 bytes, starting with 4), base64url as VAPID keys are. */
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(base64url)) return null;
  const base64 = base64url.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.length === 65 && bytes[0] === 4 ? bytes : null;
}

const isNotAllowed = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NotAllowedError';
