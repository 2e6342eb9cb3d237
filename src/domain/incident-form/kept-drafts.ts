import { parseIncidentDraft, type IncidentDraft } from './unsaved-edits';
import { storedJson } from '../shared/stored-json';

/** A draft is the operator's for a shift: older than this (since it was last written) it is forgotten. */
export const DRAFT_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** Who a draft belongs to: one user of one tenant (another account signing in on the same browser is never offered it). */
export interface DraftAccount {
  readonly tenantId: string;
  readonly userId: string;
}

/** One tab's draft of one incident, as kept in the browser's storage. */
export interface KeptDraft {
  readonly account: DraftAccount;
  readonly incidentId: string;
  /** The tab that wrote it (its id lives in that tab's session storage). */
  readonly tab: string;
  readonly draft: IncidentDraft;
}

/** The draft that goes to a tab opening an incident, and the closed tab's draft it takes over by keeping it. */
export interface DraftOffer {
  readonly draft: IncidentDraft | null;
  readonly adopted: readonly KeptDraft[];
}

export function sameAccount(a: DraftAccount, b: DraftAccount): boolean {
  return a.tenantId === b.tenantId && a.userId === b.userId;
}

export function isDraftExpired(draft: IncidentDraft, now: number): boolean {
  return now - draft.updatedAt >= DRAFT_LIFETIME_MS;
}

/** The drafts still within their lifetime. */
export function unexpiredDrafts(drafts: readonly KeptDraft[], now: number): readonly KeptDraft[] {
  return drafts.filter((kept) => !isDraftExpired(kept.draft, now));
}

/** Whether two kept drafts are the same slot (account, incident and tab). */
export function sameSlot(a: KeptDraft, b: Pick<KeptDraft, 'account' | 'incidentId' | 'tab'>): boolean {
  return sameAccount(a.account, b.account) && a.incidentId === b.incidentId && a.tab === b.tab;
}

/**
 * What a tab opening an incident is offered: its own draft of that incident when it has one (a reload keeps the
 * tab), else the newest of the account's drafts of that incident that no live tab owns (a closed tab's), which it
 * takes over; an older one stays kept and is offered at the next opening, so two closed tabs' texts are never
 * folded into one. A draft owned by another live tab is never offered: that tab is still working on it.
 */
export function draftOffer(
  drafts: readonly KeptDraft[],
  opening: { readonly account: DraftAccount; readonly incidentId: string; readonly tab: string },
  liveTabs: ReadonlySet<string>,
): DraftOffer {
  const ofIncident = drafts.filter((kept) => sameAccount(kept.account, opening.account) && kept.incidentId === opening.incidentId);
  const own = ofIncident.find((kept) => kept.tab === opening.tab);
  if (own) return { draft: own.draft, adopted: [] };
  const orphans = ofIncident.filter((kept) => !liveTabs.has(kept.tab)).sort((a, b) => b.draft.updatedAt - a.draft.updatedAt);
  const newest = orphans[0];
  return newest ? { draft: newest.draft, adopted: [newest] } : { draft: null, adopted: [] };
}

/** The stored drafts, read tolerantly: anything that is not a well-formed draft is dropped. */
export function parseKeptDrafts(raw: string | null): readonly KeptDraft[] {
  const value = storedJson(raw);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return earlierDrafts(value as Record<string, unknown>);
  if (!Array.isArray(value)) return [];
  const drafts: KeptDraft[] = [];
  for (const item of value) {
    const kept = keptDraftOf(item);
    if (kept) drafts.push(kept);
  }
  return drafts;
}

export function serializeKeptDrafts(drafts: readonly KeptDraft[]): string {
  return JSON.stringify(
    drafts.map((kept) => ({
      tenantId: kept.account.tenantId,
      userId: kept.account.userId,
      incidentId: kept.incidentId,
      tab: kept.tab,
      draft: kept.draft,
    })),
  );
}

/** The tab of a draft kept before drafts were kept per tab: no live tab has it, so the next tab is offered it. */
export const EARLIER_TAB = 'earlier';

/** Drafts kept before drafts were kept per tab: one object keyed `tenant/user/incident`. */
function earlierDrafts(record: Readonly<Record<string, unknown>>): readonly KeptDraft[] {
  const drafts: KeptDraft[] = [];
  for (const [key, value] of Object.entries(record)) {
    const [tenantId, userId, incidentId, ...rest] = key.split('/');
    if (rest.length > 0 || !tenantId || !userId || !incidentId) continue;
    const kept = keptDraftOf({ tenantId, userId, incidentId, tab: EARLIER_TAB, draft: value });
    if (kept) drafts.push(kept);
  }
  return drafts;
}

function keptDraftOf(item: unknown): KeptDraft | null {
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  const { tenantId, userId, incidentId, tab } = record;
  if (typeof tenantId !== 'string' || typeof userId !== 'string' || typeof incidentId !== 'string' || typeof tab !== 'string') return null;
  if (tenantId === '' || userId === '' || incidentId === '' || tab === '') return null;
  const draft = parseIncidentDraft(JSON.stringify(record.draft ?? null));
  return draft ? { account: { tenantId, userId }, incidentId, tab, draft } : null;
}
