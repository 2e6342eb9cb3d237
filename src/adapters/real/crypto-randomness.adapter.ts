import type { Randomness } from '../../application/ports/randomness.port';

/** The platform's cryptographic random UUIDs. */
export class CryptoRandomness implements Randomness {
  constructor(private readonly source: { randomUUID(): string } = globalThis.crypto) {}

  uniqueId(): string {
    return this.source.randomUUID();
  }
}
