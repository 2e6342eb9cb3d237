/**
 * Unpredictable identifiers: what must differ between browsers and runs (a browser's device id), where IdGenerator's
 * demo ids repeat on every run by design.
 */
export interface Randomness {
  /** A new identifier no other browser or run will have (UUID-like text). */
  uniqueId(): string;
}
export const Randomness = Symbol.for('Randomness');
