import { describe, expect, it } from 'vitest';
import { sectionEntry, sectionRefusal } from '../../src/domain/routing/section-access';
import { SIDEBAR_ENTRIES, visibleSidebarEntries } from '../../src/domain/routing/sidebar';
import { defaultTenantConfig } from '../../src/domain/tenant/tenant-config';
import type { TenantId } from '../../src/domain/tenant/tenant-id';

const config = defaultTenantConfig();
const refusal = (tenant: string, section: string, permissions: string[], isSuperUser = false) =>
  sectionRefusal({ tenantId: tenant as TenantId, section, permissions, isSuperUser, config });

/** SPEC §2 Sidebar, §6: permissions are routes, not only menu entries (README demo accounts). */
describe('sectionRefusal: a typed section opens only with the permission its menu entry needs', () => {
  it.each([
    // noperm@tenant5.demo: no permissions.
    ['tenant_5', 'users', [], 'permission'],
    ['tenant_5', 'settings', [], 'permission'],
    ['tenant_5', 'reports', [], 'permission'],
    ['tenant_5', 'dashboard', [], 'permission'],
    ['tenant_5', 'teleport-map', [], 'permission'],
    ['tenant_5', 'user-behaviour', [], 'permission'],
    ['tenant_5', 'incidents', [], 'tenant'],
    // operator@tenant5.demo: teleport, video history control, reports, incidents.
    ['tenant_5', 'reports', ['teleport', 'control-access-to-video-history', 'reports', 'incidents'], null],
    ['tenant_5', 'users', ['teleport', 'control-access-to-video-history', 'reports', 'incidents'], 'permission'],
    ['tenant_5', 'teleport-map', ['teleport'], null],
    ['tenant_5', 'incidents', ['incidents'], 'tenant'],
    // Sections without an entry need the entry they belong to.
    ['tenant_5', 'dashboard', ['control-panel'], null],
    ['tenant_5', 'user-behaviour', ['logs'], null],
    ['tenant_5', 'dashboard', ['dashboard'], 'permission'],
    // operator@tenant12.demo: users and speed-tests.
    ['tenant_12', 'users', ['teleport', 'users', 'speed-tests'], null],
    ['tenant_12', 'settings', ['teleport', 'users', 'speed-tests'], 'permission'],
    // operator@tenant24.demo: allowed-devices only where the tenant offers it.
    ['tenant_24', 'allowed-devices', ['allowed-devices'], null],
    ['tenant_12', 'allowed-devices', ['allowed-devices'], 'tenant'],
    // Unknown or odd section keys are refused.
    ['tenant_5', 'nothing-here', ['nothing-here'], 'permission'],
    ['tenant_5', '__proto__', ['__proto__'], 'permission'],
    ['tenant_5', 'constructor', [], 'permission'],
    ['tenant_5', 'Users', ['users'], 'permission'],
  ] as const)('%s/%s with %j → %s', (tenant, section, permissions, expected) => {
    expect(refusal(tenant, section, [...permissions])).toBe(expected);
  });

  it.each(['users', 'settings', 'dashboard', 'teleport-map', 'user-behaviour', 'allowed-devices'])(
    'a super user of tenant_5 opens %s',
    (section) => {
      expect(refusal('tenant_5', section, [], true)).toBeNull();
    },
  );

  // What the sidebar offers is what opens by address, and a refusal says the same whoever asks: the public tenant's
  // sections are refused in tenant_5 to super@tenant5.demo as to noperm@tenant5.demo, for the tenant.
  it.each([
    ['tenant_5', 'incidents'],
    ['tenant_5', 'incidents-map'],
    ['tenant_5', 'tenants'],
    ['tenant_5', 'new-users-register'],
    ['tenant_12', 'allowed-devices'],
    ['public', 'allowed-devices'],
  ])('%s/%s is refused for the tenant to a super user and to an account without permissions alike', (tenant, section) => {
    expect(refusal(tenant, section, [], true)).toBe('tenant');
    expect(refusal(tenant, section, [])).toBe('tenant');
  });

  it.each(['tenant_5', 'tenant_12', 'public'])('in %s a super user opens by address exactly the sections the sidebar shows', (tenant) => {
    const shown = new Set(visibleSidebarEntries({ tenantId: tenant as TenantId, isSuperUser: true, config }).map((entry) => entry.key));
    for (const entry of SIDEBAR_ENTRIES)
      expect([entry.key, refusal(tenant, entry.key, [], true) === null]).toEqual([entry.key, shown.has(entry.key)]);
  });

  it.each([
    ['dashboard', 'control-panel'],
    ['teleport-map', 'incident/live'],
    ['user-behaviour', 'logs'],
    ['users', 'users'],
    ['toString', null],
  ])('the entry of %s is %s', (section, key) => {
    expect(sectionEntry(section)?.key ?? null).toBe(key);
  });
});
