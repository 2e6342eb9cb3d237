import { describe, expect, it } from 'vitest';
import stored from '../../src/adapters/fake/demo-world/seeded-access-books.json';
import { generateAccessBook } from '../../src/adapters/fake/demo-world/access-generator';
import { DEMO_ACCOUNTS } from '../../src/adapters/fake/demo-world/demo-accounts';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import {
  SEEDED_BOOKS_SEED,
  SEEDED_BOOKS_USERS,
  seededAccessBook,
  shiftedTimes,
} from '../../src/adapters/fake/demo-world/seeded-access-books';
import { generatedAccessBooks } from '../../src/adapters/fake/demo-world/seeded-access-books.generate';
import { FakeLatency } from '../../src/adapters/fake/fake-latency';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { DEFAULT_DEMO_USERS, readConfig } from '../../src/composition/app-config';

const NOW = Date.UTC(2026, 10, 25, 12, 34, 56, 789);

async function generatedAt(tenant: string, now: number) {
  const clock = new VirtualClock(now);
  const world = new DemoWorld(clock, new FakeLatency(clock, 0), new MemoryStorage(), SEEDED_BOOKS_SEED);
  const accounts = DEMO_ACCOUNTS.filter((account) => account.tenant === tenant);
  return generateAccessBook(await world.faker(`access-${tenant}`), tenant, accounts, now, SEEDED_BOOKS_USERS);
}

describe("The demo's stored access books (seeded-access-books.json)", () => {
  it('were written with the demo’s default seed and number of colleagues', () => {
    const config = readConfig({ VITE_ADAPTERS: 'fake' });
    expect(SEEDED_BOOKS_SEED).toBe(config.demoSeed);
    expect(SEEDED_BOOKS_USERS).toBe(DEFAULT_DEMO_USERS);
  });

  it('hold what the generator makes (after a change to it: npx tsx scripts/demo-access-books.ts)', async () => {
    expect(stored).toEqual(JSON.parse(JSON.stringify(await generatedAccessBooks())));
  });

  it('read at any time, are the books the generator makes at that time', async () => {
    for (const tenant of ['public', 'tenant_5']) {
      const book = await seededAccessBook(SEEDED_BOOKS_SEED, SEEDED_BOOKS_USERS, tenant, NOW);
      expect(book).toEqual(await generatedAt(tenant, NOW));
      expect(book?.users.length).toBeGreaterThan(SEEDED_BOOKS_USERS);
    }
  });

  it('are not used for another seed, another number of colleagues or an unknown tenant', async () => {
    expect(await seededAccessBook(SEEDED_BOOKS_SEED + 1, SEEDED_BOOKS_USERS, 'public', NOW)).toBeNull();
    expect(await seededAccessBook(SEEDED_BOOKS_SEED, 10_000, 'public', NOW)).toBeNull();
    expect(await seededAccessBook(SEEDED_BOOKS_SEED, SEEDED_BOOKS_USERS, 'tenant_404', NOW)).toBeNull();
  });

  it.each([
    ['2026-01-01T00:00:00.000Z', 1_000, '2026-01-01T00:00:01.000Z'],
    ['2025-12-31T23:59:59.999Z', 1, '2026-01-01T00:00:00.000Z'],
    ['not a time', 1_000, 'not a time'],
    ['2026-01-01', 1_000, '2026-01-01'],
  ])('moves the time %s by %d ms to %s, and nothing else', (value, ms, moved) => {
    expect(shiftedTimes({ at: value, list: [value], n: 3, none: null }, ms)).toEqual({ at: moved, list: [moved], n: 3, none: null });
  });
});
