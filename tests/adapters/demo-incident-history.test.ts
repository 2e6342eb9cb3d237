import { describe, expect, it } from 'vitest';
import { faker as english } from '@faker-js/faker/locale/en';
import type { Faker } from '@faker-js/faker';
import { generateTenantIncidents, GENERATED_INCIDENTS_PER_TENANT } from '../../src/adapters/fake/demo-world/incident-generator';
import { IncidentStore } from '../../src/adapters/fake/demo-world/incident-store';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { Clock } from '../../src/application/ports/clock.port';
import { MAX_DEMO_INCIDENTS, readConfig } from '../../src/composition/app-config';
import { createContainer } from '../../src/composition/create-container';

const NOW = Date.UTC(2026, 10, 25, 12);

function seeded(seed: number): Faker {
  const FakerClass = english.constructor as new (options: { locale: Faker['rawDefinitions'] }) => Faker;
  const faker = new FakerClass({ locale: english.rawDefinitions });
  faker.seed(seed);
  return faker;
}

describe("The demo public tenant's large incident history (VITE_DEMO_INCIDENTS)", () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['-5', 0],
    ['many', 0],
    ['10000', 10_000],
    ['999999', MAX_DEMO_INCIDENTS],
  ])('VITE_DEMO_INCIDENTS=%s reads as %d', (value, expected) => {
    expect(readConfig(value === undefined ? {} : { VITE_DEMO_INCIDENTS: value }).demoIncidents).toBe(expected);
  });

  // The size the bench times (`npm run bench -- admin-incidents`) is generated once; the sameness of two runs of one
  // seed is checked on a small history of its own (the count only sets how many times the same draws are made: 300
  // incidents make the same draws as 1,500, a fifth as often).
  it("generates 10,000 incidents with distinct ids within the tenant's block", () => {
    const large = generateTenantIncidents(seeded(7), 'public', NOW, ['public', 'tenant_5'], 10_000);
    expect(large.incidents).toHaveLength(10_000);
    expect(new Set(large.incidents.map((i) => i.id)).size).toBe(10_000);
    expect(large.nextId).toBeLessThan(200_000);
  });

  it('generates the same history from the same seed, and another from another seed', () => {
    const summary = (seed: number) =>
      generateTenantIncidents(seeded(seed), 'public', NOW, ['public', 'tenant_5'], 300).incidents.map((i) => [i.id, i.title, i.at]);
    const first = summary(7);
    expect(first).toHaveLength(300);
    expect(summary(7)).toEqual(first);
    expect(summary(8)).not.toEqual(first);
  });

  it('only the public tenant gets it; the others keep their usual history', async () => {
    const container = createContainer('fake', { config: { demoIncidents: 1_000 }, bindings: [[Clock, new VirtualClock(NOW)]] });
    const store = container.get(IncidentStore);
    expect(await store.list('public')).toHaveLength(1_000);
    expect(await store.list('tenant_5')).toHaveLength(GENERATED_INCIDENTS_PER_TENANT);
  });
});
