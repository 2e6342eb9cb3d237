import { sidebarBranding, type SidebarBranding } from '../../domain/routing/sidebar-sections';
import type { TenantConfig } from '../../domain/tenant/tenant-config';
import { HQ_ADMIN_TAB_TITLE, tabTitleKind } from '../../domain/tenant/tab-title';
import { tenantNumber, type TenantId } from '../../domain/tenant/tenant-id';
import type { UiConfig } from './ui-config';

/**
 * The special-tenant lists as the screens show them (SPEC §1 tab title, §2 sidebar logo and favicon), over the
 * configuration the composition root hands over.
 */
export class TenantBranding {
  readonly defaultFavicon: string;
  readonly defaultLogo: string;
  private readonly tenantConfig: TenantConfig;
  private readonly base: string;

  constructor(config: Pick<UiConfig, 'tenantConfig' | 'assetBase'>) {
    this.tenantConfig = config.tenantConfig;
    this.base = config.assetBase;
    this.defaultFavicon = `${this.base}favicon.svg`;
    this.defaultLogo = `${this.base}logo.svg`;
  }

  /** Where a configured tenant's own logo and favicon are served from (public/tenants/tenant_{id}/). */
  tenantAsset(tenant: TenantId | string, file: 'logo.svg' | 'favicon.svg'): string | null {
    const id = tenantNumber(tenant);
    return id === null ? null : `${this.base}tenants/tenant_${id}/${file}`;
  }

  sidebar(tenant: TenantId | string | null, customLogoFlag: boolean): SidebarBranding {
    return sidebarBranding(tenant, customLogoFlag, this.tenantConfig);
  }

  /** SPEC §1: the tab title, 'HQ Admin' for the configured tenants, else the product title. */
  tabTitle(tenant: TenantId | string | null, productTitle: string): string {
    return tabTitleKind(tenant, this.tenantConfig) === 'hqAdmin' ? HQ_ADMIN_TAB_TITLE : productTitle;
  }

  /** Applies the tab title and favicon of a tenant to the document (SPEC §1, §2). */
  applyToDocument(tenant: TenantId | string | null, productTitle: string): void {
    document.title = this.tabTitle(tenant, productTitle);
    const branding = this.sidebar(tenant, false);
    const href = (branding.useTenantFavicon && tenant !== null ? this.tenantAsset(tenant, 'favicon.svg') : null) ?? this.defaultFavicon;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  }
}
