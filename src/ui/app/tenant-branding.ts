import { sidebarBranding, type SidebarBranding } from '../../domain/routing/sidebar';
import { defaultTenantConfig, type TenantConfig } from '../../domain/tenant/tenant-config';
import { HQ_ADMIN_TAB_TITLE, tabTitleKind } from '../../domain/tenant/tab-title';
import { tenantNumber, type TenantId } from '../../domain/tenant/tenant-id';

/**
 * The special-tenant lists the screens use (SPEC §1 tab title, §2 sidebar logo). The spec names no tenant for the
 * 'HQ Admin' title nor for a custom logo, so production keeps the domain defaults (none); the demo (VITE_ADAPTERS=fake)
 * configures tenant_24 (Monterrey) in both lists so the behaviour can be seen and tested. A deployment with its own
 * lists would have the composition root provide them; until then this is the one place to change.
 */
export const UI_TENANT_CONFIG: TenantConfig =
  import.meta.env.VITE_ADAPTERS === 'fake'
    ? { ...defaultTenantConfig(), hqAdminTitleTenants: ['24'], customLogoTenants: ['24'] }
    : defaultTenantConfig();

const BASE = import.meta.env.BASE_URL ?? '/';

/** Where a configured tenant's own logo and favicon are served from (public/tenants/tenant_{id}/). */
export function tenantAsset(tenant: TenantId | string, file: 'logo.svg' | 'favicon.svg'): string | null {
  const id = tenantNumber(tenant);
  return id === null ? null : `${BASE}tenants/tenant_${id}/${file}`;
}

export const DEFAULT_FAVICON = `${BASE}favicon.svg`;
export const DEFAULT_LOGO = `${BASE}logo.svg`;

export function brandingFor(tenant: TenantId | string | null, customLogoFlag: boolean): SidebarBranding {
  return sidebarBranding(tenant, customLogoFlag, UI_TENANT_CONFIG);
}

/** SPEC §1: the tab title, 'HQ Admin' for the configured tenants, else the product title. */
export function tabTitle(tenant: TenantId | string | null, productTitle: string): string {
  return tabTitleKind(tenant, UI_TENANT_CONFIG) === 'hqAdmin' ? HQ_ADMIN_TAB_TITLE : productTitle;
}

/** Applies the tab title and favicon of a tenant to the document (SPEC §1, §2). */
export function applyDocumentBranding(tenant: TenantId | string | null, productTitle: string): void {
  document.title = tabTitle(tenant, productTitle);
  const branding = brandingFor(tenant, false);
  const href = (branding.useTenantFavicon && tenant !== null ? tenantAsset(tenant, 'favicon.svg') : null) ?? DEFAULT_FAVICON;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
