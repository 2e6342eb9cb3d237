import { describe, expect, it } from 'vitest';
import {
  SIDEBAR_ENTRIES,
  inSidebarOrder,
  SIDEBAR_GROUPS,
  groupSidebarEntries,
  sidebarBranding,
  visibleSidebarEntries,
} from '../../src/domain/routing/sidebar';
import { defaultTenantConfig } from '../../src/domain/tenant/tenant-config';
import type { TenantId } from '../../src/domain/tenant/tenant-id';

const config = defaultTenantConfig();
const keys = (tenant: string, isSuperUser: boolean, permissions?: readonly (string | null)[] | null) =>
  visibleSidebarEntries({ tenantId: tenant as TenantId, isSuperUser, permissions, config }).map((e) => e.key);

/** SPEC §2's 24 entries, in its order; a section the spec does not list is held only to come after those of its heading. */
const SPEC_ORDER = [
  'incident/live',
  'incidents-map',
  'users',
  'new-users-register',
  'tenants',
  'incidents',
  'speed-tests',
  'places-of-interest',
  'auth-data',
  'allowed-places',
  'allowed-devices',
  'rates-app',
  'features',
  'reports',
  'ips-admin',
  'permissions',
  'roles',
  'argos',
  'settings',
  'control-panel',
  'predefined-description',
  'files',
  'logged-users',
  'logs',
];
const SHOWN_TO_ALL = [
  'incident/live',
  'users',
  'speed-tests',
  'auth-data',
  'features',
  'reports',
  'ips-admin',
  'permissions',
  'roles',
  'argos',
  'settings',
  'control-panel',
  'predefined-description',
  'files',
  'logged-users',
  'logs',
];

const inSpec = (key: string): boolean => SPEC_ORDER.includes(key);

describe('SPEC §2 Sidebar entries', () => {
  it('lists the 24 entries in the spec order', () => {
    expect(SIDEBAR_ENTRIES.map((e) => e.key).filter(inSpec)).toEqual(SPEC_ORDER);
  });
  it('puts a section the spec does not list after the spec entries of its heading', () => {
    const [first] = SIDEBAR_ENTRIES;
    if (!first) throw new Error('no sidebar entries');
    // A section the spec does not list, given first: it is ordered after every entry the spec lists.
    const extra = {
      ...first,
      key: 'emergency-numbers',
      labelKey: 'admin.emergency-numbers.sidebar',
      permissionNames: ['emergency-numbers'],
    };
    for (const entries of [SIDEBAR_ENTRIES, inSidebarOrder([extra, ...SIDEBAR_ENTRIES])]) {
      const keys = entries.map((e) => e.key);
      for (const unlisted of entries.filter((e) => !inSpec(e.key))) {
        const lastOfHeading = Math.max(
          ...entries.filter((e) => inSpec(e.key) && e.group === unlisted.group).map((e) => keys.indexOf(e.key)),
        );
        expect(keys.indexOf(unlisted.key), unlisted.key).toBeGreaterThan(lastOfHeading);
      }
    }
    expect(inSidebarOrder([extra, ...SIDEBAR_ENTRIES]).at(-1)?.key).toBe('emergency-numbers');
  });
  it.each([
    ['incident/live', 'sidebar.teleport', 'all'],
    ['incidents-map', 'sidebar.incidents_map', 'publicTenantOnly'],
    ['allowed-devices', 'admin.allowed-devices.sidebar', 'allowedDevicesTenantsOnly'],
    ['control-panel', 'sidebar.dashboard', 'all'],
    ['rates-app', 'admin.rates-app.sidebar', 'publicTenantOnly'],
    ['logs', 'sidebar.logs', 'all'],
  ])('%s has label %s and visibility %s', (key, labelKey, visibility) => {
    const e = SIDEBAR_ENTRIES.find((x) => x.key === key);
    expect(e?.labelKey).toBe(labelKey);
    expect(e?.visibility).toBe(visibility);
  });
});

describe('SPEC §2 Sidebar, §6: which entries a super user sees per tenant', () => {
  it.each([
    ['public', SPEC_ORDER.filter((k) => k !== 'allowed-devices')],
    ['tenant_24', [...SHOWN_TO_ALL.slice(0, 4), 'allowed-devices', ...SHOWN_TO_ALL.slice(4)]],
    ['tenant_5', [...SHOWN_TO_ALL.slice(0, 4), 'allowed-devices', ...SHOWN_TO_ALL.slice(4)]],
    ['tenant_28', [...SHOWN_TO_ALL.slice(0, 4), 'allowed-devices', ...SHOWN_TO_ALL.slice(4)]],
    ['tenant_8', [...SHOWN_TO_ALL.slice(0, 4), 'allowed-devices', ...SHOWN_TO_ALL.slice(4)]],
    ['tenant_9', SHOWN_TO_ALL],
    ['tenant_245', SHOWN_TO_ALL],
  ])('%s', (tenant, expected) => {
    expect(keys(tenant, true).filter(inSpec)).toEqual(expected);
  });
});

describe('SPEC §2 Sidebar, §6: a non-super user sees entries matching a stored permission', () => {
  it.each([
    ['tenant_5', [], []],
    ['tenant_5', null, []],
    ['tenant_5', ['teleport'], ['incident/live']],
    ['tenant_5', ['incident/live'], ['incident/live']],
    ['tenant_5', ['reports', 'users', 'allowed-devices'], ['users', 'allowed-devices', 'reports']],
    ['tenant_9', ['allowed-devices', 'reports'], ['reports']],
    ['tenant_5', ['tenants', 'incidents-map', 'control-panel'], ['control-panel']],
    ['public', ['tenants', 'incidents-map', 'control-panel'], ['incidents-map', 'tenants', 'control-panel']],
    ['tenant_5', ['Reports', 'reports ', 'dashboard', 'control-access-to-video-history', null], []],
  ])('%s with %j -> %j', (tenant, permissions, expected) => {
    expect(keys(tenant, false, permissions)).toEqual(expected);
  });
});

describe('SPEC §2 Sidebar: version label and logos', () => {
  const withLogos = { ...config, customLogoTenants: ['7'] };
  it.each([
    ['tenant_5', false, config, { version: '1.15.0', showDefaultLogo: true, useTenantLogo: false, useTenantFavicon: false }],
    ['tenant_5', true, config, { version: '1.15.0', showDefaultLogo: false, useTenantLogo: false, useTenantFavicon: false }],
    ['tenant_7', null, withLogos, { version: '1.15.0', showDefaultLogo: false, useTenantLogo: true, useTenantFavicon: true }],
    ['tenant_5', undefined, withLogos, { version: '1.15.0', showDefaultLogo: true, useTenantLogo: false, useTenantFavicon: false }],
    ['public', false, withLogos, { version: '1.15.0', showDefaultLogo: true, useTenantLogo: false, useTenantFavicon: false }],
  ] as const)('%s, flag %j', (tenant, flag, cfg, expected) => {
    expect(sidebarBranding(tenant, flag, cfg)).toEqual(expected);
  });
});

describe('Sidebar groups: every entry under the heading of what it is for', () => {
  it.each([
    ['incident/live', 'operations'],
    ['incidents-map', 'operations'],
    ['incidents', 'operations'],
    ['reports', 'operations'],
    ['control-panel', 'operations'],
    ['users', 'people'],
    ['roles', 'people'],
    ['auth-data', 'people'],
    ['ips-admin', 'people'],
    ['allowed-devices', 'people'],
    ['places-of-interest', 'catalogues'],
    ['predefined-description', 'catalogues'],
    ['files', 'catalogues'],
    ['tenants', 'system'],
    ['settings', 'system'],
    ['logs', 'system'],
  ])('%s is under %s', (key, group) => {
    expect(SIDEBAR_ENTRIES.find((e) => e.key === key)?.group).toBe(group);
  });

  it('every group holds an entry, and the groups hold every entry once', () => {
    const grouped = groupSidebarEntries(SIDEBAR_ENTRIES);
    expect(grouped.map((g) => g.group)).toEqual([...SIDEBAR_GROUPS]);
    expect(grouped.flatMap((g) => g.entries.map((e) => e.key)).sort()).toEqual(SIDEBAR_ENTRIES.map((e) => e.key).sort());
    expect(new Set(SIDEBAR_ENTRIES.map((e) => e.key)).size).toBe(SIDEBAR_ENTRIES.length);
  });

  it.each([
    ['a permission-limited operator (Teleport, Reports): one heading', ['incident/live', 'reports'], ['operations']],
    ['settings before teleport in the list: operations first all the same', ['settings', 'incident/live'], ['operations', 'system']],
    ['no entries: no heading', [], []],
  ])('%s', (_name, keys, groups) => {
    const entries = keys.map((key) => SIDEBAR_ENTRIES.find((e) => e.key === key)!);
    expect(groupSidebarEntries(entries).map((g) => g.group)).toEqual(groups);
  });
});
