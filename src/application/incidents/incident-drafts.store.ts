import { parseIncidentDraft, type IncidentDraft } from '../../domain/incident-form/unsaved-edits';
import type { KeyValueStorage } from '../ports/key-value-storage.port';
import { LOCAL_STATE_KEYS, type SessionStore } from '../session/session.store';

/** The local-storage key holding every kept draft (one key, so a logout can keep them all). */
const INCIDENT_DRAFTS_KEY = LOCAL_STATE_KEYS.incidentDrafts;
/** Drafts kept at most; the oldest goes first. */
const MAX_DRAFTS = 50;

/** One incident's draft for the user who opened it. */
export interface IncidentDraftSlot {
  read(): IncidentDraft | null;
  keep(draft: IncidentDraft): void;
  discard(): void;
}

/**
 * What an operator typed and the server has not accepted yet, kept in local storage per tenant, user and incident,
 * so it survives a failed save, an expired session, a reload and a logout. A slot is bound to the user signed in
 * when it is opened: the token may expire afterwards and the draft still goes to the right place.
 */
export class IncidentDraftsStore {
  constructor(
    private readonly local: KeyValueStorage,
    private readonly sessions: SessionStore,
  ) {}

  /** The draft slot of an incident for the signed-in user; null when nobody is signed in. */
  slot(incidentId: string | number): IncidentDraftSlot | null {
    const session = this.sessions.current();
    if (!session) return null;
    const key = `${session.tenantId}/${session.user.id}/${String(incidentId)}`;
    return {
      read: () => parseIncidentDraft(JSON.stringify(this.all()[key] ?? null)),
      keep: (draft) => this.write({ ...this.all(), [key]: draft }),
      discard: () => {
        const all = this.all();
        if (!(key in all)) return;
        delete all[key];
        this.write(all);
      },
    };
  }

  private all(): Record<string, unknown> {
    const raw = this.local.get(INCIDENT_DRAFTS_KEY);
    if (raw === null) return {};
    try {
      const value: unknown = JSON.parse(raw);
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
    } catch {
      return {};
    }
  }

  private write(all: Record<string, unknown>): void {
    const entries = Object.entries(all);
    if (entries.length === 0) {
      this.local.remove(INCIDENT_DRAFTS_KEY);
      return;
    }
    const newest = entries
      .sort(([, a], [, b]) => updatedAt(b) - updatedAt(a))
      .slice(0, MAX_DRAFTS)
      .reverse();
    this.local.set(INCIDENT_DRAFTS_KEY, JSON.stringify(Object.fromEntries(newest)));
  }
}

function updatedAt(value: unknown): number {
  const at = (value as { updatedAt?: unknown } | null)?.updatedAt;
  return typeof at === 'number' && Number.isFinite(at) ? at : 0;
}
