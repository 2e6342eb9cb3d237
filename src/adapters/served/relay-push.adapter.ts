import type { Logger } from '../../application/ports/logger.port';
import type { PushNotifications, PushPermission, ReceivedPush } from '../../application/ports/push.port';
import type { PushTopic } from '../../domain/shared/constants';
import type { RelaySocket } from './relay-socket';

/** How long after the relay socket closed the subscription is made again (SPEC §9's reconnect delay). */
const RESUBSCRIBE_MS = 1_000;

/**
 * The served console's push notifications: the demo world's server stands in for the push provider over the relay
 * socket (no push service answers a local server). The topics are subscribed for the signed-in session and subscribed
 * again when the socket comes back; every push the server sends down the socket is heard as received.
 */
export class RelayPushNotifications implements PushNotifications {
  private topics: readonly PushTopic[] = [];
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly relay: RelaySocket,
    private readonly logger: Logger,
  ) {
    relay.onClose(() => {
      if (this.topics.length === 0 || this.retry !== null) return;
      this.retry = setTimeout(() => {
        this.retry = null;
        this.relay.call('push.subscribe', { topics: this.topics }).catch((error: unknown) => {
          this.logger.warning('push: subscribing again failed', { error: String(error) });
        });
      }, RESUBSCRIBE_MS);
    });
  }

  async subscribe(topics: readonly PushTopic[]): Promise<void> {
    this.topics = [...new Set([...this.topics, ...topics])];
    await this.relay.call('push.subscribe', { topics: this.topics });
  }

  async removeToken(): Promise<void> {
    this.topics = [];
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
    if (this.relay.isOpen) await this.relay.call('push.unsubscribe', {});
  }

  /** The relay's pushes show in the page: the browser's notification permission plays no part. */
  permission(): PushPermission {
    return 'not-needed';
  }

  onPermissionChange(): () => void {
    return () => undefined;
  }

  async enable(topics: readonly PushTopic[]): Promise<PushPermission> {
    await this.subscribe(topics);
    return 'not-needed';
  }

  onReceived(listener: (push: ReceivedPush) => void): () => void {
    return this.relay.onFrame((frame) => {
      if (frame.type === 'push') listener({ incidentId: frame.incidentId, title: frame.title });
    });
  }
}
