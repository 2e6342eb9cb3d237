import { runInAction } from 'mobx';
import { ChatSessionFlow, type ChatState } from '../../../../application/live/chat-session.flow';
import type { Unsubscribe } from '../../../../application/ports/subscription';
import { DelayFlow } from '../../../../application/shared/delay.flow';
import type { ChatMessage } from '../../../../domain/incident/chat';
import { TIMINGS } from '../../../../domain/shared/constants';
import type { Services } from '../../../app/services';
import { makeObservableExcept } from '../../../shared/make-observable-except';

export interface ChatPanelDeps {
  /** A new chat session (one per start: React's strict mode starts twice). */
  readonly session: () => ChatSessionFlow;
  /** The scroll delay (DelayFlow). */
  readonly scroll: Pick<DelayFlow, 'schedule' | 'cancel'>;
}

export interface ChatPanelParams {
  readonly incidentId: string;
  readonly tenantId: string;
}

/**
 * SPEC §2 chat panel, §5 send rules, §8 (failures logged only), §9 chat scroll delay: mirrors the ChatSessionFlow's state,
 * keeps the typed text (kept when a send fails), and asks the view to scroll to the newest message 500 ms after the
 * list grows (a DelayFlow, cancelled on dispose).
 */
export class ChatPanelViewModel {
  draft = '';
  state: ChatState;
  /** Bumped each time the list should scroll to its newest message (after TIMINGS.chatScrollDelay). */
  scrollRequest = 0;
  sendFailed = false;
  private subscription: Unsubscribe | null = null;
  private session: ChatSessionFlow;

  constructor(
    private readonly deps: ChatPanelDeps,
    private readonly params: ChatPanelParams,
  ) {
    this.session = deps.session();
    this.state = this.session.state;
    makeObservableExcept(this, ['deps', 'params', 'subscription', 'session']);
  }

  start(): void {
    if (this.session.state.phase === 'disposed') this.session = this.deps.session();
    const session = this.session;
    this.subscription = session.onChange((state) => this.update(state));
    this.update(session.state);
    void session.start({ incidentId: this.params.incidentId, tenantId: this.params.tenantId });
  }

  get messages(): readonly ChatMessage[] {
    return this.state.messages;
  }

  get open(): boolean {
    return this.state.phase === 'open';
  }

  get failed(): boolean {
    return this.state.phase === 'failed';
  }

  get sendDisabled(): boolean {
    // Read the observable state so the view re-renders when the session changes.
    void this.state;
    return this.session.isSendDisabled(this.draft);
  }

  setDraft(value: string): void {
    this.draft = value;
    this.sendFailed = false;
  }

  async send(): Promise<void> {
    if (this.sendDisabled) return;
    const text = this.draft;
    const result = await this.session.send(text);
    runInAction(() => {
      if (result.ok) {
        if (this.draft === text) this.draft = '';
        this.sendFailed = false;
      } else if (result.error.kind === 'failed') {
        this.sendFailed = true;
      }
    });
  }

  dispose(): void {
    this.subscription?.();
    this.subscription = null;
    this.deps.scroll.cancel();
    this.session.dispose();
  }

  private update(state: ChatState): void {
    const grew = state.messages.length !== this.state.messages.length;
    this.state = state;
    if (grew) this.scheduleScroll();
  }

  private scheduleScroll(): void {
    this.deps.scroll.schedule(TIMINGS.chatScrollDelay, () =>
      runInAction(() => {
        this.scrollRequest += 1;
      }),
    );
  }
}

export function createChatPanelViewModel(services: Services, params: ChatPanelParams): ChatPanelViewModel {
  return new ChatPanelViewModel({ session: () => services.get(ChatSessionFlow), scroll: services.get(DelayFlow) }, params);
}
