import {
  draftOffer,
  parseKeptDrafts,
  sameAccount,
  sameSlot,
  serializeKeptDrafts,
  unexpiredDrafts,
  type DraftAccount,
  type KeptDraft,
} from '../../domain/incident-form/kept-drafts';
import type { IncidentDraft } from '../../domain/incident-form/unsaved-edits';
import type { Clock } from '../ports/clock.port';
import type { KeyValueStorage } from '../ports/key-value-storage.port';
import { LOCAL_STATE_KEYS, type SessionStore } from '../session/session.store';
import type { BrowserTabsFlow } from '../tabs/browser-tabs.flow';

/** The local-storage key holding every kept draft. */
const INCIDENT_DRAFTS_KEY = LOCAL_STATE_KEYS.incidentDrafts;
/** Drafts kept at most; the oldest goes first. */
const MAX_DRAFTS = 50;

/** One incident's draft for the user who opened it, in this tab. */
export interface IncidentDraftSlot {
  read(): IncidentDraft | null;
  keep(draft: IncidentDraft): void;
  discard(): void;
}

/**
 * What an operator typed and the server has not accepted yet, kept in local storage per tenant, user, incident and
 * tab, so it survives a failed save, an expired session, a reload or a closed tab, and no tab overwrites another's.
 * A tab opening an incident is offered its own draft, else those of that incident no live tab owns (it takes them
 * over). A draft is the operator's for a shift: it expires 12 hours after it was last written, and it is only ever
 * offered to or written for the account that typed it (the slot is bound to the user signed in when it opens; the
 * token may expire afterwards and the draft still goes to the right place, but once another account or nobody is
 * signed in, the slot writes nothing).
 */
export class IncidentDraftsStore {
  constructor(
    private readonly local: KeyValueStorage,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
    private readonly tabs: BrowserTabsFlow,
  ) {}

  /** The draft slot of an incident for the signed-in user in this tab; null when nobody is signed in. */
  slot(incidentId: string | number): IncidentDraftSlot | null {
    const session = this.sessions.current();
    if (!session) return null;
    this.tabs.start();
    const account = { tenantId: session.tenantId, userId: session.user.id };
    // The tab's id is read at each step: a tab that finds it carries another's id (a duplicated tab) takes a new one.
    const opening = () => ({ account, incidentId: String(incidentId), tab: this.tabs.tabId });
    let adopted: readonly KeptDraft[] = [];
    const others = (all: readonly KeptDraft[]) => {
      const own = opening();
      return all.filter((kept) => !sameSlot(kept, own) && !adopted.some((a) => sameSlot(kept, a)));
    };
    return {
      read: () => {
        const offer = draftOffer(this.all(), opening(), this.tabs.liveTabs());
        adopted = offer.adopted;
        return offer.draft;
      },
      keep: (draft) => {
        if (!this.isSignedIn(account)) return;
        const all = this.all();
        const own = opening();
        // A draft's lifetime runs from when its text last changed: opening or re-keeping the same text keeps its age.
        const before = all.find((kept) => sameSlot(kept, own)) ?? adopted[0];
        const aged = before && sameText(before.draft, draft) ? { ...draft, updatedAt: before.draft.updatedAt } : draft;
        this.write([...others(all), { ...own, draft: aged }]);
        adopted = [];
      },
      discard: () => {
        const all = this.all();
        const rest = others(all);
        if (rest.length !== all.length) this.write(rest);
        adopted = [];
      },
    };
  }

  /** The signed-in account's drafts (every tab's), newest first; none when nobody is signed in. */
  accountDrafts(): readonly KeptDraft[] {
    const account = this.storedAccount();
    if (!account) return [];
    return this.all()
      .filter((kept) => sameAccount(kept.account, account))
      .sort((a, b) => b.draft.updatedAt - a.draft.updatedAt);
  }

  /** Forgets those drafts (the server holds them now, or the operator discarded them). */
  discard(drafts: readonly KeptDraft[]): void {
    const all = this.all();
    const rest = all.filter((kept) => !drafts.some((gone) => sameSlot(kept, gone)));
    if (rest.length !== all.length) this.write(rest);
  }

  /** Forgets every draft of every account (a logout leaves no incident text in the browser). */
  forgetAll(): void {
    this.local.remove(INCIDENT_DRAFTS_KEY);
  }

  /** The stored drafts still within their lifetime; expired ones are removed from storage as they are found. */
  private all(): readonly KeptDraft[] {
    const raw = this.local.get(INCIDENT_DRAFTS_KEY);
    const stored = parseKeptDrafts(raw);
    const alive = unexpiredDrafts(stored, this.clock.now());
    if (raw !== null && (alive.length !== stored.length || alive.length === 0)) this.write(alive);
    return alive;
  }

  private write(drafts: readonly KeptDraft[]): void {
    if (drafts.length === 0) {
      this.local.remove(INCIDENT_DRAFTS_KEY);
      return;
    }
    const newest = [...drafts].sort((a, b) => a.draft.updatedAt - b.draft.updatedAt).slice(-MAX_DRAFTS);
    this.local.set(INCIDENT_DRAFTS_KEY, serializeKeptDrafts(newest));
  }

  private isSignedIn(account: DraftAccount): boolean {
    const stored = this.storedAccount();
    return stored !== null && sameAccount(stored, account);
  }

  /** The account whose user is stored, signed in or with an expired token (a logout removes it). */
  private storedAccount(): DraftAccount | null {
    const tenantId = this.local.get(LOCAL_STATE_KEYS.tenantId);
    const userId = userIdOf(this.local.get(LOCAL_STATE_KEYS.user));
    return tenantId && userId ? { tenantId, userId } : null;
  }
}

function sameText(a: IncidentDraft, b: IncidentDraft): boolean {
  return a.title === b.title && a.description === b.description;
}

function userIdOf(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const user: unknown = JSON.parse(raw);
    const id = typeof user === 'object' && user !== null ? (user as { id?: unknown }).id : null;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}
