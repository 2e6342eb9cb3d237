import { chatMessageKey } from '../../domain/live/live-keys';
import type { ChatConnection, ChatMessage } from '../../domain/incident/chat';
import { CHAT_OPEN_LIMIT_MS, TIMINGS } from '../../domain/shared/constants';
import { err, ok, type Result } from '../../domain/shared/result';
import { chatConversationName } from '../../domain/sharing/chat-conversation';
import { chatSendDisabled } from '../../domain/visibility/live-visibility';
import type { AuditRecorder } from '../admin/audit-recorder';
import type { ChatConversation, ChatGateway } from '../ports/chat-gateway.port';
import type { Clock } from '../ports/clock.port';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { IdGenerator } from '../ports/id-generator.port';
import type { TabLocks } from '../ports/tab-locks.port';
import type { Logger } from '../ports/logger.port';
import type { Unsubscribe } from '../ports/subscription';
import { DisposableStore } from '../shared/disposable-store';
import { Emitter } from '../shared/emitter';
import { ChatOutbox, type OutboxMessage } from './chat-outbox';
import type { ChatOutboxSlot, ChatOutboxStore } from './chat-outbox.store';
import type { CallRights } from './resend-link.use-case';

export type ChatPhase = 'idle' | 'joining' | 'opening' | 'open' | 'failed' | 'disposed';

export interface ChatState {
  readonly phase: ChatPhase;
  /** `{incidentId}_{public|tenant_N}` (SPEC §3), null when it cannot be built. */
  readonly conversationName: string | null;
  /** Oldest first: the history, then every new message (the operator's own included). */
  readonly messages: readonly ChatMessage[];
  /** The operator's messages the service has not confirmed yet, oldest first (kept across a reload). */
  readonly outbox: readonly OutboxMessage[];
  /** Who this console is in the conversation (its own messages carry it as author); null until it is open. */
  readonly identity: string | null;
  /** The chat's connection: 'connecting' until the conversation is open, 'offline' when it could not open. */
  readonly connection: ChatConnection;
  /** One of the operator's messages is on its way right now. */
  readonly sending: boolean;
  /** True when joining as a participant failed and the fallback joined as moderator (SPEC §8). */
  readonly joinedAsModerator: boolean;
  /** The call is over: the thread stays readable and nothing more is sent (new messages or the outbox's). */
  readonly callEnded: boolean;
  /**
   * Whether this user may write: false when the call is another operator's and they may only view the incident
   * (domain callCommandsAllowed); they read the thread and nothing of theirs is sent.
   */
  readonly mayWrite: boolean;
}

/** Who may write in an incident's chat: whoever may run its call (CurrentUserStore.mayRunCall), told by the incident. */
export interface ChatRights {
  readonly incidents: Pick<IncidentsGateway, 'getIncidentById'>;
  readonly calls: CallRights;
}

/** SPEC §5: blank message, no open conversation, or a send in progress. */
export type ChatSendError = { readonly kind: 'disabled' };

/** A message taken: `delivered` once the service has it; otherwise it waits in the outbox (shown in the thread). */
export interface ChatSent {
  readonly delivered: boolean;
}

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
 * progress) and queues the message in the outbox, kept in storage for the signed-in account: it goes out in order
 * while the connection is up, waits while it is down (sent when it returns, by this page or the next one after a
 * reload), and a message the service refused stays in the thread as failed until the operator retries it. The
 * connection is part of the state. Every failure is logged only (the phase says 'failed' when the chat could not
 * open). dispose() cancels
 * the pending open, releases every subscription and leaves the conversation. Whoever may run the incident's call
 * writes (SPEC §2, §6, domain callCommandsAllowed, read from the incident at start()); a user who only watches another
 * operator's call reads the thread and nothing of theirs is sent. A chat that is not open
 * CHAT_OPEN_LIMIT_MS after start() (a call that never answers) is 'failed', so nothing waits on it for ever; an answer
 * arriving later is released.
 */
export class ChatSessionFlow {
  private current: ChatState = {
    phase: 'idle',
    conversationName: null,
    messages: [],
    outbox: [],
    identity: null,
    connection: 'connecting',
    sending: false,
    joinedAsModerator: false,
    callEnded: false,
    mayWrite: true,
  };
  /** The operator's messages on their way (null until start() names the conversation). */
  private outbox: ChatOutbox | null = null;
  private conversation: ChatConversation | null = null;
  private slot: ChatOutboxSlot | null = null;
  /** The pending open delay and the conversation's subscriptions. */
  private readonly subscriptions = new DisposableStore();
  private readonly changes = new Emitter<ChatState>();
  private timedOut = false;
  /** Clears the time limit of start(). */
  private limit: () => void = () => undefined;
  /** Settles once start() learnt whether this user may write (at once without rights to consult). */
  private rightsKnown: Promise<void> = Promise.resolve();
  /** Whether this user may write is known: nothing of theirs goes out before. */
  private rightsSettled = true;

  constructor(
    private readonly chat: ChatGateway,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly audit: AuditRecorder,
    private readonly kept: ChatOutboxStore,
    private readonly ids: IdGenerator,
    private readonly locks: TabLocks,
    /** Who may write (absent: anyone who opened the chat, as a headless probe). */
    private readonly rights: ChatRights | null = null,
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
      callEnded: this.current.callEnded || !this.current.mayWrite,
    });
  }

  /** The call ended (stopped, finished, given up): the chat becomes read-only, so no message fails unread. */
  endCall(): void {
    if (this.current.callEnded) return;
    this.set({ callEnded: true });
  }

  async start(input: ChatStartInput): Promise<void> {
    if (this.current.phase !== 'idle') return;
    const name = chatConversationName(input.incidentId, input.tenantId);
    if (name === null) {
      this.logger.error('chat: no conversation name', { incidentId: input.incidentId, tenantId: input.tenantId });
      this.set({ phase: 'failed' });
      return;
    }
    this.slot = this.kept.slot(name);
    this.outbox = new ChatOutbox(this.slot, {
      clock: this.clock,
      ids: this.ids,
      logger: this.logger,
      locks: this.locks,
      conversation: name,
      onChange: (items) => this.set({ outbox: items, sending: items.some((item) => item.delivery === 'sending') }),
    });
    this.set({ phase: 'joining', conversationName: name, outbox: this.outbox.messages });
    this.limitStart(name);
    this.rightsKnown = this.learnRights(input.incidentId);
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

  /** Queues the message (trimmed) and answers once it was sent, or kept in the outbox when it could not go out. */
  async send(message: string): Promise<Result<ChatSent, ChatSendError>> {
    if (!this.rightsSettled) await this.rightsKnown;
    const outbox = this.outbox;
    if (this.isSendDisabled(message) || !this.conversation || !outbox) return err({ kind: 'disabled' });
    const item = outbox.add(message);
    await this.drain();
    return ok({ delivered: !outbox.has(item.id) });
  }

  /** The operator's Retry on a message the service refused: it goes again, then the ones queued after it. */
  retry(id: string): void {
    if (this.outbox?.retry(id)) void this.drain();
  }

  /** What the operator had typed in this conversation and not sent (kept across a reload); '' before start(). */
  keptDraft(): string {
    return this.slot?.draft() ?? '';
  }

  keepDraft(text: string): void {
    this.slot?.keepDraft(text);
  }

  dispose(): void {
    if (this.current.phase === 'disposed') return;
    this.limit();
    this.outbox?.close();
    this.release(this.conversation);
    this.conversation = null;
    this.current = { ...this.current, phase: 'disposed', sending: false };
    this.changes.dispose();
  }

  /**
   * SPEC §2, §6: whether this user may write in the incident's chat, by the rule of who runs its call (the incident
   * read once: whose call it is). An incident that cannot be read leaves the chat writable: the server decides.
   */
  private async learnRights(incidentId: string | number): Promise<void> {
    const rights = this.rights;
    if (!rights) return;
    this.rightsSettled = false;
    try {
      const incident = await rights.incidents.getIncidentById(incidentId);
      if (!this.gone() && !rights.calls.mayRunCall(incident)) this.set({ mayWrite: false });
    } catch (error) {
      this.logger.warning('chat: could not read whose call it is', { incidentId: String(incidentId), error: String(error) });
    }
    this.rightsSettled = true;
    // What the outbox kept from an earlier page waited for the answer.
    void this.drain();
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
        if (!loaded) {
          arrived.push(message);
          return;
        }
        this.set({ messages: [...this.current.messages, message] });
        this.outbox?.confirm([message], conversation.identity);
      }),
    );
    this.subscriptions.add(conversation.onConnectionChanged((connection) => this.connectionChanged(connection)));
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
    const messages = [...history, ...arrived.filter((m) => !known.has(chatMessageKey(m)))];
    this.set({ phase: 'open', messages, identity: conversation.identity, connection: conversation.connection() });
    this.outbox?.confirm(messages, conversation.identity);
    void this.drain();
  }

  private connectionChanged(connection: ChatConnection): void {
    const was = this.current.connection;
    if (connection === was) return;
    this.set({ connection });
    if (connection !== 'connected') return;
    this.outbox?.resume();
    void this.drain();
  }

  /** Sends what the outbox holds while the conversation is open and connected. */
  private drain(): Promise<void> {
    const conversation = this.conversation;
    const outbox = this.outbox;
    if (!conversation || !outbox || this.gone()) return Promise.resolve();
    return outbox.drain({
      ready: () => this.writable() && this.current.phase === 'open' && this.current.connection === 'connected',
      send: async (body) => {
        await conversation.send(body);
        // SPEC §3 audit: the conversation's name ({incidentId}_{tenant}) is ids only, never the text.
        this.audit.record('SEND_CHAT_MESSAGE', { conversation: conversation.name });
      },
    });
  }

  private release(conversation: ChatConversation | null): void {
    this.subscriptions.clear();
    conversation?.leave().catch((error: unknown) => {
      this.logger.warning('chat: could not leave the conversation', { error: String(error) });
    });
  }

  /** Messages may go out: the chat is in use, the call not over, and this user may write. */
  private writable(): boolean {
    return !this.gone() && this.rightsSettled && !this.current.callEnded && this.current.mayWrite;
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
    this.current = { ...this.current, ...patch, ...(patch.phase === 'failed' ? { connection: 'offline' as const } : {}) };
    this.changes.fire(this.current);
  }
}
