import { FakeLatency } from '../fake-latency';
import { MemoryStorage } from '../memory-storage.fake';
import { VirtualClock } from '../virtual-clock.fake';
import { generateAccessBook, type AccessBook } from './access-generator';
import { storedHistory, type StoredHistory } from './built-histories';
import { DEMO_TENANTS } from './demo-tenants';
import { DemoWorld } from './demo-world';
import { generateTenantIncidents } from './incident-generator';

/** The world time a build generates the demo's histories at: every time in them moves by (now − epoch) when read. */
export const BUILT_HISTORIES_EPOCH = Date.UTC(2026, 0, 1);

/**
 * What a build stores of the demo world's seed: the tenants' usual histories and their access books with `users`
 * generated colleagues, generated with faker as the world does.
 */
export interface GeneratedSeed {
  readonly seed: number;
  readonly epoch: number;
  readonly users: number;
  readonly tenantIds: readonly string[];
  readonly histories: Readonly<Record<string, StoredHistory>>;
  readonly books: Readonly<Record<string, AccessBook>>;
}

/**
 * Every tenant's usual history and access book for `seed` and `users` colleagues, generated at BUILT_HISTORIES_EPOCH
 * as the incident and access stores would generate them.
 */
export async function generatedSeed(seed: number, users: number): Promise<GeneratedSeed> {
  const clock = new VirtualClock(BUILT_HISTORIES_EPOCH);
  const world = new DemoWorld(clock, new FakeLatency(clock, 0), new MemoryStorage(), seed);
  const tenantIds = world.tenants.map((tenant) => tenant.id);
  const histories: Record<string, StoredHistory> = {};
  const books: Record<string, AccessBook> = {};
  for (const { id } of DEMO_TENANTS) {
    histories[id] = storedHistory(
      generateTenantIncidents(await world.faker(`incidents-${id}`), id, BUILT_HISTORIES_EPOCH, tenantIds, undefined),
    );
    const accounts = world.accounts.filter((account) => account.tenant === id);
    books[id] = generateAccessBook(await world.faker(`access-${id}`), id, accounts, BUILT_HISTORIES_EPOCH, users);
  }
  return { seed, epoch: BUILT_HISTORIES_EPOCH, users, tenantIds, histories, books };
}
