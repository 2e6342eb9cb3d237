import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';

/** Storage kept in memory: the demo's session storage in tests, and both storages headless. */
export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();

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
