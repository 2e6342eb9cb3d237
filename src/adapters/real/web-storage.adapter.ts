import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';

/** window.localStorage or window.sessionStorage. A storage the browser refuses (private mode, quota) fails quietly. */
export class WebStorage implements KeyValueStorage {
  constructor(private readonly storage: Storage) {}

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
