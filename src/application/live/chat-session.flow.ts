import { chatMessageKey } from '../../domain/live/live-keys';
import type { ChatMessage } from '../../domain/incident/chat';
import { CHAT_OPEN_LIMIT_MS, TIMINGS } from '../../domain/shared/constants';
import { err, ok, type Result } from '../../domain/shared/result';
import { chatConversationName } from '../../domain/sharing/chat-conversation';
import { chatSendDisabled } from '../../domain/visibility/live-visibility';
import type { AuditRecorder } from '../admin/audit-recorder';
import type { ChatConversation, ChatGateway } from '../ports/chat-gateway.port';
import type { Clock } from '../ports/clock.port';
import type { Logger } from '../ports/logger.port';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';

export type ChatPhase = 'idle' | 'joining' | 'opening' | 'open' | 'failed' | 'disposed';

export interface ChatState {
  readonly phase: ChatPhase;
  /** `{incidentId}_{public|tenant_N}` (SPEC §3), null when it cannot be built. */
  readonly conversationName: string | null;
  /** Oldest first: the history, then every new message (the operator's own included). */
  readonly messages: readonly ChatMessage[];
  readonly sending: boolean;
  /** True when joining as a participant failed and the fallback joined as moderator (SPEC §8). */
  readonly joinedAsModerator: boolean;
}

export type ChatSendError =
  /** SPEC §5: blank message, no open conversation, or a send in progress. */
  | { readonly kind: 'disabled' }
  /** The send failed (logged only, SPEC §8); the message is not lost: the UI keeps it in the field. */
  | { readonly kind: 'failed' };

export interface ChatStartInput {
  readonly incidentId: string | number;
  /** The signed-in tenant (public or tenant_N). */
  readonly tenantId: string | null | undefined;
}

/**
 * SPEC §2, §5, §6, §8 the incident chat. start(): gets the access token, joins the conversation as a participant
 * (isModerator false); when that fails it is logged and the join is retried as moderator. TIMINGS.chatOpenDelay (1 s)
 * after joining, the conversation is opened: its messages are loaded, new ones are appended, and every participant who
 * joins is promoted to moderator. send() follows domain chatSendDisabled (blank, no conversation, or a send in
 * progress). Every failure is logged only (the phase says 'failed' when the chat could not open). dispose() cancels
 * the pending open, releases every subscription and leaves the conversation. A chat that is not open
 * CHAT_OPEN_LIMIT_MS after start() (a call that never answers) is 'failed', so nothing waits on it for ever; an answer
 * arriving later is released.
 */
export class ChatSessionFlow {
  private current: ChatState = { phase: 'idle', conversationName: null, messages: [], sending: false, joinedAsModerator: false };
  private conversation: ChatConversation | null = null;
  /** The pending open delay and the conversation's subscriptions. */
  private readonly subscriptions = new DisposableStore();
  private readonly changes = new Emitter<ChatState>();
  private timedOut = false;
  /** Clears the time limit of start(). */
  private limit: () => void = () => undefined;

  constructor(
    private readonly chat: ChatGateway,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly audit: AuditRecorder,
  ) {}

  get state(): ChatState {
    return this.current;
  }

  onChange(listener: (state: ChatState) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  listenerCount(): number {
    return this.changes.listenerCount;
  }

  /** SPEC §5: whether the send button is disabled for this text right now. */
  isSendDisabled(message: string | null | undefined): boolean {
    return chatSendDisabled({
      message,
      conversation: this.current.phase === 'open' ? this.current.conversationName : null,
      sending: this.current.sending,
    });
  }

  async start(input: ChatStartInput): Promise<void> {
    if (this.current.phase !== 'idle') return;
    const name = chatConversationName(input.incidentId, input.tenantId);
    if (name === null) {
      this.logger.error('chat: no conversation name', { incidentId: input.incidentId, tenantId: input.tenantId });
      this.set({ phase: 'failed' });
      return;
    }
    this.set({ phase: 'joining', conversationName: name });
    this.limitStart(name);
    let token: string;
    try {
      token = await this.chat.accessToken();
      if (this.gone()) return;
      await this.join(name);
      if (this.gone()) return;
    } catch (error) {
      if (this.gone()) return;
      this.logger.error('chat: could not join the conversation', { conversation: name, error: String(error) });
      this.set({ phase: 'failed' });
      return;
    }
    this.set({ phase: 'opening' });
    // dispose() during the delay resolves it early (and the flow stops, being gone).
    await new Promise<void>((resolve) => {
      const timer = this.clock.setTimeout(resolve, TIMINGS.chatOpenDelay);
      this.subscriptions.add(() => {
        this.clock.clear(timer);
        resolve();
      });
    });
    if (this.gone()) return;
    await this.open(token, name);
  }

  async send(message: string): Promise<Result<void, ChatSendError>> {
    const conversation = this.conversation;
    if (this.isSendDisabled(message) || !conversation) return err({ kind: 'disabled' });
    this.set({ sending: true });
    try {
      await conversation.send(message.trim());
      // SPEC §3 audit: the conversation's name ({incidentId}_{tenant}) is ids only, never the text.
      this.audit.record('SEND_CHAT_MESSAGE', { conversation: conversation.name });
      return ok(undefined);
    } catch (error) {
      this.logger.error('chat: could not send the message', { conversation: conversation.name, error: String(error) });
      return err({ kind: 'failed' });
    } finally {
      if (!this.gone()) this.set({ sending: false });
    }
  }

  dispose(): void {
    if (this.current.phase === 'disposed') return;
    this.limit();
    this.release(this.conversation);
    this.conversation = null;
    this.current = { ...this.current, phase: 'disposed', sending: false };
    this.changes.dispose();
  }

  /** SPEC §8: as a participant; on failure (logged) as moderator. */
  private async join(name: string): Promise<void> {
    try {
      await this.chat.joinConversation(name, { isModerator: false });
    } catch (error) {
      if (this.gone()) return;
      this.logger.warning('chat: join as participant failed, joining as moderator', { conversation: name, error: String(error) });
      await this.chat.joinConversation(name, { isModerator: true });
      this.set({ joinedAsModerator: true });
    }
  }

  private async open(token: string, name: string): Promise<void> {
    let conversation: ChatConversation;
    try {
      conversation = await this.chat.open(token, name);
    } catch (error) {
      if (this.gone()) return;
      this.logger.error('chat: could not open the conversation', { conversation: name, error: String(error) });
      this.set({ phase: 'failed' });
      return;
    }
    if (this.gone()) {
      this.release(conversation);
      return;
    }
    this.conversation = conversation;
    const arrived: ChatMessage[] = [];
    let loaded = false;
    this.subscriptions.add(
      conversation.onMessage((message) => {
        if (!loaded) arrived.push(message);
        else this.set({ messages: [...this.current.messages, message] });
      }),
    );
    this.subscriptions.add(
      conversation.onParticipantJoined((identity) => {
        conversation.promoteToModerator(identity).catch((error: unknown) => {
          this.logger.warning('chat: could not promote a participant', { conversation: name, identity, error: String(error) });
        });
      }),
    );
    let history: readonly ChatMessage[] = [];
    try {
      history = await conversation.messages();
    } catch (error) {
      this.logger.error('chat: could not load the messages', { conversation: name, error: String(error) });
    }
    if (this.gone()) return;
    loaded = true;
    const known = new Set(history.map(chatMessageKey));
    this.set({ phase: 'open', messages: [...history, ...arrived.filter((m) => !known.has(chatMessageKey(m)))] });
  }

  private release(conversation: ChatConversation | null): void {
    this.subscriptions.clear();
    conversation?.leave().catch((error: unknown) => {
      this.logger.warning('chat: could not leave the conversation', { error: String(error) });
    });
  }

  private gone(): boolean {
    return this.current.phase === 'disposed' || this.timedOut;
  }

  /** Fails the chat when it is not open CHAT_OPEN_LIMIT_MS after start(). */
  private limitStart(name: string): void {
    const timer = this.clock.setTimeout(() => {
      if (this.current.phase !== 'joining' && this.current.phase !== 'opening') return;
      this.logger.error('chat: the conversation did not open in time', { conversation: name, limitMs: CHAT_OPEN_LIMIT_MS });
      this.set({ phase: 'failed' });
      this.timedOut = true;
    }, CHAT_OPEN_LIMIT_MS);
    this.limit = () => this.clock.clear(timer);
  }

  private set(patch: Partial<ChatState>): void {
    if (this.gone()) return;
    if (patch.phase === 'open' || patch.phase === 'failed') this.limit();
    this.current = { ...this.current, ...patch };
    this.changes.fire(this.current);
  }
}
