import type { TFunction } from 'i18next';

const TENANT_PREFIX = 'tenant_';

/**
 * A tenant as a person reads it, never its id as written in routes and storage (SPEC §1 `public`, `tenant_{id}`): its
 * name when the console knows it, else the public tenant in words or the tenant by its number. The console has no
 * call that tells a tenant's own users its name (SPEC §7's /tenant belongs to the public tenant's tenants screen), so
 * a tenant's own screens name it by its number.
 */
export function tenantText(t: TFunction, tenant: string, knownName?: string | null): string {
  const name = knownName?.trim();
  if (name) return name;
  if (tenant === 'public' || tenant === '') return t('tenant.public_name');
  const number = tenant.startsWith(TENANT_PREFIX) ? tenant.slice(TENANT_PREFIX.length) : tenant;
  return t('tenant.numbered', { number });
}
