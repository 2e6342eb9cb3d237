import { describe, expect, it } from 'vitest';
import { defaultPhonePrefix } from '../../src/domain/phone/phone-prefixes';
import { configuredTenantConfig, defaultTenantConfig, livePageTenantConfig, parseTenantList } from '../../src/domain/tenant/tenant-config';

describe('a deployment tenant list as configured', () => {
  it.each([
    ['24,5', ['24', '5']],
    [' tenant_24 , tenant_5 ', ['24', '5']],
    ['24 24 9', ['24', '9']],
    ['24, public, x, 9', ['24', '9']],
    ['', null],
    [undefined, null],
    ['public', null],
  ])('%j reads as %j', (text, expected) => {
    expect(parseTenantList(text)).toEqual(expected);
  });

  it('replaces only the lists it sets', () => {
    const config = configuredTenantConfig(defaultTenantConfig(), { hqAdminTitleTenants: ['7'] });
    expect(config.hqAdminTitleTenants).toEqual(['7']);
    expect(config.mexicoPrefixTenants).toEqual(defaultTenantConfig().mexicoPrefixTenants);
  });
});

describe('SPEC §5: the +52 lists, the rule and the live page', () => {
  const config = defaultTenantConfig();
  it.each([
    ['tenant_9', '+55', '+52'],
    ['tenant_8', '+52', '+55'],
    ['tenant_24', '+52', '+52'],
    ['tenant_12', '+57', '+57'],
    ['public', '+55', '+55'],
  ])('%s: %s by the rule, %s on the live page', (tenant, rule, livePage) => {
    expect(defaultPhonePrefix(tenant, config)).toBe(rule);
    expect(defaultPhonePrefix(tenant, livePageTenantConfig(config))).toBe(livePage);
  });

  it('a configured live page list is the one the live page uses', () => {
    const configured = configuredTenantConfig(config, { liveMexicoPrefixTenants: ['31'] });
    expect(defaultPhonePrefix('tenant_31', livePageTenantConfig(configured))).toBe('+52');
    expect(defaultPhonePrefix('tenant_9', livePageTenantConfig(configured))).toBe('+55');
  });
});
