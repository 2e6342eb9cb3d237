import { runInAction } from 'mobx';
import { ChatSessionFlow, type ChatState } from '../../../../application/live/chat-session.flow';
import type { Unsubscribe } from '../../../../application/ports/subscription';
import { DelayFlow } from '../../../../application/shared/delay.flow';
import { ListDescriptionChoicesUseCase } from '../../../../application/incidents/list-description-choices.use-case';
import type { ChatMessage } from '../../../../domain/incident/chat';
import type { DescriptionChoice } from '../../../../domain/incident/predefined-description';
import type { QuickChoices } from '../../create/create-incident.view-model';
import { TIMINGS } from '../../../../domain/shared/constants';
import { TEXT_RULES, typeText } from '../../../../domain/shared/user-text';
import type { Services } from '../../../app/services';
import { makeObservableExcept } from '../../../shared/make-observable-except';

export interface ChatPanelDeps {
  /** A new chat session (one per start: React's strict mode starts twice). */
  readonly session: () => ChatSessionFlow;
  /** The scroll delay (DelayFlow). */
  readonly scroll: Pick<DelayFlow, 'schedule' | 'cancel'>;
  /** The tenant's predefined texts an operator may start a message from (ListDescriptionChoicesUseCase). */
  readonly choices?: QuickChoices;
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
  /** The predefined texts offered beside the message field (none while they are not read, or when the tenant has none). */
  choices: readonly DescriptionChoice[] = [];
  private subscription: Unsubscribe | null = null;
  private stopFollowingChoices: (() => void) | null = null;
  private session: ChatSessionFlow;

  constructor(
    private readonly deps: ChatPanelDeps,
    private readonly params: ChatPanelParams,
  ) {
    this.session = deps.session();
    this.state = this.session.state;
    makeObservableExcept(this, ['deps', 'params', 'subscription', 'session', 'stopFollowingChoices']);
  }

  start(): void {
    if (this.session.state.phase === 'disposed') this.session = this.deps.session();
    const session = this.session;
    this.subscription = session.onChange((state) => this.update(state));
    this.update(session.state);
    void session.start({ incidentId: this.params.incidentId, tenantId: this.params.tenantId });
    this.loadChoices();
    this.stopFollowingChoices = this.deps.choices?.onChange?.(() => this.loadChoices()) ?? null;
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
    void this.deps.choices?.execute().then((result) => {
      if (result.ok && this.subscription !== null) runInAction(() => (this.choices = result.value));
    });
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

  /** The typed message without control characters (its lines and tabs kept), at most TEXT_RULES.chat characters. */
  setDraft(value: string): void {
    this.draft = typeText(this.draft, value, TEXT_RULES.chat).value;
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
    this.stopFollowingChoices?.();
    this.stopFollowingChoices = null;
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
  return new ChatPanelViewModel(
    { session: () => services.get(ChatSessionFlow), scroll: services.get(DelayFlow), choices: services.get(ListDescriptionChoicesUseCase) },
    params,
  );
}
