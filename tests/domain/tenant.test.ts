import { describe, expect, it } from 'vitest';
import { err, ok } from '../../src/domain/shared/result';
import {
  isPublicTenant,
  parseTenantId,
  PUBLIC_TENANT,
  routeTenantMatchesSession,
  tenantFromValue,
  tenantNumber,
  type TenantId,
} from '../../src/domain/tenant/tenant-id';
import { resolveLoginTenant } from '../../src/domain/tenant/login-tenant';
import { HQ_ADMIN_TAB_TITLE, tabTitleKind } from '../../src/domain/tenant/tab-title';
import { defaultTenantConfig } from '../../src/domain/tenant/tenant-config';

const t = (s: string) => s as TenantId;
const long = 'x'.repeat(100_000);

describe('SPEC §1, §2 Login: a tenant value becomes public or tenant_{id}', () => {
  it.each([
    [undefined, ok('public')],
    [null, ok('public')],
    ['', ok('public')],
    ['public', ok('public')],
    ['tenant_public', ok('public')],
    ['5', ok('tenant_5')],
    ['tenant_5', ok('tenant_5')],
    ['anything_28', ok('tenant_28')],
    ['acme-north', ok('tenant_acme-north')],
    ['Public', ok('tenant_Public')],
    ['a'.repeat(64), ok(`tenant_${'a'.repeat(64)}`)],
  ])('%j -> %j', (value, expected) => {
    expect(tenantFromValue(value)).toEqual(expected);
  });

  it.each([
    ['tenant_'],
    ['_'],
    ['   '],
    [' 5'],
    ['5 '],
    ['tenant_5\n'],
    ['../'],
    ['tenant_../admin'],
    ['..'],
    ['%2e%2e'],
    ['tenant_%2e'],
    ['5/users'],
    ['<x>'],
    ['tenant_<script>'],
    ['a_b_c'],
    ['１２３'],
    ['٥'],
    ['tеnant'], // Cyrillic е
    ['5\u0000'],
    ['5;drop'],
    ['5@evil.com'],
    ['5\\'],
  ])('%j is rejected with tenant.invalid', (value) => {
    expect(tenantFromValue(value)).toEqual(err('tenant.invalid'));
  });

  it.each([['a'.repeat(65)], [`tenant_${'9'.repeat(65)}`], [long]])('an id over 64 characters is tenant.too_long', (value) => {
    expect(tenantFromValue(value)).toEqual(err('tenant.too_long'));
  });
});

describe('SPEC §1 strict tenant as written in routes and storage', () => {
  it.each([
    ['public', ok('public')],
    ['tenant_5', ok('tenant_5')],
    ['tenant_acme-1', ok('tenant_acme-1')],
  ])('%j -> %j', (value, expected) => {
    expect(parseTenantId(value)).toEqual(expected);
  });
  it.each([[null], [undefined], [''], ['5'], ['tenant_'], ['Tenant_5'], ['tenant_public'], ['tenant_5_6'], ['tenant_ 5'], ['PUBLIC']])(
    '%j is tenant.invalid',
    (value) => {
      expect(parseTenantId(value)).toEqual(err('tenant.invalid'));
    },
  );
  it('an over-long stored tenant is tenant.too_long', () => {
    expect(parseTenantId(`tenant_${long}`)).toEqual(err('tenant.too_long'));
  });
});

describe('SPEC §2 Login: tenant from the route parameter, then tenant query, then redirect first segment', () => {
  it.each([
    [{}, ok('public')],
    [{ routeTenant: '', tenantQuery: '', redirect: '' }, ok('public')],
    [{ routeTenant: 'tenant_5', tenantQuery: '7', redirect: 'tenant_9/reports' }, ok('tenant_5')],
    [{ routeTenant: null, tenantQuery: 'tenant_7', redirect: 'tenant_9/reports' }, ok('tenant_7')],
    [{ redirect: 'tenant_9/reports' }, ok('tenant_9')],
    [{ redirect: '/tenant_9/incident/view/12?fromIncidentDetail=true' }, ok('tenant_9')],
    [{ redirect: '%2Ftenant_9%2Freports' }, ok('tenant_9')],
    [{ redirect: '#/public/incidents-map' }, ok('public')],
    [{ routeTenant: '../x', tenantQuery: '5' }, err('tenant.invalid')],
    [{ tenantQuery: '<x>' }, err('tenant.invalid')],
    // A bad redirect never locks the login: it is ignored (public), as its landing is.
    [{ redirect: '//evil.com/x' }, ok('public')],
    [{ redirect: 'javascript:alert(1)' }, ok('public')],
    [{ redirect: ' public/users' }, ok('public')],
    [{ redirect: 'tenant_<x>/users' }, ok('public')],
    [{ redirect: 'tenant_5/users?token=abc' }, ok('public')],
    [{ redirect: '%E0%A4%A' }, ok('public')],
    [{ tenantQuery: 'tenant_7', redirect: '//evil.com' }, ok('tenant_7')],
  ])('%j -> %j', (source, expected) => {
    expect(resolveLoginTenant(source)).toEqual(expected);
  });
});

describe('SPEC §1 tenant helpers', () => {
  it.each([
    ['public', true],
    ['tenant_5', false],
    ['PUBLIC', false],
    ['', false],
    [null, false],
  ])('isPublicTenant(%j) is %s', (value, expected) => {
    expect(isPublicTenant(value)).toBe(expected);
  });
  it.each([
    ['tenant_5', '5'],
    ['tenant_acme', 'acme'],
    ['public', null],
    ['5', null],
    ['tenant_<x>', null],
    [undefined, null],
  ])('tenantNumber(%j) is %j', (value, expected) => {
    expect(tenantNumber(value)).toBe(expected);
  });
  it.each([
    ['tenant_5', t('tenant_5'), true],
    ['public', PUBLIC_TENANT, true],
    ['tenant_5', t('tenant_6'), false],
    ['5', t('tenant_5'), false],
    ['tenant_5', null, false],
    [null, t('tenant_5'), false],
    ['tenant_../', t('tenant_../'), false],
    ['tenant_５', t('tenant_５'), false],
  ])('routeTenantMatchesSession(%j, %j) is %s', (route, session, expected) => {
    expect(routeTenantMatchesSession(route, session)).toBe(expected);
  });
});

describe('SPEC §1 tab title', () => {
  const config = { ...defaultTenantConfig(), hqAdminTitleTenants: ['3', '7'] };
  it.each([
    ['tenant_3', 'hqAdmin'],
    ['tenant_7', 'hqAdmin'],
    ['tenant_5', 'default'],
    ['public', 'default'],
    ['3', 'default'],
    [null, 'default'],
  ] as const)('%j -> %s', (tenant, expected) => {
    expect(tabTitleKind(tenant, config)).toBe(expected);
  });
  it('the default config lists no HQ Admin tenants, and the title text is "HQ Admin"', () => {
    expect(tabTitleKind('tenant_3', defaultTenantConfig())).toBe('default');
    expect(HQ_ADMIN_TAB_TITLE).toBe('HQ Admin');
  });
});
