import { FakeLatency } from '../fake-latency';
import { MemoryStorage } from '../memory-storage.fake';
import { VirtualClock } from '../virtual-clock.fake';
import { generateAccessBook } from './access-generator';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_TENANTS } from './demo-tenants';
import { DemoWorld } from './demo-world';
import { SEEDED_BOOKS_EPOCH, SEEDED_BOOKS_SEED, SEEDED_BOOKS_USERS, type SeededAccessBooks } from './seeded-access-books';

/** Every tenant's access book generated with faker as the world does, at SEEDED_BOOKS_EPOCH (what the stored file holds). */
export async function generatedAccessBooks(): Promise<SeededAccessBooks> {
  const clock = new VirtualClock(SEEDED_BOOKS_EPOCH);
  const world = new DemoWorld(clock, new FakeLatency(clock, 0), new MemoryStorage(), SEEDED_BOOKS_SEED);
  const books: Record<string, SeededAccessBooks[string]> = {};
  for (const { id } of DEMO_TENANTS)
    books[id] = generateAccessBook(
      await world.faker(`access-${id}`),
      id,
      DEMO_ACCOUNTS.filter((a) => a.tenant === id),
      SEEDED_BOOKS_EPOCH,
      SEEDED_BOOKS_USERS,
    );
  return books;
}
