import { GatewayError, isGatewayError } from '../../application/ports/gateway-error';
import type { PushTopic } from '../../domain/shared/constants';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';
import { recordTopics } from './web-push.device';
import {
  PUSH_TOPICS_KEY,
  PUSH_WORKER_URL,
  type PushServiceWorkers,
  type WebPushContext,
  type WebPushOptions,
  type WebPushSubscription,
} from './web-push.types';

/*
 * SPEC §7, §9 push notifications over the Web Push API: the browser's push service is the provider; the backend sends
 * with its VAPID private key to the subscriptions the console gives it (README, push notifications). Loaded by
 * BrowserPushNotifications on its first call, after sign-in.
 */

/**
 * Refuses when the browser has no Notification API (GatewayError 'not-found') or the user has denied notifications
 * ('unauthorized'); records the topics on this device (local storage, PUSH_TOPICS_KEY, merged with those already
 * recorded; unknown names are ignored). With a VAPID key it then subscribes (subscribeWebPush); without one it says so
 * once in the log and subscribes nothing, never asking for the permission.
 */
export async function subscribeTopics(context: WebPushContext, topics: readonly PushTopic[]): Promise<void> {
  const notification = context.browser.Notification;
  if (!notification) throw new GatewayError('not-found', 'notifications are not supported by this browser');
  if (notification.permission === 'denied') throw new GatewayError('unauthorized', 'notifications are blocked for this site');
  const kept = recordTopics(context, topics);
  const options = context.options;
  if (!options?.vapidPublicKey) {
    if (!context.unconfiguredSaid)
      options?.logger.warning('push notifications: VITE_PUSH_VAPID_PUBLIC_KEY is not set, no push subscription is made');
    context.unconfiguredSaid = true;
    return;
  }
  const serviceWorker = context.browser.navigator?.serviceWorker;
  if (!serviceWorker) throw new GatewayError('not-found', 'service workers are not available on this page');
  await subscribeWebPush(serviceWorker, options, kept);
}

/**
 * SPEC §2 Logout: forgets the recorded topics and, when this page's service worker holds a push subscription, has the
 * backend and the push service forget it (forgetWebPush); a failure is GatewayError('network').
 */
export async function removeDeviceToken(context: WebPushContext): Promise<void> {
  context.storage.remove(PUSH_TOPICS_KEY);
  const serviceWorker = context.browser.navigator?.serviceWorker;
  if (!serviceWorker) return;
  try {
    const registration = await serviceWorker.getRegistration();
    const subscription = (await registration?.pushManager?.getSubscription()) ?? null;
    if (subscription) await forgetWebPush(subscription, context.options);
  } catch {
    throw new GatewayError('network', 'the push subscription could not be removed');
  }
}

/**
 * Registers the push worker, subscribes its push manager with the VAPID key (one the browser already holds under that
 * key is reused) and sends the subscription with the topics to the backend. The browser asks for the notification
 * permission here when the user has not decided yet; when it is refused or cannot be asked (no user gesture), the
 * subscription fails as 'unauthorized'.
 */
export async function subscribeWebPush(
  serviceWorker: PushServiceWorkers,
  settings: WebPushOptions,
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
    const registered = await serviceWorker.register(settings.workerUrl ?? PUSH_WORKER_URL, { scope: '/' });
    // A push manager subscribes only through an active worker: `ready` answers once the new one is.
    const registration = serviceWorker.ready ? await serviceWorker.ready : registered;
    const pushManager = registration.pushManager;
    if (!pushManager?.subscribe) throw new GatewayError('not-found', 'this browser has no Push API');
    const held = await pushManager.getSubscription();
    // A subscription made with another key (the backend's key changed) cannot be sent to: it is replaced.
    if (held && !sameKey(held, key)) await held.unsubscribe();
    subscription = held && sameKey(held, key) ? held : await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
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
 * runs, so the endpoint itself names it) and the push service forgets it. The backend's refusal does not keep the
 * browser subscribed: the push service refuses a send to an unsubscribed endpoint (410), which the backend must take
 * as removal too.
 */
export async function forgetWebPush(subscription: WebPushSubscription, settings?: Pick<WebPushOptions, 'http'>): Promise<void> {
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

/** Whether the subscription was made with this key (a browser that does not say is taken at its word). */
function sameKey(subscription: WebPushSubscription, key: Uint8Array): boolean {
  const held = subscription.options?.applicationServerKey;
  if (!held) return true;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

const isNotAllowed = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NotAllowedError';
