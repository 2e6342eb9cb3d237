import { storedJson } from '../../domain/shared/stored-json';
import type { KeyValueStorage } from '../ports/key-value-storage.port';
import type { SessionStore } from '../session/session.store';

/**
 * The local-storage key of every kept chat outbox. Logout clears local storage, so nothing the operator wrote to a
 * caller stays in the browser after it.
 */
const CHAT_OUTBOX_KEY = 'chatOutbox';

/** A message the operator sent that the chat service has not confirmed yet. */
export interface OutboxEntry {
  readonly id: string;
  readonly body: string;
  /** When the operator sent it (the Clock's milliseconds). */
  readonly createdAt: number;
}

/** One conversation's outbox and unsent draft for the account signed in when it was opened. */
export interface ChatOutboxSlot {
  entries(): readonly OutboxEntry[];
  keepEntries(entries: readonly OutboxEntry[]): void;
  draft(): string;
  keepDraft(text: string): void;
}

interface Kept {
  readonly entries: readonly OutboxEntry[];
  readonly draft: string;
}

/**
 * What the operator wrote in a chat and the service has not accepted yet, kept in local storage per tenant, account
 * and conversation, so a reload or a closed page loses nothing: the next page of that account sends it.
 */
export class ChatOutboxStore {
  constructor(
    private readonly local: KeyValueStorage,
    private readonly sessions: SessionStore,
  ) {}

  /** The conversation's slot for the signed-in account; null when nobody is signed in. */
  slot(conversation: string): ChatOutboxSlot | null {
    const session = this.sessions.current();
    if (!session) return null;
    const key = `${session.tenantId}/${session.user.id}/${conversation}`;
    const read = (): Kept => this.all()[key] ?? { entries: [], draft: '' };
    const write = (kept: Kept): void => {
      const all = this.all();
      if (kept.entries.length === 0 && kept.draft === '') delete all[key];
      else all[key] = kept;
      if (Object.keys(all).length === 0) this.local.remove(CHAT_OUTBOX_KEY);
      else this.local.set(CHAT_OUTBOX_KEY, JSON.stringify(all));
    };
    return {
      entries: () => read().entries,
      keepEntries: (entries) => write({ ...read(), entries: [...entries] }),
      draft: () => read().draft,
      keepDraft: (draft) => write({ ...read(), draft }),
    };
  }

  private all(): Record<string, Kept> {
    const value = storedJson(this.local.get(CHAT_OUTBOX_KEY));
    if (!isObject(value)) return {};
    const all: Record<string, Kept> = {};
    for (const [key, kept] of Object.entries(value)) {
      if (!isObject(kept)) continue;
      const entries = Array.isArray(kept.entries) ? kept.entries.filter(isEntry) : [];
      all[key] = { entries, draft: typeof kept.draft === 'string' ? kept.draft : '' };
    }
    return all;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEntry(value: unknown): value is OutboxEntry {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.body === 'string' &&
    value.body.trim() !== '' &&
    typeof value.createdAt === 'number' &&
    Number.isFinite(value.createdAt)
  );
}
