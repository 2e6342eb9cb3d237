import { describe, expect, it } from 'vitest';
import { UserBehaviourGateway } from '../../src/application/ports/user-behaviour-gateway.port';
import { TRAIL_DAYS, TRAIL_QUIET_MS } from '../../src/adapters/fake/demo-world/behaviour-trail';
import { incidentsWorld } from '../application/incidents-support';

const DAY_MS = 24 * 60 * 60 * 1000;

async function trail(tenant: 'public' | 'tenant_5') {
  const w = incidentsWorld();
  await w.login(tenant);
  const now = w.clock.now();
  const entries = await w.container
    .get<UserBehaviourGateway>(UserBehaviourGateway)
    .list({ start: new Date(now - 100 * DAY_MS).toISOString(), end: new Date(now).toISOString() });
  return { ...w, now, entries, incidents: await w.store.list(tenant) };
}

describe("the demo's user behaviour trail (SPEC §3 audit actions, §7 GET /user-behaviour)", () => {
  it.each(['public', 'tenant_5'] as const)('%s: 90 days of operator actions on its own incidents, by their operators', async (tenant) => {
    const { entries, incidents, now, world } = await trail(tenant);
    expect(entries.length).toBeGreaterThan(500);
    const times = entries.map((e) => Date.parse(e.at));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now - TRAIL_DAYS * DAY_MS);
    expect(Math.max(...times)).toBeLessThanOrEqual(now - TRAIL_QUIET_MS);
    expect(Math.min(...times)).toBeLessThan(now - 80 * DAY_MS);
    const byId = new Map(incidents.map((i) => [i.id, i]));
    const tenantUsers = new Set(world.accounts.filter((a) => a.tenant === tenant).map((a) => a.id));
    for (const entry of entries) {
      expect(tenantUsers).toContain(String(entry.userId));
      const incidentId = entry.detail?.incidentId;
      if (incidentId === undefined) continue;
      const incident = byId.get(String(incidentId));
      expect(incident).toBeDefined();
      expect(String(incident?.activeOperator?.id)).toBe(String(entry.userId));
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(Date.parse(incident?.at ?? ''));
    }
    expect(JSON.stringify(entries)).not.toMatch(/@|\+\d{6}/);
  });

  it('is the same on every run', async () => {
    const [a, b] = await Promise.all([trail('public'), trail('public')]);
    expect(a.entries).toEqual(b.entries);
  });
});
