import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEMO_SEED, DEFAULT_DEMO_USERS as BUILD_DEFAULT_USERS } from '../../build/demo-seed';
import { BuiltHistories, historyAt, storedHistory } from '../../src/adapters/fake/demo-world/built-histories';
import { BUILT_HISTORIES_EPOCH, generatedSeed } from '../../src/adapters/fake/demo-world/built-histories.generate';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { GeneratedHistories } from '../../src/adapters/fake/demo-world/generated-histories';
import { generateTenantIncidents } from '../../src/adapters/fake/demo-world/incident-generator';
import { svgImageDataUrl } from '../../src/adapters/fake/demo-world/media-images';
import { FakeLatency } from '../../src/adapters/fake/fake-latency';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { generateAccessBook, generateSignIns } from '../../src/adapters/fake/demo-world/access-generator';
import { DemoAccessStore } from '../../src/adapters/fake/demo-world/access-store';
import { DemoAdminStore } from '../../src/adapters/fake/demo-world/admin-store';
import { DEFAULT_DEMO_USERS, readConfig } from '../../src/composition/app-config';

const SEED = readConfig({ VITE_ADAPTERS: 'fake' }).demoSeed;
const NOW = Date.UTC(2026, 10, 25, 12, 34, 56, 789);
/** Colleagues per tenant in the seed these tests build (not the default, which seeded-access-books.json answers). */
const USERS = 50;

function worldAt(now: number, seed = SEED): DemoWorld {
  const clock = new VirtualClock(now);
  return new DemoWorld(clock, new FakeLatency(clock, 0), new MemoryStorage(), seed);
}

async function generatedAt(tenant: string, now: number) {
  const world = worldAt(now);
  return generateTenantIncidents(
    await world.faker(`incidents-${tenant}`),
    tenant,
    now,
    world.tenants.map((t) => t.id),
  );
}

describe("The demo's histories generated at build time (built-histories.ts)", async () => {
  const seed = await generatedSeed(SEED, USERS);
  const loaders = <T>(values: Readonly<Record<string, T>>) =>
    Object.fromEntries(Object.entries(values).map(([tenant, value]) => [tenant, () => Promise.resolve(value)]));
  const built = new BuiltHistories({
    ...seed,
    histories: loaders(seed.histories),
    books: loaders(seed.books),
    signIns: loaders(seed.signIns),
    speedTests: () => Promise.resolve(seed.speedTests),
  });
  const tenantIds = seed.tenantIds;

  it("are generated for the console's default seed and colleagues when VITE_DEMO_SEED and VITE_DEMO_USERS are not set", () => {
    expect(Number(DEFAULT_DEMO_SEED)).toBe(SEED);
    expect(Number(BUILD_DEFAULT_USERS)).toBe(DEFAULT_DEMO_USERS);
  });

  it("hold each tenant's access book as the generator makes it at any time", async () => {
    for (const tenant of ['public', 'tenant_5']) {
      const world = worldAt(NOW);
      const accounts = world.accounts.filter((account) => account.tenant === tenant);
      const generated = generateAccessBook(await world.faker(`access-${tenant}`), tenant, accounts, NOW, USERS);
      expect(await built.accessBookOf(SEED, USERS, tenant, NOW)).toEqual(generated);
    }
    expect(built.accessBookOf(SEED, USERS + 1, 'public', NOW)).toBeNull();
    expect(built.accessBookOf(SEED + 1, USERS, 'public', NOW)).toBeNull();
    expect(built.accessBookOf(SEED, USERS, 'tenant_404', NOW)).toBeNull();
  });

  it("hold each tenant's sign-in history as the generator makes it at any time from the tenant's seeded book", async () => {
    for (const tenant of ['public', 'tenant_5']) {
      const world = worldAt(NOW);
      const accounts = world.accounts.filter((account) => account.tenant === tenant);
      const book = generateAccessBook(await world.faker(`access-${tenant}`), tenant, accounts, NOW, USERS);
      const generated = generateSignIns(await world.faker(`sign-ins-${tenant}`), tenant, book.users, book.devices, NOW);
      expect(await built.signInsOf(SEED, USERS, tenant, NOW)).toEqual(generated);
    }
    expect(built.signInsOf(SEED, USERS + 1, 'public', NOW)).toBeNull();
    expect(built.signInsOf(SEED + 1, USERS, 'public', NOW)).toBeNull();
    expect(built.signInsOf(SEED, USERS, 'tenant_404', NOW)).toBeNull();
  });

  it('hold the speed tests as the admin store makes them at any time', async () => {
    const generated = await new DemoAdminStore(worldAt(NOW)).speedTestRecords();
    expect(generated.length).toBeGreaterThan(0);
    expect(await built.speedTestsOf(SEED, NOW)).toEqual(generated);
    expect(built.speedTestsOf(SEED + 1, NOW)).toBeNull();
  });

  it('spare the access and admin stores faker: sign-ins, signed-in users and speed tests are read from them', async () => {
    const world = worldAt(NOW);
    const fakerAsked = vi.spyOn(world, 'faker').mockRejectedValue(new Error('faker was asked for'));
    const admin = new DemoAdminStore(world);
    const access = new DemoAccessStore(world, admin, USERS, built);
    const generatedWorld = worldAt(NOW);
    const generated = new DemoAccessStore(generatedWorld, new DemoAdminStore(generatedWorld), USERS);
    expect(await access.signInRecords('tenant_5')).toEqual(await generated.signInRecords('tenant_5'));
    const account = world.accounts.find((a) => a.tenant === 'tenant_5');
    const tenant = world.tenants.find((t) => t.id === 'tenant_5');
    if (!account || !tenant) throw new Error('no tenant_5 account');
    expect(await access.signedIn({ account, tenant })).toEqual(await generated.signedIn({ account, tenant }));
    expect(await admin.speedTestRecords(built)).toEqual(await new DemoAdminStore(worldAt(NOW)).speedTestRecords());
    expect(fakerAsked).not.toHaveBeenCalled();
  });

  it('hold every tenant of the world, generated at their epoch', () => {
    expect(seed.epoch).toBe(BUILT_HISTORIES_EPOCH);
    expect(Object.keys(seed.histories)).toEqual(worldAt(NOW).tenants.map((t) => t.id));
  });

  it('read at any time, are the history the generator makes at that time, pictures and all', async () => {
    for (const tenant of ['public', 'tenant_5']) {
      const read = await built.historyOf({ seed: SEED, tenantId: tenant, now: NOW, tenantIds, count: undefined });
      const generated = await generatedAt(tenant, NOW);
      expect(read).toEqual(generated);
      expect(read?.incidents.some((incident) => incident.photo?.startsWith('data:image/svg+xml'))).toBe(true);
    }
  });

  it('store a generated picture as what it is drawn from, and draw it again the same, odd characters too', () => {
    const photo = svgImageDataUrl(`Fire & "smoke" <2nd> floor's #12`, '1/3', 217);
    const history = { incidents: [], nextId: 1, nextMediaId: 1, activity: new Map([['1', []]]) };
    const stored = storedHistory({ ...history, incidents: [{ photo } as never] });
    expect(JSON.stringify(stored)).not.toContain('data:image');
    expect(historyAt(stored, 0, 0).incidents[0]).toEqual({ photo });
  });

  it('answer no request the build did not generate: another seed, number of incidents, tenant list or tenant', () => {
    const request = { seed: SEED, tenantId: 'public', now: NOW, tenantIds, count: undefined };
    expect(built.historyOf({ ...request, seed: SEED + 1 })).toBeNull();
    expect(built.historyOf({ ...request, count: 10_000 })).toBeNull();
    expect(built.historyOf({ ...request, tenantIds: [...tenantIds, 'tenant_99'] })).toBeNull();
    expect(built.historyOf({ ...request, tenantId: 'tenant_404' })).toBeNull();
    expect(built.historyOf({ ...request, tenantId: 'constructor' })).toBeNull();
  });

  it('spare the generator: a process given them never asks for faker', async () => {
    const histories = new GeneratedHistories();
    const request = { seed: SEED, tenantId: 'tenant_12', now: NOW, tenantIds, count: undefined };
    const read = await histories.historyOf(request, () => Promise.reject(new Error('faker was asked for')), built);
    expect(read.incidents.length).toBeGreaterThan(100);
    expect(Object.isFrozen(read.incidents[0])).toBe(true);
  });
});
