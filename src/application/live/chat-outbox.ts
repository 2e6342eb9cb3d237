import type { ChatDelivery, ChatMessage } from '../../domain/incident/chat';
import type { Clock } from '../ports/clock.port';
import type { IdGenerator } from '../ports/id-generator.port';
import type { Logger } from '../ports/logger.port';
import type { TabLocks } from '../ports/tab-locks.port';
import type { ChatOutboxSlot, OutboxEntry } from './chat-outbox.store';

/** One of the operator's messages the chat service has not confirmed yet, as the thread shows it. */
export interface OutboxMessage extends OutboxEntry {
  readonly delivery: Exclude<ChatDelivery, 'sent'>;
}

/** The conversation the outbox sends through. */
export interface OutboxLink {
  /** Whether a message may go out now (the conversation is open and its connection is up). */
  ready(): boolean;
  /** Sends one message; rejects when it did not reach the service. */
  send(body: string): Promise<void>;
}

/**
 * How far before its own send an operator's message found in the history may be dated and still count as that send
 * (the service dates messages by its own clock).
 */
const DELIVERY_CLOCK_SKEW_MS = 60_000;

/**
 * The operator's messages on their way, oldest first, kept in the conversation's slot until the service has them.
 * They go out one at a time and in order, only while the link is ready; a message that fails while the link is up
 * stops the queue (the operator sees it failed and may retry), one that fails because the link went down waits for
 * it to come back. A message this tab finds gone from the slot was sent by another tab of the same account. Each
 * message is sent under the conversation's lock between tabs, and only while still in the slot: two tabs holding the
 * same kept messages take turns, and the second finds each one gone, so it goes out once.
 */
export class ChatOutbox {
  private items: OutboxMessage[] = [];
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly slot: ChatOutboxSlot | null,
    private readonly deps: {
      readonly clock: Clock;
      readonly ids: IdGenerator;
      readonly logger: Logger;
      readonly locks: TabLocks;
      readonly conversation: string;
      readonly onChange: (items: readonly OutboxMessage[]) => void;
    },
  ) {
    this.items = (slot?.entries() ?? []).map((entry) => ({ ...entry, delivery: 'waiting' }));
  }

  get messages(): readonly OutboxMessage[] {
    return this.items;
  }

  get sending(): boolean {
    return this.items.some((item) => item.delivery === 'sending');
  }

  /** Queues a message (trimmed) and keeps it in the slot at once. */
  add(body: string): OutboxMessage {
    const entry: OutboxEntry = { id: this.deps.ids.next(), body: body.trim(), createdAt: this.deps.clock.now() };
    this.slot?.keepEntries([...this.slot.entries(), entry]);
    const item: OutboxMessage = { ...entry, delivery: 'waiting' };
    this.set([...this.items, item]);
    return item;
  }

  has(id: string): boolean {
    return this.items.some((item) => item.id === id);
  }

  /** The operator's Retry on a failed message: it goes again, and the queue after it. */
  retry(id: string): boolean {
    if (!this.items.some((item) => item.id === id && item.delivery === 'failed')) return false;
    this.set(this.items.map((item) => (item.id === id ? { ...item, delivery: 'waiting' } : item)));
    return true;
  }

  /** The connection came back: every failed message is tried again, in order. */
  resume(): void {
    if (!this.items.some((item) => item.delivery === 'failed')) return;
    this.set(this.items.map((item) => (item.delivery === 'failed' ? { ...item, delivery: 'waiting' } : item)));
  }

  /**
   * The service's messages heard (the history on opening, or one new message): an operator's own message that matches
   * a queued one (same text, dated after it was queued) is that message delivered. Each matches one entry at most.
   */
  confirm(messages: readonly ChatMessage[], identity: string): void {
    let items = this.items;
    for (const message of messages) {
      if (message.author !== identity || typeof message.body !== 'string') continue;
      const at = timeOf(message.timestamp);
      const body = message.body.trim();
      const match = items.find(
        (item) => item.body === body && (item.delivery === 'sending' || at === null || at >= item.createdAt - DELIVERY_CLOCK_SKEW_MS),
      );
      if (match) items = items.filter((item) => item !== match);
    }
    if (items.length === this.items.length) return;
    const left = new Set(items.map((item) => item.id));
    this.forget(this.items.filter((item) => !left.has(item.id)).map((item) => item.id));
  }

  /** Sends what is queued while the link is ready; the same run when one is going already. */
  drain(link: OutboxLink): Promise<void> {
    this.running ??= this.run(link).finally(() => (this.running = null));
    return this.running;
  }

  /** Nothing more goes out from this page; what is queued stays in the slot for the next one. */
  close(): void {
    this.closed = true;
  }

  private async run(link: OutboxLink): Promise<void> {
    for (;;) {
      const next = this.items[0];
      if (this.closed || !next || next.delivery === 'failed' || !link.ready()) return;
      // The thread says it is on its way at once, while this tab waits its turn for the lock.
      this.mark(next.id, 'sending');
      const went = await this.deps.locks.exclusive(`chat-outbox:${this.deps.conversation}`, () => this.sendOne(next, link));
      if (!went) return;
    }
  }

  /** Sends one message while this tab holds the lock; false when the queue stops here (for now). */
  private async sendOne(next: OutboxMessage, link: OutboxLink): Promise<boolean> {
    if (this.closed) return false;
    // Checked again under the lock: another tab may have sent it meanwhile, or the connection dropped while waiting.
    if (this.slot && !this.slot.entries().some((entry) => entry.id === next.id)) {
      this.forget([next.id]);
      return true;
    }
    if (this.items[0]?.id !== next.id || !link.ready()) {
      this.mark(next.id, 'waiting');
      return this.items[0]?.id !== next.id;
    }
    try {
      await link.send(next.body);
      this.forget([next.id]);
      return true;
    } catch (error) {
      if (this.closed) return false;
      const up = link.ready();
      this.deps.logger.error('chat: could not send the message', {
        conversation: this.deps.conversation,
        error: String(error),
        kept: up ? 'failed, the operator may retry' : 'until the connection is back',
      });
      this.mark(next.id, up ? 'failed' : 'waiting');
      return false;
    }
  }

  private mark(id: string, delivery: OutboxMessage['delivery']): void {
    if (this.has(id)) this.set(this.items.map((item) => (item.id === id ? { ...item, delivery } : item)));
  }

  private forget(ids: readonly string[]): void {
    const gone = new Set(ids);
    if (this.slot) this.slot.keepEntries(this.slot.entries().filter((entry) => !gone.has(entry.id)));
    if (this.items.some((item) => gone.has(item.id))) this.set(this.items.filter((item) => !gone.has(item.id)));
  }

  private set(items: OutboxMessage[]): void {
    this.items = items;
    if (!this.closed) this.deps.onChange(items);
  }
}

function timeOf(timestamp: ChatMessage['timestamp']): number | null {
  if (typeof timestamp === 'number') return Number.isFinite(timestamp) ? timestamp : null;
  if (typeof timestamp !== 'string') return null;
  const at = Date.parse(timestamp);
  return Number.isNaN(at) ? null : at;
}
