import { runInAction } from 'mobx';
import { ChatSessionFlow, type ChatState } from '../../../../application/live/chat-session.flow';
import { DelayFlow } from '../../../../application/shared/delay.flow';
import type { ChatConnection, ChatDelivery, ChatMessage } from '../../../../domain/incident/chat';
import type { DescriptionChoice } from '../../../../domain/incident/predefined-description';
import { quickChoices, type QuickChoices } from '../../shared/quick-choices';
import { TIMINGS } from '../../../../domain/shared/constants';
import { ruleHint, TEXT_RULES, typeText, type LengthHint } from '../../../../domain/shared/user-text';
import type { Services } from '../../../shared/services';
import { makeObservableExcept } from '../../../shared/make-observable-except';
import { DisposableStore } from '../../../../application/shared/disposable-store';

export interface ChatPanelDeps {
  /** A new chat session (one per start: React's strict mode starts twice). */
  readonly session: () => ChatSessionFlow;
  /** The scroll delay (DelayFlow). */
  readonly scroll: Pick<DelayFlow, 'schedule' | 'cancel'>;
  /** The tenant's predefined texts an operator may start a message from (quickChoices). */
  readonly choices?: QuickChoices;
}

/** One line of the thread: a message of the conversation, or one of the operator's still on its way. */
export interface ChatThreadItem {
  readonly key: string;
  readonly message: ChatMessage;
  /** The operator's own messages only: where each stands (null for the caller's and others'). */
  readonly delivery: ChatDelivery | null;
  /** The outbox entry a Retry sends again (null for a message the service has). */
  readonly outboxId: string | null;
}

export interface ChatPanelParams {
  readonly incidentId: string;
  readonly tenantId: string;
}

/**
 * SPEC §2 chat panel, §5 send rules, §8 (failures logged only), §9 chat scroll delay: mirrors the ChatSessionFlow's state,
 * shows the thread with the state of each of the operator's messages (sending, sent, waiting for the connection,
 * failed with a retry) and the chat's connection, keeps the typed text in the session's slot (a reload gives it back),
 * and asks the view to scroll to the newest message 500 ms after the thread grows (a DelayFlow, cancelled on dispose).
 */
export class ChatPanelViewModel {
  draft = '';
  state: ChatState;
  /** Bumped each time the list should scroll to its newest message (after TIMINGS.chatScrollDelay). */
  scrollRequest = 0;
  /** The predefined texts offered beside the message field (none while they are not read, or when the tenant has none). */
  choices: readonly DescriptionChoice[] = [];
  /** The session's and the predefined texts' subscriptions and the scroll's delay, while the panel is started. */
  private readonly disposables = new DisposableStore();
  private session: ChatSessionFlow;
  /** The page said the call is over (kept here too: a session made again on a second start() must hear it). */
  private ended = false;

  constructor(
    private readonly deps: ChatPanelDeps,
    private readonly params: ChatPanelParams,
  ) {
    this.session = deps.session();
    this.state = this.session.state;
    makeObservableExcept(this, ['deps', 'params', 'disposables', 'session', 'ended']);
  }

  start(): void {
    if (this.session.state.phase === 'disposed') this.session = this.deps.session();
    const session = this.session;
    this.disposables.add(session.onChange((state) => this.update(state)));
    this.disposables.add(() => this.deps.scroll.cancel());
    if (this.ended) session.endCall();
    this.update(session.state);
    void session.start({ incidentId: this.params.incidentId, tenantId: this.params.tenantId });
    if (this.draft === '') this.draft = session.keptDraft();
    this.loadChoices();
    const stopFollowingChoices = this.deps.choices?.onChange?.(() => this.loadChoices());
    if (stopFollowingChoices) this.disposables.add(stopFollowingChoices);
  }

  /** The predefined texts as a select's options (each by its id, else its label). */
  get choiceOptions(): readonly { readonly value: string; readonly label: string }[] {
    return this.choices.map((c) => ({ value: c.id || c.label, label: c.label }));
  }

  /** A predefined text picked (by its id, else its label): it becomes the message, to send as it is or to finish first. */
  pickChoiceById(key: string): void {
    const choice = this.choices.find((c) => (c.id || c.label) === key);
    if (choice) this.setDraft(choice.description);
  }

  private loadChoices(): void {
    void this.deps.choices?.read().then((result) => {
      if (result.ok && this.disposables.size > 0) runInAction(() => (this.choices = result.value));
    });
  }

  get messages(): readonly ChatMessage[] {
    return this.state.messages;
  }

  /** The conversation's messages, then the operator's not yet on the service, oldest first. */
  get thread(): readonly ChatThreadItem[] {
    const { identity, messages, outbox } = this.state;
    const items: ChatThreadItem[] = messages.map((message, index) => ({
      key: `m${index}`,
      message,
      delivery: identity !== null && identity !== '' && message.author === identity ? 'sent' : null,
      outboxId: null,
    }));
    for (const entry of outbox)
      items.push({
        key: `o${entry.id}`,
        message: { author: identity, body: entry.body, timestamp: entry.createdAt },
        delivery: entry.delivery,
        outboxId: entry.id,
      });
    return items;
  }

  get connection(): ChatConnection {
    return this.state.connection;
  }

  get open(): boolean {
    return this.state.phase === 'open';
  }

  get failed(): boolean {
    return this.state.phase === 'failed';
  }

  /** The thread is read-only (no message field, nothing sent): the call is over, or this user only watches it. */
  get callEnded(): boolean {
    return this.state.callEnded || this.watching;
  }

  /** The chat flow found the call another operator's, and this user may only view the incident: they read it. */
  get watching(): boolean {
    return !this.state.mayWrite;
  }

  /** The page's word that the call ended (its stop, a finish, the caller gone): from now on the chat only shows. */
  endCall(): void {
    this.ended = true;
    this.session.endCall();
  }

  get sendDisabled(): boolean {
    // Read the observable state so the view re-renders when the session changes.
    void this.state;
    return this.session.isSendDisabled(this.draft);
  }

  /** The message's counter, shown once it nears TEXT_RULES.chat's limit. */
  get draftLength(): LengthHint {
    return ruleHint(this.draft, TEXT_RULES.chat);
  }

  /** The typed message without control characters (its lines and tabs kept), at most TEXT_RULES.chat characters. */
  setDraft(value: string): void {
    this.draft = typeText(this.draft, value, TEXT_RULES.chat).value;
    this.session.keepDraft(this.draft);
  }

  /** The message goes into the thread at once (the outbox keeps it until the service has it); the field empties. */
  async send(): Promise<void> {
    if (this.sendDisabled) return;
    const text = this.draft;
    this.draft = '';
    this.session.keepDraft('');
    const result = await this.session.send(text);
    if (!result.ok)
      runInAction(() => {
        if (this.draft !== '') return;
        this.draft = text;
        this.session.keepDraft(text);
      });
  }

  /** Sends a failed message again (and the ones queued after it). */
  retry(outboxId: string): void {
    this.session.retry(outboxId);
  }

  dispose(): void {
    this.disposables.clear();
    this.session.dispose();
  }

  private update(state: ChatState): void {
    const grew =
      state.messages.length + state.outbox.length > this.state.messages.length + this.state.outbox.length ||
      state.messages.length !== this.state.messages.length;
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
  return new ChatPanelViewModel(
    { session: () => services.get(ChatSessionFlow), scroll: services.get(DelayFlow), choices: quickChoices(services) },
    params,
  );
}
