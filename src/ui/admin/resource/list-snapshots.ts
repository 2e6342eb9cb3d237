/** The page a list last showed for one address (its section, tenant and query). */
export interface ListSnapshot<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

/**
 * Where a list finds the page it showed when it was last open, and keeps the page it shows now. A list is named by what
 * it lists (`list`: its query's spec, one object per kind of list) and its address: two lists on one address (the files
 * section's two tabs) keep their pages apart.
 */
export interface ListSnapshots {
  take<T>(list: object, address: string): ListSnapshot<T> | null;
  keep<T>(list: object, address: string, snapshot: ListSnapshot<T>): void;
  /** Drops every page kept (a logout). */
  forget(): void;
}

/** How many addresses are kept: the lists an administrator goes back and forth between. */
export const KEPT_LISTS = 8;

/**
 * The last page of each of the few lists opened most recently, held for one signed-in session: `owner` names the
 * session (its token), and a session that is not the one the pages were kept for finds none and forgets them all; a
 * logout forgets them at once (`forget`), so no record outlives the session that was allowed to read it. A list opened
 * again shows its last page at once and asks for it again behind it (ResourceListViewModel).
 */
export function sessionListSnapshots(owner: () => string | null, limit = KEPT_LISTS): ListSnapshots {
  let keptFor: string | null = null;
  const kept = new Map<string, ListSnapshot<unknown>>();
  const lists = new WeakMap<object, number>();
  let listsNamed = 0;
  const keyOf = (list: object, address: string): string => {
    let id = lists.get(list);
    if (id === undefined) lists.set(list, (id = ++listsNamed));
    return `${id} ${address}`;
  };
  const ownerNow = (): string | null => {
    const now = owner();
    if (now !== keptFor) {
      kept.clear();
      keptFor = now;
    }
    return now;
  };
  return {
    take<T>(list: object, address: string): ListSnapshot<T> | null {
      if (ownerNow() === null) return null;
      return (kept.get(keyOf(list, address)) as ListSnapshot<T> | undefined) ?? null;
    },
    keep<T>(list: object, address: string, snapshot: ListSnapshot<T>): void {
      if (ownerNow() === null) return;
      const key = keyOf(list, address);
      kept.delete(key);
      kept.set(key, snapshot);
      for (const oldest of kept.keys()) {
        if (kept.size <= limit) break;
        kept.delete(oldest);
      }
    },
    forget(): void {
      kept.clear();
    },
  };
}

/** What names the signed-in session: the session store (its token). */
interface SessionOwner {
  token(): string | null;
}

/** The pages the lists showed, for the session signed in now: one store beside each session store. */
const snapshotsBeside = new WeakMap<SessionOwner, ListSnapshots>();

export function listSnapshotsOf(sessions: SessionOwner): ListSnapshots {
  let snapshots = snapshotsBeside.get(sessions);
  if (!snapshots) snapshotsBeside.set(sessions, (snapshots = sessionListSnapshots(() => sessions.token())));
  return snapshots;
}

/** Drops the pages the lists showed in the session ending now (a logout). */
export function forgetListSnapshots(sessions: SessionOwner): void {
  snapshotsBeside.get(sessions)?.forget();
}
