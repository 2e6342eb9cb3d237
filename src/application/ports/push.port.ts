import type { PushTopic } from '../../domain/shared/constants';

/** SPEC §7, §9: push notifications through an external provider (topic subscription) and the device's push token. */
export interface PushNotifications {
  subscribe(topics: readonly PushTopic[]): Promise<void>;
  /** Removes this device's push token (SPEC §2 Logout). */
  removeToken(): Promise<void>;
}
export const PushNotifications = Symbol.for('PushNotifications');
