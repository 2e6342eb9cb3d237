import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/composition/app-config';
import { uiConfigOf } from '../../src/composition/ui-config';

describe('the tenant lists a production build reads from its environment', () => {
  it('sets the lists named and keeps the defaults of the others', () => {
    const config = readConfig({
      VITE_ADAPTERS: 'real',
      VITE_HQ_ADMIN_TITLE_TENANTS: 'tenant_7, 11',
      VITE_CUSTOM_LOGO_TENANTS: '7',
      VITE_LIVE_MEXICO_PREFIX_TENANTS: '24,5,28,9,8',
    });
    const tenants = uiConfigOf(config, '/').tenantConfig;
    expect(tenants.hqAdminTitleTenants).toEqual(['7', '11']);
    expect(tenants.customLogoTenants).toEqual(['7']);
    expect(tenants.liveMexicoPrefixTenants).toEqual(['24', '5', '28', '9', '8']);
    expect(tenants.mexicoPrefixTenants).toEqual(['24', '5', '28', '8']);
  });

  it('an unset or unreadable list is the default', () => {
    const tenants = uiConfigOf(readConfig({ VITE_ADAPTERS: 'real', VITE_CUSTOM_LOGO_TENANTS: 'none' }), '/').tenantConfig;
    expect(tenants.customLogoTenants).toEqual([]);
    expect(tenants.liveMexicoPrefixTenants).toEqual(['24', '5', '28', '9']);
  });
});
