/** Where the production build serves the push worker (public/push-worker.js), at the app's root: its scope is the app. */
export const PUSH_WORKER_URL = '/push-worker.js';

/** The type of the message the push worker posts to the console's pages (public/push-worker.js says the same). */
export const PUSH_MESSAGE_TYPE = 'console-push';

/** A Push API subscription as the console uses it (the browser's PushSubscription satisfies it). */
export interface WebPushSubscription {
  readonly endpoint: string;
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
