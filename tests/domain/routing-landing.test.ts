import { describe, expect, it } from 'vitest';
import { backToHqRoute, isMiniHqRoute, landingRoute, logoutRoute, type LandingInput } from '../../src/domain/routing/landing-route';
import type { TenantId } from '../../src/domain/tenant/tenant-id';

const T5 = 'tenant_5' as TenantId;
const PUB = 'public' as TenantId;

describe('SPEC §2 Login: landing route after login', () => {
  it.each<[string, LandingInput, string]>([
    // 1. a safe redirect wins over every default
    [
      'safe redirect wins',
      { tenantId: T5, isSuperUser: true, permissions: [], miniHq: false, redirect: '/tenant_5/reports' },
      'tenant_5/reports',
    ],
    [
      'safe encoded redirect wins',
      { tenantId: PUB, isSuperUser: false, miniHq: false, redirect: '%23%2Fpublic%2Ftenants' },
      'public/tenants',
    ],
    [
      'redirect in mini-HQ wins',
      { tenantId: T5, isSuperUser: false, miniHq: true, redirect: 'tenant_5/incident/view/3?fromIncidentDetail=true' },
      'tenant_5/incident/view/3?fromIncidentDetail=true',
    ],
    ['hostile redirect ignored', { tenantId: T5, isSuperUser: true, miniHq: false, redirect: '//evil.com' }, 'tenant_5/users'],
    [
      'other tenant redirect ignored',
      { tenantId: T5, isSuperUser: false, permissions: ['reports'], redirect: 'tenant_6/users' },
      'tenant_5/reports',
    ],
    // 2. public tenant outside mini-HQ
    ['public, super user', { tenantId: PUB, isSuperUser: true, permissions: [], miniHq: false }, 'public/incidents-map'],
    [
      'public, non-super with permissions',
      { tenantId: PUB, isSuperUser: false, permissions: ['reports'], miniHq: false },
      'public/incidents-map',
    ],
    // 3. super user on a non-public tenant outside mini-HQ
    ['super user, tenant', { tenantId: T5, isSuperUser: true, permissions: ['reports'], miniHq: false }, 'tenant_5/users'],
    // 4. non-super user
    ['non-super, no permissions', { tenantId: T5, isSuperUser: false, permissions: [], miniHq: false }, 'tenant_5/incident/live'],
    ['non-super, permissions missing', { tenantId: T5, isSuperUser: null }, 'tenant_5/incident/live'],
    ['non-super, first permission', { tenantId: T5, isSuperUser: false, permissions: ['reports', 'users'] }, 'tenant_5/reports'],
    [
      'non-super, skips teleport and history controls',
      {
        tenantId: T5,
        isSuperUser: false,
        permissions: ['teleport', 'control-access-to-video-history', 'control-access-to-edit-incident-history', 'roles'],
      },
      'tenant_5/roles',
    ],
    [
      'non-super, only excluded permissions',
      { tenantId: T5, isSuperUser: false, permissions: ['teleport', 'control-access-to-video-history'] },
      'tenant_5/incident/live',
    ],
    ['non-super, permission path', { tenantId: T5, isSuperUser: false, permissions: ['incident/live'] }, 'tenant_5/incident/live'],
    [
      'non-super, skips unsafe names',
      { tenantId: T5, isSuperUser: false, permissions: ['//evil.com', '../x', 'a b', '', 'ｒeports', 'files'] },
      'tenant_5/files',
    ],
    // mini-HQ: the public / super-user rules do not apply
    ['mini-HQ, public non-super', { tenantId: PUB, isSuperUser: false, permissions: ['reports'], miniHq: true }, 'public/reports'],
    ['mini-HQ, public non-super, none', { tenantId: PUB, isSuperUser: false, permissions: [], miniHq: true }, 'public/incident/live'],
    ['mini-HQ, super user', { tenantId: T5, isSuperUser: true, permissions: ['reports'], miniHq: true }, 'tenant_5/incident/live'],
    ['mini-HQ, public super user', { tenantId: PUB, isSuperUser: true, miniHq: true }, 'public/incident/live'],
    ['mini-HQ, non-super', { tenantId: T5, isSuperUser: false, permissions: ['teleport', 'users'], miniHq: true }, 'tenant_5/users'],
  ])('%s', (_name, input, expected) => {
    expect(landingRoute(input)).toBe(expected);
  });
});

describe('SPEC §2 Live page: back-to-HQ route', () => {
  it.each([
    [{ tenantId: T5, isSuperUser: true, permissions: ['reports'] }, 'tenant_5/users'],
    [{ tenantId: PUB, isSuperUser: true }, 'public/users'],
    [
      { tenantId: T5, isSuperUser: false, permissions: ['teleport', 'control-access-to-edit-incident-history', 'reports'] },
      'tenant_5/reports',
    ],
    [{ tenantId: T5, isSuperUser: false, permissions: ['control-access-to-video-history'] }, 'tenant_5/incident/live'],
    [{ tenantId: T5, isSuperUser: false, permissions: null }, 'tenant_5/incident/live'],
    [{ tenantId: T5, permissions: [null, undefined, 'files'] }, 'tenant_5/files'],
  ])('%j -> %s', (input, expected) => {
    expect(backToHqRoute(input)).toBe(expected);
  });
});

describe('SPEC §2 Login: logout route', () => {
  it.each([
    ['tenant_5', 'minihq/tenant_5'],
    ['public', 'minihq/public'],
    [null, 'login'],
    [undefined, 'login'],
    ['', 'login'],
    ['   ', 'login'],
    ['../evil', 'login'],
    ['tenant_<x>', 'login'],
  ])('%j -> %s', (tenant, expected) => {
    expect(logoutRoute(tenant)).toBe(expected);
  });
});

describe('SPEC §2 Public routes: a route starting with teleport marks mini-HQ mode', () => {
  it.each([
    ['teleport/tenant_5', true],
    ['/teleport/5', true],
    ['#/teleport/5/login', true],
    ['teleport', true],
    ['teleport?x=1', true],
    ['minihq/tenant_5', false],
    ['tenant_5/teleport-map', false],
    ['teleporter/5', false],
    ['Teleport/5', false],
    ['tenant_5/incident/live', false],
    ['', false],
    [null, false],
    ['x'.repeat(100_000), false],
  ])('%j -> %s', (route, expected) => {
    expect(isMiniHqRoute(route)).toBe(expected);
  });
});
