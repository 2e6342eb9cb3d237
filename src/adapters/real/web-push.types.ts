import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import type { Logger } from '../../application/ports/logger.port';
import type { HttpClient } from './http-client';

/** The local-storage key holding the push topics this device asked for (a JSON list). */
export const PUSH_TOPICS_KEY = 'pushTopics';

/** Where the production build serves the push worker (public/push-worker.js), at the app's root: its scope is the app. */
export const PUSH_WORKER_URL = '/push-worker.js';

/** The type of the message the push worker posts to the console's pages (public/push-worker.js says the same). */
export const PUSH_MESSAGE_TYPE = 'console-push';

/** A Push API subscription as the console uses it (the browser's PushSubscription satisfies it). */
export interface WebPushSubscription {
  readonly endpoint: string;
  /** The key it was made with (the browser's PushSubscriptionOptions). */
  readonly options?: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
}

/** A service worker registration's push manager (the browser's PushManager satisfies it). */
export interface WebPushManager {
  getSubscription(): Promise<WebPushSubscription | null>;
  subscribe?(options: { userVisibleOnly: boolean; applicationServerKey: BufferSource }): Promise<WebPushSubscription>;
}

export interface WebPushRegistration {
  readonly pushManager?: WebPushManager;
}

/** navigator.serviceWorker as the console uses it (the browser's ServiceWorkerContainer satisfies it). */
export interface PushServiceWorkers {
  getRegistration(): Promise<WebPushRegistration | undefined>;
  register?(url: string, options?: { scope?: string }): Promise<WebPushRegistration>;
  readonly ready?: Promise<WebPushRegistration>;
  addEventListener?(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener?(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** A permission's live state (the browser's PermissionStatus satisfies it). */
export interface PushPermissionStatus {
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

/** The parts of the browser this adapter uses (the window satisfies it; tests pass their own). */
export interface PushBrowser {
  readonly Notification?: {
    readonly permission: NotificationPermission;
    requestPermission?(): Promise<NotificationPermission>;
  };
  readonly navigator?: {
    readonly serviceWorker?: PushServiceWorkers;
    readonly permissions?: { query(descriptor: { name: 'notifications' }): Promise<PushPermissionStatus> };
  };
}

/** The push provider's configuration: Web Push needs only the backend's VAPID public key. */
export interface WebPushOptions {
  /** VITE_PUSH_VAPID_PUBLIC_KEY (base64url); '' when this deployment has no push provider. */
  readonly vapidPublicKey: string;
  readonly http: Pick<HttpClient, 'post' | 'delete'>;
  readonly logger: Logger;
  /** The service worker's address (default PUSH_WORKER_URL, where the production build serves it). */
  readonly workerUrl?: string;
}

/** What the Web Push code shares with this adapter across calls. */
export interface WebPushContext {
  readonly storage: KeyValueStorage;
  readonly browser: PushBrowser;
  readonly options: WebPushOptions | undefined;
  /** Whether the log has been told that no VAPID key is configured (it is told once). */
  unconfiguredSaid: boolean;
}
