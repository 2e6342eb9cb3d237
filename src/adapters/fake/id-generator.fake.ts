import type { IdGenerator } from '../../application/ports/id-generator.port';

/**
 * Deterministic ids for demo mode and tests: UUID-shaped (version 4 layout) text from a seeded generator
 * (mulberry32), the same sequence for the same seed on every run.
 */
export class FakeIdGenerator implements IdGenerator {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): string {
    let hex = '';
    for (let i = 0; i < 4; i++) hex += this.nextWord().toString(16).padStart(8, '0');
    const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }

  private nextWord(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
}
