import * as z from 'zod';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import { demoPushRelay, type DemoPush } from '../src/adapters/fake/push-notifications.fake';
import type { RelayServerFrame } from '../src/adapters/shared/relay-protocol';
import { PUSH_TOPICS, type PushTopic } from '../src/domain/shared/constants';
import { argsOf } from './chat-relay';
import { HttpFailure } from './http-answers';
import type { ServerWorld } from './server-world';

const SUBSCRIBE = z.object({ topics: z.array(z.enum(PUSH_TOPICS)).max(PUSH_TOPICS.length) });

/**
 * The push notifications of one relay socket (one console): what the platform's push provider does in production.
 * The console subscribes its topics (SPEC §9) for the socket's session; every push the world sends (sendpn) about an
 * incident of that session's tenant, global or for one of those topics, is sent down the socket until it unsubscribes
 * or closes.
 */
export class PushRelay {
  private topics: readonly PushTopic[] = [];
  private listening: ((push: DemoPush) => void) | null = null;

  constructor(
    private readonly world: ServerWorld,
    private readonly token: string,
    private readonly send: (frame: RelayServerFrame) => void,
  ) {}

  // Async, so a refusal (401, 400) is the call's answer rather than a throw out of the socket's handler.
  async call(method: string, args: unknown): Promise<unknown> {
    const tenantId = this.demo().callerFor(this.token)?.tenant.id;
    if (!tenantId) throw new HttpFailure(401, 'Unauthorized');
    if (method === 'push.unsubscribe') {
      this.dispose();
      return null;
    }
    const { topics } = argsOf(SUBSCRIBE, args);
    this.topics = [...new Set([...this.topics, ...topics])];
    if (!this.listening) {
      const deliver = (push: DemoPush) => {
        if (push.tenantId !== undefined && push.tenantId !== tenantId) return;
        if (push.topics !== 'global' && !push.topics.some((topic) => this.topics.includes(topic))) return;
        this.send({ type: 'push', incidentId: String(push.incidentId), title: push.title });
      };
      demoPushRelay(this.demo()).add(deliver);
      this.listening = deliver;
    }
    return null;
  }

  dispose(): void {
    if (this.listening) demoPushRelay(this.demo()).delete(this.listening);
    this.listening = null;
    this.topics = [];
  }

  private demo(): DemoWorld {
    return this.world.get<DemoWorld>(DemoWorld as unknown as symbol);
  }
}
