/** Identifiers and randomness, so domain and application code never call Math.random or crypto. */
export interface IdGenerator {
  /** A new unique id (UUID-like text). */
  next(): string;
}
export const IdGenerator = Symbol.for('IdGenerator');
