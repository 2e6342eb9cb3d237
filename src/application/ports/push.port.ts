import type { PushTopic } from '../../domain/shared/constants';

/**
 * Whether pushes can reach this device as far as the browser's notification permission goes: 'not-needed' (no
 * permission is involved: pushes arrive in the page, or this deployment has no push provider), 'granted', 'ask' (not
 * decided yet, and browsers ask only from a click on the page) or 'blocked' (the user refused; only the browser's site
 * settings can change it).
 */
export type PushPermission = 'not-needed' | 'granted' | 'ask' | 'blocked';

/** SPEC §7, §9: push notifications through an external provider (topic subscription) and the device's push token. */
export interface PushNotifications {
  subscribe(topics: readonly PushTopic[]): Promise<void>;
  /** Removes this device's push token (SPEC §2 Logout). */
  removeToken(): Promise<void>;
  /** The pushes this device receives for its topics (SPEC §9: each shows as a toast for 8000 ms); answers unsubscribe. */
  onReceived(listener: (push: ReceivedPush) => void): () => void;
  permission(): PushPermission;
  /** Tells when the permission changes outside the console (the browser's own prompt, its site settings). */
  onPermissionChange(listener: (permission: PushPermission) => void): () => void;
  /**
   * Asks the browser for the permission and, once granted, subscribes the topics; answers the permission after. Call
   * it from a user's click, before anything else is awaited: browsers ask only within a click's short grace.
   */
  enable(topics: readonly PushTopic[]): Promise<PushPermission>;
}

/** A push received about an incident. */
export interface ReceivedPush {
  readonly incidentId: string;
  readonly title: string;
}
export const PushNotifications = Symbol.for('PushNotifications');
