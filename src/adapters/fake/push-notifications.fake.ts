import { GatewayError } from '../../application/ports/gateway-error';
import type { PushNotifications } from '../../application/ports/push.port';
import type { PushTopic } from '../../domain/shared/constants';
import type { DemoWorld } from './demo-world/demo-world';

/** The external push provider of the demo: remembers the subscribed topics and whether the device token is held. */
export class FakePushNotifications implements PushNotifications {
  topics: readonly PushTopic[] = [];
  hasToken = false;
  subscribeCalls = 0;
  removeCalls = 0;
  /** Test switch: the provider is unreachable. */
  fail = false;

  constructor(private readonly world: DemoWorld) {}

  async subscribe(topics: readonly PushTopic[]): Promise<void> {
    this.subscribeCalls++;
    await this.world.latency.wait();
    if (this.fail) throw new GatewayError('network', 'Push provider unreachable');
    this.topics = [...new Set([...this.topics, ...topics])];
    this.hasToken = true;
  }

  async removeToken(): Promise<void> {
    this.removeCalls++;
    await this.world.latency.wait();
    if (this.fail) throw new GatewayError('network', 'Push provider unreachable');
    this.topics = [];
    this.hasToken = false;
  }
}
