import * as z from 'zod/mini';
import { GatewayError } from '../../application/ports/gateway-error';
import type { PushNotifications, PushPermission, ReceivedPush } from '../../application/ports/push.port';
import { Emitter } from '../../application/shared/emitter';
import { onePerWorld } from './demo-world/one-per-world';
import { PUSH_TOPICS, type PushTopic } from '../../domain/shared/constants';
import type { DemoWorld } from './demo-world/demo-world';
import { isRecord, keptList } from './demo-world/tab-memory';

/** Where the tab keeps this device's subscription, as the real provider keeps it across a reload of the console. */
const KEPT_SUBSCRIPTION = 'demo.push';
const KEPT_TOPIC = z.enum(PUSH_TOPICS);

/** A push the demo server sends: to chosen topics, or to every device ('global'). */
export interface DemoPush extends ReceivedPush {
  readonly topics: readonly PushTopic[] | 'global';
  /** The tenant whose incident it is about (a device of another tenant is not sent it). */
  readonly tenantId?: string;
}

/** The demo push provider's delivery: what the demo server sends (sendpn) reaches every device of the world. */
export const demoPushRelay = onePerWorld(() => new Set<(push: DemoPush) => void>());

/**
 * The external push provider of the demo: remembers the subscribed topics and whether the device token is held; a sent
 * push reaches this device when it holds the token and the push is global or for one of its topics. The subscription
 * is made at sign-in; like the real provider's, it outlasts a reload of the console (kept in the tab's memory of the
 * world), and a logout removes it.
 */
export class FakePushNotifications implements PushNotifications {
  topics: readonly PushTopic[] = [];
  hasToken = false;
  subscribeCalls = 0;
  removeCalls = 0;
  /** Test switch: the provider is unreachable. */
  fail = false;
  /** The demo's pushes arrive in the page: no browser permission is involved unless a test sets one (setPermission). */
  private permissionNow: PushPermission = 'not-needed';
  /** Test switch: what the user answers when enable() asks. */
  answer: 'granted' | 'blocked' | 'ask' = 'granted';
  enableCalls = 0;
  private readonly permissionChanges = new Emitter<PushPermission>();

  constructor(private readonly world: DemoWorld) {
    const kept = world.memory.read(KEPT_SUBSCRIPTION);
    if (isRecord(kept) && kept.hasToken === true) {
      this.hasToken = true;
      this.topics = keptList(kept.topics, KEPT_TOPIC);
    }
  }

  async subscribe(topics: readonly PushTopic[]): Promise<void> {
    this.subscribeCalls++;
    await this.world.latency.wait();
    if (this.fail) throw new GatewayError('network', 'Push provider unreachable');
    this.topics = [...new Set([...this.topics, ...topics])];
    this.hasToken = true;
    this.world.memory.write(KEPT_SUBSCRIPTION, { hasToken: true, topics: this.topics });
  }

  async removeToken(): Promise<void> {
    this.removeCalls++;
    // Forgotten at once, before the answer: a logout clears the tab right after asking, and nothing may be written
    // back into it after that.
    this.world.memory.write(KEPT_SUBSCRIPTION, { hasToken: false, topics: [] });
    await this.world.latency.wait();
    if (this.fail) throw new GatewayError('network', 'Push provider unreachable');
    this.topics = [];
    this.hasToken = false;
  }

  permission(): PushPermission {
    return this.permissionNow;
  }

  /** Test driver: the browser's permission changed outside the console. */
  setPermission(permission: PushPermission): void {
    this.permissionNow = permission;
    this.permissionChanges.fire(permission);
  }

  onPermissionChange(listener: (permission: PushPermission) => void): () => void {
    return this.permissionChanges.event(listener);
  }

  async enable(topics: readonly PushTopic[]): Promise<PushPermission> {
    this.enableCalls++;
    if (this.permissionNow === 'ask') this.permissionNow = this.answer;
    if (this.permissionNow === 'granted' || this.permissionNow === 'not-needed') await this.subscribe(topics);
    return this.permissionNow;
  }

  onReceived(listener: (push: ReceivedPush) => void): () => void {
    const relay = demoPushRelay(this.world);
    const deliver = (push: DemoPush) => {
      if (this.hasToken && (push.topics === 'global' || push.topics.some((t) => this.topics.includes(t)))) {
        listener({ incidentId: push.incidentId, title: push.title });
      }
    };
    relay.add(deliver);
    return () => relay.delete(deliver);
  }
}
