import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';

/** Storage kept in memory: the demo's session storage in tests, and both storages headless. */
export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();
  private readonly elsewhere = new Set<(key: string | null) => void>();

  onChangeElsewhere(listener: (key: string | null) => void): () => void {
    this.elsewhere.add(listener);
    return () => void this.elsewhere.delete(listener);
  }

  /** Test driver: another tab writes `key` (null value: removes it). */
  changeElsewhere(key: string, value: string | null): void {
    if (value === null) this.values.delete(key);
    else this.values.set(key, value);
    for (const listener of [...this.elsewhere]) listener(key);
  }

  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
  clear(): void {
    this.values.clear();
  }
  keys(): string[] {
    return [...this.values.keys()];
  }
}
