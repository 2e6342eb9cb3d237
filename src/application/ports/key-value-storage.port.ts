/** Local and session storage (SPEC §3 Local state). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
  /**
   * Hears a key another tab of this browser changed (null when it cleared the storage); a storage shared by no other
   * tab leaves it out. The returned function stops listening.
   */
  onChangeElsewhere?(listener: (key: string | null) => void): () => void;
}
export const KeyValueStorage = {
  local: Symbol.for('KeyValueStorage.local'),
  session: Symbol.for('KeyValueStorage.session'),
} as const;
