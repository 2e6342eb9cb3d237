import { describe, expect, it } from 'vitest';
import { DemoAccessStore } from '../../src/adapters/fake/demo-world/access-store';
import { DemoAdminStore } from '../../src/adapters/fake/demo-world/admin-store';
import { DemoWorld } from '../../src/adapters/fake/demo-world/demo-world';
import { FakeLatency } from '../../src/adapters/fake/fake-latency';
import { MemoryStorage } from '../../src/adapters/fake/memory-storage.fake';
import { VirtualClock } from '../../src/adapters/fake/virtual-clock.fake';
import { readConfig } from '../../src/composition/app-config';

/**
 * The demo server's roles by user (access-store.ts rolesByUser): each user's roles are the roles listing them as
 * members, in the roles' order; users holding the same roles share one list (a list of 10,000 users holds a handful),
 * and a change of a role's members is read at once.
 */
const TENANT = 'public';

async function stores() {
  const clock = new VirtualClock(Date.UTC(2026, 10, 25, 12));
  const world = new DemoWorld(clock, new FakeLatency(clock, 0), new MemoryStorage(), readConfig({ VITE_ADAPTERS: 'fake' }).demoSeed);
  const admin = new DemoAdminStore(world);
  const access = new DemoAccessStore(world, admin, 60);
  const book = await access.book(TENANT);
  return { admin, access, book };
}

describe("the demo server's roles by user", () => {
  it('gives each user the roles listing them, and one list to the users holding the same roles', async () => {
    const { admin, access, book } = await stores();
    const byUser = access.rolesByUser(TENANT);
    const roles = admin.tenantRoles(TENANT);
    const combinations = new Map<string, unknown>();
    let holders = 0;
    for (const user of book.users) {
      const expected = roles.filter((role) => role.userIds.includes(user.id)).map((role) => ({ id: role.id, name: role.name }));
      const held = byUser.get(user.id) ?? [];
      expect(held).toEqual(expected);
      if (held.length === 0) continue;
      holders += 1;
      const key = expected.map((role) => role.id).join(',');
      if (combinations.has(key)) expect(held).toBe(combinations.get(key));
      else combinations.set(key, held);
    }
    expect(holders).toBeGreaterThan(combinations.size);
    expect(Object.isFrozen(byUser.get(book.users[0].id))).toBe(true);
  });

  it('reads a change of a role’s members at once, and keeps the map while nothing changes', async () => {
    const { admin, access, book } = await stores();
    const before = access.rolesByUser(TENANT);
    expect(access.rolesByUser(TENANT)).toBe(before);
    const [role] = admin.tenantRoles(TENANT);
    const outsider = book.users.find((user) => !role.userIds.includes(user.id));
    if (!outsider) throw new Error('every user holds the first role');
    role.userIds.push(outsider.id);
    const after = access.rolesByUser(TENANT);
    expect(after).not.toBe(before);
    expect(after.get(outsider.id)?.map((held) => held.id)).toContain(role.id);
    expect(before.get(outsider.id)?.map((held) => held.id) ?? []).not.toContain(role.id);
  });
});
