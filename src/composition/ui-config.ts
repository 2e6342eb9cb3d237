import { defaultTenantConfig } from '../domain/tenant/tenant-config';
import type { UiConfig } from '../ui/app/ui-config';
import type { AppConfig } from './app-config';

/**
 * The screens' configuration. The spec names no tenant for the 'HQ Admin' title nor for a custom logo, so production
 * keeps the domain defaults (none); the demo configures tenant_24 (Monterrey) in both lists so the behaviour can be
 * seen and tested.
 */
export function uiConfigOf(config: AppConfig, assetBase: string): UiConfig {
  return {
    tenantConfig:
      config.adapters === 'fake'
        ? { ...defaultTenantConfig(), hqAdminTitleTenants: ['24'], customLogoTenants: ['24'] }
        : defaultTenantConfig(),
    assetBase,
    googleMapsApiKey: config.googleMapsApiKey,
    mapStyleUrl: config.mapStyleUrl,
  };
}
