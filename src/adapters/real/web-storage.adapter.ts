import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';

/** The part of the Web Storage API the adapter uses. */
type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** Where the browser announces another tab's storage writes (the window's 'storage' events). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/**
 * window.localStorage or window.sessionStorage. A storage the browser refuses (blocked, private mode, quota full)
 * never throws: a value it would not take is kept in this page's memory instead and read back from there, so what
 * the operator typed is not lost while the page lives (it cannot outlive a reload without a storage).
 */
export class WebStorage implements KeyValueStorage {
  /** The values the browser refused to store, by key. */
  private readonly refused = new Map<string, string>();

  constructor(
    private readonly storage: StorageArea,
    private readonly events: StorageEventSource | null = null,
  ) {}

  onChangeElsewhere(listener: (key: string | null) => void): () => void {
    const events = this.events;
    if (!events) return () => undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === this.storage) listener(event.key);
    };
    events.addEventListener('storage', onStorage);
    return () => events.removeEventListener('storage', onStorage);
  }

  get(key: string): string | null {
    const kept = this.refused.get(key);
    if (kept !== undefined) return kept;
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }
  set(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
      this.refused.delete(key);
    } catch {
      // Quota exceeded or storage disabled: the value lives for this page only.
      this.refused.set(key, value);
    }
  }
  remove(key: string): void {
    this.refused.delete(key);
    try {
      this.storage.removeItem(key);
    } catch {
      // Storage disabled: nothing to remove.
    }
  }
  clear(): void {
    this.refused.clear();
    try {
      this.storage.clear();
    } catch {
      // Storage disabled: nothing to clear.
    }
  }
}

/**
 * The page's local or session storage; where there is none (Node: tests and the scenario runner build the real
 * container too), a storage that lives as long as the process.
 */
export function pageStorage(kind: 'local' | 'session'): WebStorage {
  const area = browserStorage(kind);
  if (!area) return new WebStorage(processStorage());
  const page = globalThis as { addEventListener?: unknown };
  return new WebStorage(area, typeof page.addEventListener === 'function' ? (globalThis as unknown as StorageEventSource) : null);
}

/** The page's local or session storage area, or null where there is none or the browser refuses access to it. */
export function browserStorage(kind: 'local' | 'session'): StorageArea | null {
  const page = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  try {
    return (kind === 'local' ? page.localStorage : page.sessionStorage) ?? null;
  } catch {
    // A browser that refuses storage access (blocked cookies and site data): the caller keeps values in the page.
    return null;
  }
}

function processStorage(): StorageArea {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}
