import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';

/** The part of the Web Storage API the adapter uses. */
type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** Where the browser announces another tab's storage writes (the window's 'storage' events). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/** window.localStorage or window.sessionStorage. A storage the browser refuses (private mode, quota) fails quietly. */
export class WebStorage implements KeyValueStorage {
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
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }
  set(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the value lives for this page only.
    }
  }
  remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // Storage disabled: nothing to remove.
    }
  }
  clear(): void {
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
  const page = globalThis as { localStorage?: Storage; sessionStorage?: Storage; addEventListener?: unknown };
  let area: StorageArea | undefined;
  try {
    area = kind === 'local' ? page.localStorage : page.sessionStorage;
  } catch {
    // A browser that refuses storage access: keep the values for this page only.
  }
  if (!area) return new WebStorage(processStorage());
  return new WebStorage(area, typeof page.addEventListener === 'function' ? (globalThis as unknown as StorageEventSource) : null);
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
