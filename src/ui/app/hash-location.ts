import { useSyncExternalStore } from 'react';

/**
 * Hash routing with the query inside the hash, as the console's links are written:
 * `#/login?redirect=tenant_5%2Freports`. The path is the part before '?', the search the part after.
 */
const subscribe = (callback: () => void) => {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
};

function splitHash(): [string, string] {
  const raw = window.location.hash.replace(/^#?\/?/, '');
  const queryAt = raw.indexOf('?');
  return queryAt === -1 ? [`/${raw}`, ''] : [`/${raw.slice(0, queryAt)}`, raw.slice(queryAt + 1)];
}

const currentPath = () => splitHash()[0];
const currentSearch = () => splitHash()[1] || window.location.search.replace(/^\?/, '');

export function navigateHash(to: string, options: { replace?: boolean } = {}): void {
  const target = `#/${to.replace(/^#?\/?/, '')}`;
  if (options.replace) {
    window.history.replaceState(null, '', target);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    window.location.hash = target;
  }
}

export function useHashPath(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigateHash];
}

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
}

/** The current route as typed in the hash (path and query), without the leading '#/'. */
export function currentRoute(): string {
  return window.location.hash.replace(/^#?\/?/, '');
}
