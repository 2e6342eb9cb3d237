import { FakeLatency } from '../fake-latency';
import { MemoryStorage } from '../memory-storage.fake';
import { VirtualClock } from '../virtual-clock.fake';
import type { SignInRecord } from '../../../domain/admin/access-entities';
import { generateAccessBook, generateSignIns, type AccessBook } from './access-generator';
import { DemoAdminStore, type DemoSpeedTestRecord } from './admin-store';
import { storedHistory, type StoredHistory } from './built-histories';
import { DEMO_TENANTS } from './demo-tenants';
import { DemoWorld } from './demo-world';
import { generateTenantIncidents } from './incident-generator';

/** The world time a build generates the demo's histories at: every time in them moves by (now − epoch) when read. */
export const BUILT_HISTORIES_EPOCH = Date.UTC(2026, 0, 1);

/**
 * What a build stores of the demo world's seed: the tenants' usual histories, their access books with `users`
 * generated colleagues and their sign-in histories, and the demo accounts' speed tests, generated with faker as the
 * world does.
 */
export interface GeneratedSeed {
  readonly seed: number;
  readonly epoch: number;
  readonly users: number;
  readonly tenantIds: readonly string[];
  readonly histories: Readonly<Record<string, StoredHistory>>;
  readonly books: Readonly<Record<string, AccessBook>>;
  readonly signIns: Readonly<Record<string, SignInRecord[]>>;
  readonly speedTests: DemoSpeedTestRecord[];
}

/**
 * Every tenant's usual history, access book and sign-in history for `seed` and `users` colleagues, and the speed
 * tests, generated at BUILT_HISTORIES_EPOCH as the incident, access and admin stores would generate them.
 */
export async function generatedSeed(seed: number, users: number): Promise<GeneratedSeed> {
  const clock = new VirtualClock(BUILT_HISTORIES_EPOCH);
  const world = new DemoWorld(clock, new FakeLatency(clock, 0), new MemoryStorage(), seed);
  const tenantIds = world.tenants.map((tenant) => tenant.id);
  const histories: Record<string, StoredHistory> = {};
  const books: Record<string, AccessBook> = {};
  const signIns: Record<string, SignInRecord[]> = {};
  for (const { id } of DEMO_TENANTS) {
    histories[id] = storedHistory(
      generateTenantIncidents(await world.faker(`incidents-${id}`), id, BUILT_HISTORIES_EPOCH, tenantIds, undefined),
    );
    const accounts = world.accounts.filter((account) => account.tenant === id);
    const book = generateAccessBook(await world.faker(`access-${id}`), id, accounts, BUILT_HISTORIES_EPOCH, users);
    books[id] = book;
    signIns[id] = generateSignIns(await world.faker(`sign-ins-${id}`), id, book.users, book.devices, BUILT_HISTORIES_EPOCH);
  }
  const speedTests = await new DemoAdminStore(world).speedTestRecords();
  return { seed, epoch: BUILT_HISTORIES_EPOCH, users, tenantIds, histories, books, signIns, speedTests };
}
