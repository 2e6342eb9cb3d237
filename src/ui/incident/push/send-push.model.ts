import { runInAction } from 'mobx';
import type { PushAudience } from '../../../application/incidents/send-incident-push.use-case';
import type { CallFailure } from '../../../application/shared/failure';
import { callFailureMessageKey } from '../../../application/shared/failure';
import { PUSH_TOPICS, type PushTopic } from '../../../domain/shared/constants';
import type { Result } from '../../../domain/shared/result';
import type { Notice } from '../../../domain/shared/notice';
import { makeObservableExcept } from '../../shared/make-observable-except';

export interface SendPushDeps {
  readonly send: {
    execute(input: { incidentId: string; audience: PushAudience }): Promise<Result<void, CallFailure | { readonly kind: 'no-topics' }>>;
  };
  readonly notify: (notice: Notice) => void;
  /** Whether the signed-in user may send a push about the incident (what editing it needs); absent: yes. */
  readonly allowed?: () => boolean;
}

/** SPEC §7, §9: the push dialog of an incident: everyone (global) or chosen topics; sending is its confirmation. */
export class SendPushModel {
  open = false;
  global = false;
  topics: readonly PushTopic[] = ['new_incidents'];
  busy = false;
  readonly allTopics = PUSH_TOPICS;

  constructor(
    private readonly deps: SendPushDeps,
    private readonly incidentId: string,
  ) {
    makeObservableExcept(this, ['deps', 'incidentId', 'allTopics']);
  }

  /** The push is offered only to a user who may edit the incident. */
  get offered(): boolean {
    return this.deps.allowed?.() ?? true;
  }

  get canSend(): boolean {
    return this.offered && !this.busy && (this.global || this.topics.length > 0);
  }

  show(open: boolean): void {
    if (!this.busy) this.open = open && this.offered;
  }

  setGlobal(global: boolean): void {
    this.global = global;
  }

  toggle(topic: PushTopic): void {
    this.topics = this.topics.includes(topic)
      ? this.topics.filter((t) => t !== topic)
      : PUSH_TOPICS.filter((t) => t === topic || this.topics.includes(t));
  }

  async send(): Promise<void> {
    if (!this.canSend) return;
    this.busy = true;
    const audience: PushAudience = this.global ? { kind: 'global' } : { kind: 'topics', topics: this.topics };
    const result = await this.deps.send.execute({ incidentId: this.incidentId, audience });
    runInAction(() => {
      this.busy = false;
      if (result.ok) this.open = false;
    });
    if (result.ok) this.deps.notify({ kind: 'success', key: 'incident_live.push.sent' });
    else {
      const key = result.error.kind === 'no-topics' ? 'incident_live.push.no_topics' : callFailureMessageKey(result.error as CallFailure);
      this.deps.notify({ kind: 'error', key });
    }
  }

  start(): void {}

  dispose(): void {}
}
