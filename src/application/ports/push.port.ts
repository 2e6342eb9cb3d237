import type { PushTopic } from '../../domain/shared/constants';

/** SPEC §7, §9: push notifications through an external provider (topic subscription) and the device's push token. */
export interface PushNotifications {
  subscribe(topics: readonly PushTopic[]): Promise<void>;
  /** Removes this device's push token (SPEC §2 Logout). */
  removeToken(): Promise<void>;
  /** The pushes this device receives for its topics (SPEC §9: each shows as a toast for 8000 ms); answers unsubscribe. */
  onReceived(listener: (push: ReceivedPush) => void): () => void;
}

/** A push received about an incident. */
export interface ReceivedPush {
  readonly incidentId: string;
  readonly title: string;
}
export const PushNotifications = Symbol.for('PushNotifications');
