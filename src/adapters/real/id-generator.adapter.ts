import type { IdGenerator } from '../../application/ports/id-generator.port';

/** Production ids: the platform's cryptographic UUIDs. */
export class CryptoIdGenerator implements IdGenerator {
  constructor(private readonly source: { randomUUID(): string } = globalThis.crypto) {}

  next(): string {
    return this.source.randomUUID();
  }
}
