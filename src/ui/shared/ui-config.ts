import type { TenantConfig } from '../../domain/tenant/tenant-config';

/** What the screens need of the deployment's configuration, handed over by the composition root. */
export interface UiConfig {
  /** The special-tenant lists (SPEC §1 tab title, §2 sidebar logo, §5 default prefix). */
  readonly tenantConfig: TenantConfig;
  /** Where the app's static files are served from (public/), ending in '/'. */
  readonly assetBase: string;
  /** Google Maps key for the live map; empty uses the built-in map. */
  readonly googleMapsApiKey: string;
  /** The street map's style address (MapLibre) when there is no Google key; '' draws the offline map only. */
  readonly mapStyleUrl: string;
  /** The in-browser demo (fake adapters): its view links are made in the browser, for demonstration only. */
  readonly inBrowserDemo?: boolean;
}
