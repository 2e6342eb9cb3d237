import type { Randomness } from '../../application/ports/randomness.port';
import { FakeIdGenerator } from './id-generator.fake';

let instances = 0;

/**
 * Headless randomness: each instance (each desk of a shared world, each container of a test) draws its own sequence,
 * so two browsers never share an id, and a run repeats the same ids in the same order.
 */
export class FakeRandomness implements Randomness {
  private readonly ids: FakeIdGenerator;

  constructor(seed: number = 0x5eed + ++instances * 7919) {
    this.ids = new FakeIdGenerator(seed);
  }

  uniqueId(): string {
    return this.ids.next();
  }
}
