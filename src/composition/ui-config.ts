import { configuredTenantConfig, defaultTenantConfig } from '../domain/tenant/tenant-config';
import type { UiConfig } from '../ui/shared/ui-config';
import type { AppConfig } from './app-config';

/**
 * The screens' configuration. The spec names no tenant for the 'HQ Admin' title nor for a custom logo: a deployment
 * sets them (and may replace any other tenant list) in its environment, else they are empty; the demo configures
 * tenant_24 (Monterrey) in both so the behaviour can be seen and tested.
 */
export function uiConfigOf(config: AppConfig, assetBase: string): UiConfig {
  return {
    tenantConfig:
      config.adapters === 'fake'
        ? { ...defaultTenantConfig(config.environment), hqAdminTitleTenants: ['24'], customLogoTenants: ['24'] }
        : configuredTenantConfig(defaultTenantConfig(config.environment), config.tenantLists),
    assetBase,
    googleMapsApiKey: config.googleMapsApiKey,
    mapStyleUrl: config.mapStyleUrl,
    inBrowserDemo: config.adapters === 'fake',
  };
}
