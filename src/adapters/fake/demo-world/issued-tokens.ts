import type { KeyValueStorage } from '../../../application/ports/key-value-storage.port';

/** Where the demo server keeps the tokens it issued: the browser's local storage, shared by its tabs. */
export const ISSUED_TOKENS_KEY = 'demo.sessions';

/** The most tokens kept at once (sign-ins without a logout in between); the oldest go first. */
const MOST_KEPT = 20;

/**
 * The session tokens the demo server issued and has not ended. The real server keeps them on its side; the demo's
 * server lives in the page, so it keeps them in local storage, where a reload and another tab of the browser (another
 * demo world) find them. A logout forgets its token (a reload does not bring it back), and the console's logout
 * clears local storage, so nothing of it is left. Each token carries 128 random bits: a token is valid only if it is
 * kept here, never by its shape.
 */
export class IssuedTokens {
  constructor(
    private readonly storage: KeyValueStorage,
    /** Whether a token is still within its lifetime (older ones are dropped when a new one is kept). */
    private readonly alive: (token: string) => boolean,
  ) {}

  /** A new token: its prefix, then 128 random bits as 32 hex digits, then its suffix. */
  issue(prefix: string, suffix: string): string {
    const random = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    const token = `${prefix}.${random}.${suffix}`;
    this.write([...this.read().filter(this.alive), token].slice(-MOST_KEPT));
    return token;
  }

  has(token: string): boolean {
    return this.read().includes(token);
  }

  forget(token: string): void {
    const kept = this.read();
    if (kept.includes(token)) this.write(kept.filter((t) => t !== token));
  }

  private read(): string[] {
    try {
      const value = JSON.parse(this.storage.get(ISSUED_TOKENS_KEY) ?? '[]') as unknown;
      return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
    } catch {
      return [];
    }
  }

  private write(tokens: readonly string[]): void {
    if (tokens.length) this.storage.set(ISSUED_TOKENS_KEY, JSON.stringify(tokens));
    else this.storage.remove(ISSUED_TOKENS_KEY);
  }
}
