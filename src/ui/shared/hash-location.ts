import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { leaveGuards } from './leave-guard';

/**
 * Hash routing with the query inside the hash, as the console's links are written:
 * `#/login?redirect=tenant_5%2Freports`. The path is the part before '?', the search the part after.
 * Every navigation first asks the leave guards (SPEC §2: leaving a live incident asks the screen).
 */
const subscribe = (callback: () => void) => {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
};

interface HashLocation {
  readonly path: string;
  readonly search: string;
}

function splitHash(hash: string): HashLocation {
  const raw = hash.replace(/^#?\/?/, '');
  const queryAt = raw.indexOf('?');
  if (queryAt === -1) return { path: `/${raw}`, search: window.location.search.replace(/^\?/, '') };
  return { path: `/${raw.slice(0, queryAt)}`, search: raw.slice(queryAt + 1) };
}

const normalise = (to: string) => to.replace(/^#?\/?/, '');

function go(route: string, replace: boolean, state: NavigationState | null = null, now = false): void {
  const target = `#/${route}`;
  if (replace || state !== null || now) {
    // What the next screen is handed (a notice) goes with the history entry, never into the address; and the router
    // hears the change in this very turn (the browser's own hashchange would come a task later).
    if (replace) window.history.replaceState(state, '', target);
    else window.history.pushState(state, '', target);
    acceptedHash = window.location.hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    window.location.hash = target;
    acceptedHash = window.location.hash;
  }
}

/**
 * Bumped by every navigation asked for: one still waiting for the leave guards when a newer one is asked is dropped,
 * so an older request (a guard's redirect from the screen being left) never lands after a newer one (the logout's).
 */
let navigations = 0;

/** What a navigation hands the screen it opens, kept in the history entry (a reload keeps it, the address never shows it). */
export interface NavigationState {
  /** A notice the screen shows on arrival, by its short word (a send failure). */
  readonly notice?: string;
}

/** Navigates inside the console, after the leave guards agree. */
export function navigateHash(to: string, options: { replace?: boolean; state?: NavigationState } = {}): void {
  const route = normalise(to);
  const asked = ++navigations;
  if (route === currentRoute()) return;
  const state = options.state ?? null;
  if (!leaveGuards.active) {
    go(route, options.replace === true, state);
    return;
  }
  void leaveGuards.mayLeave(route).then((allowed) => {
    if (allowed && asked === navigations) go(route, options.replace === true, state);
  });
}

/**
 * Leaves the screen for `to` and runs `arrive` in the same turn as the navigation (a logout clears the session): the
 * router hears the new route and what `arrive` changed in one render, so no screen renders the one without the other
 * (a signed-in screen with no session would redirect to login?redirect=… over the logout's own route). The leave
 * guards are asked first, as for any navigation (a live call asks as Stop does); false when one refused, and then
 * nothing ran.
 */
export async function leaveFor(to: string, arrive: () => void): Promise<boolean> {
  const route = normalise(to);
  ++navigations;
  if (leaveGuards.active && !(await leaveGuards.mayLeave(route))) return false;
  // Agreed to: an older navigation still waiting for the guards never lands after this one.
  ++navigations;
  if (route !== currentRoute()) go(route, false, null, true);
  arrive();
  return true;
}

/** The notice the current history entry was opened with, if any. */
export function navigationNotice(): string | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

/** The hash the guards last agreed to (or the one the page opened with). */
let acceptedHash = typeof window === 'undefined' ? '' : window.location.hash;

if (typeof window !== 'undefined') {
  // Registered at load time, so it runs before the router's own hashchange listeners: a hash the user typed or
  // reached with back/forward is put back until the guards agree, then followed.
  window.addEventListener('hashchange', () => {
    const wanted = window.location.hash;
    if (wanted === acceptedHash) return;
    if (!leaveGuards.active) {
      acceptedHash = wanted;
      return;
    }
    const previous = acceptedHash;
    window.history.replaceState(null, '', previous || '#/');
    const asked = ++navigations;
    void leaveGuards.mayLeave(normalise(wanted)).then((allowed) => {
      if (allowed && asked === navigations) go(normalise(wanted), false);
    });
  });
  // A click on a link of the console's own (the sidebar, "Open the incident") while a guard is active is asked before
  // the browser adds it to the history: a refused hash put back would leave an entry of the same screen behind it, and
  // the next Back would seem to do nothing.
  document.addEventListener('click', (event) => {
    if (!leaveGuards.active || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
    if (!link || (link.getAttribute('target') ?? '_self') !== '_self') return;
    event.preventDefault();
    navigateHash(link.getAttribute('href') ?? '#/');
  });
  window.addEventListener('beforeunload', (event) => {
    if (leaveGuards.blocksUnload()) event.preventDefault();
  });
}

const HashPathContext = createContext('/');
const HashSearchContext = createContext('');

/**
 * The one subscription to the hash: path and query are read together and handed down in the same render, so every
 * component of one render sees the same route (no child renders a newer hash than the route its parent matched).
 * They are handed down apart, so a list's page, sort or filter (the query) does not render every screen that only
 * follows the path (the layout, the sidebar, the router's matches).
 */
export function HashLocationProvider({ children }: { children: ReactNode }) {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
  const { path, search } = useMemo(() => splitHash(hash), [hash]);
  return createElement(HashPathContext.Provider, { value: path }, createElement(HashSearchContext.Provider, { value: search }, children));
}

export function useHashPath(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useContext(HashPathContext), navigateHash];
}

export function useHashSearch(): string {
  return useContext(HashSearchContext);
}

/**
 * What `select` answers of the path, followed on its own: the component renders again only when that answer changes
 * (a sidebar link whose current mark changed), not on every route as a reader of the whole path does. `select` answers
 * a value compared with Object.is (a flag, a key).
 */
export function useHashPathSelect<T>(select: (path: string) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(splitHash(window.location.hash).path),
    () => select('/'),
  );
}

/** The query in the hash now, read without following it (what a screen is first made with). */
export function currentHashSearch(): string {
  return splitHash(window.location.hash).search;
}

/** The current route as typed in the hash (path and query), without the leading '#/'. */
export function currentRoute(): string {
  return window.location.hash.replace(/^#?\/?/, '');
}
