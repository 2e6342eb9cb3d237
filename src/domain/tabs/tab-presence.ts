/**
 * What the console's tabs of one browser tell each other: a tab says hello when it starts (every live tab answers
 * "here"), says again what it edits whenever that changes, and says bye when the page goes away. Only the tabs of
 * one account count as the same operator's.
 */
export type TabAnnouncementKind = 'hello' | 'here' | 'bye';

export interface TabAnnouncement {
  readonly kind: TabAnnouncementKind;
  /** The tab's id (kept in its session storage, so a reload keeps it). */
  readonly tab: string;
  /** `tenantId/userId` of the account signed in there, or '' when none. */
  readonly account: string;
  /** The incidents whose edit form that tab shows. */
  readonly editing: readonly string[];
}

/** What one tab knows of another. */
export interface TabPeer {
  readonly account: string;
  readonly editing: readonly string[];
}

const KINDS: readonly TabAnnouncementKind[] = ['hello', 'here', 'bye'];

/** The account key tabs compare ('' when nobody is signed in). */
export function tabAccountKey(account: { readonly tenantId: string; readonly userId: string } | null): string {
  return account ? `${account.tenantId}/${account.userId}` : '';
}

/** A message from another tab, read tolerantly (another version of the console may share the browser). */
export function parseTabAnnouncement(value: unknown): TabAnnouncement | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const kind = KINDS.find((k) => k === record.kind);
  if (!kind || typeof record.tab !== 'string' || record.tab === '' || typeof record.account !== 'string') return null;
  const editing = Array.isArray(record.editing) ? record.editing.filter((id): id is string => typeof id === 'string' && id !== '') : [];
  return { kind, tab: record.tab, account: record.account, editing };
}

/** Whether a tab other than `self`, signed in to `account`, shows the edit form of that incident. */
export function editedInAnotherTab(peers: ReadonlyMap<string, TabPeer>, self: string, account: string, incidentId: string): boolean {
  if (account === '') return false;
  for (const [tab, peer] of peers) {
    if (tab !== self && peer.account === account && peer.editing.includes(incidentId)) return true;
  }
  return false;
}
