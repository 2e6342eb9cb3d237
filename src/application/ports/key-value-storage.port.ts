/** Local and session storage (SPEC §3 Local state). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
}
export const KeyValueStorage = {
  local: Symbol.for('KeyValueStorage.local'),
  session: Symbol.for('KeyValueStorage.session'),
} as const;
