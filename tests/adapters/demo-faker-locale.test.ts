import { FakeLatency } from '../../src/adapters/fake/fake-latency';
import { describe, expect, it } from 'vitest';
import { faker as english } from '@faker-js/faker/locale/en';
import type { Faker } from '@faker-js/faker';
import subset from '../../src/adapters/fake/demo-world/faker-locale.json';
import { generateAccessBook, generateSignIns } from '../../src/adapters/fake/demo-world/access-generator';
import { generateBehaviourTrail } from '../../src/adapters/fake/demo-world/behaviour-trail';
import { DEMO_ACCOUNTS } from '../../src/adapters/fake/demo-world/demo-accounts';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { generateTenantIncidents } from '../../src/adapters/fake/demo-world/incident-generator';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';

const NOW = Date.UTC(2026, 10, 25, 12);
const SEED = 20_251_125;

/** What the demo generated before: faker with the whole English locale, seeded as DemoWorld.faker seeds a part. */
function wholeEnglish(world: DemoWorld, part: string): Promise<Faker> {
  return world.faker(part).then((trimmed) => {
    const FakerClass = english.constructor as new (options: { locale: Faker['rawDefinitions'] }) => Faker;
    const faker = new FakerClass({ locale: english.rawDefinitions });
    // The same seed the world gave its own instance: read back from a fresh draw of both.
    faker.seed(seedOf(world, part));
    expect(faker.number.int()).toBe(trimmed.number.int());
    faker.seed(seedOf(world, part));
    return faker;
  });
}

function seedOf(world: DemoWorld, part: string): number {
  let h = 0;
  for (let i = 0; i < part.length; i++) h = (Math.imul(h, 31) + part.charCodeAt(i)) | 0;
  return world.seed + Math.abs(h);
}

const world = () => {
  const clock = new VirtualClock(NOW);
  return new DemoWorld(clock, new FakeLatency(clock, 0), new MemoryStorage(), SEED);
};

describe("The demo world's faker: the base locale and the English definitions it reads (faker-locale.json)", () => {
  it("holds exactly faker's English definitions (after a faker upgrade: node scripts/demo-faker-locale.mjs)", () => {
    for (const [category, definitions] of Object.entries(subset))
      for (const [key, value] of Object.entries(definitions))
        expect(value, `${category}.${key}`).toEqual((english.rawDefinitions as Record<string, Record<string, unknown>>)[category][key]);
  });

  it('generates the same users, devices, registrations, sign-ins, incidents and trails as the whole English locale', async () => {
    for (const tenant of ['tenant_5']) {
      const a = world();
      const accounts = DEMO_ACCOUNTS.filter((account) => account.tenant === tenant);
      const access = generateAccessBook(await a.faker(`access-${tenant}`), tenant, accounts, NOW, 120);
      const accessBefore = generateAccessBook(await wholeEnglish(a, `access-${tenant}`), tenant, accounts, NOW, 120);
      expect(access).toEqual(accessBefore);
      expect(access.users.length).toBeGreaterThan(120);

      const signIns = generateSignIns(await a.faker(`sign-ins-${tenant}`), tenant, access.users, access.devices, NOW);
      expect(signIns).toEqual(generateSignIns(await wholeEnglish(a, `sign-ins-${tenant}`), tenant, access.users, access.devices, NOW));

      const tenantIds = ['public', 'tenant_5'];
      const incidents = generateTenantIncidents(await a.faker(`incidents-${tenant}`), tenant, NOW, tenantIds);
      expect(incidents).toEqual(generateTenantIncidents(await wholeEnglish(a, `incidents-${tenant}`), tenant, NOW, tenantIds));

      const input = { now: NOW, incidents: incidents.incidents, admins: accounts };
      const trail = generateBehaviourTrail(await a.faker(`user-behaviour-${tenant}`), input);
      expect(trail.length).toBeGreaterThan(0);
      expect(trail).toEqual(generateBehaviourTrail(await wholeEnglish(a, `user-behaviour-${tenant}`), input));
    }
  });
});
