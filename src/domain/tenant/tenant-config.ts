/**
 * Special-tenant lists (SPEC §2, §5). Tenants are named here by their numeric id, the part after
 * `tenant_`. The values are the spec's defaults; a deployment may pass other lists to the rules that
 * take a `TenantConfig`.
 */
export interface TenantConfig {
  /** Tenants whose tab title is 'HQ Admin' (SPEC §1). The spec does not list them; none by default. */
  readonly hqAdminTitleTenants: readonly string[];
  /** Tenants with their own logo and favicon (SPEC §2 Sidebar). The spec does not list them; none by default. */
  readonly customLogoTenants: readonly string[];
  /** Tenants that see the allowed-devices entry (SPEC §2 Sidebar). */
  readonly allowedDevicesTenants: readonly string[];
  /** Tenants whose default phone prefix is +52 (SPEC §5). */
  readonly mexicoPrefixTenants: readonly string[];
  /** Tenants whose default phone prefix is +52 on the live page, which SPEC §5 lists apart (24, 5, 28, 9). */
  readonly liveMexicoPrefixTenants: readonly string[];
  /** Tenants whose default phone prefix is +57: the Bogota group (SPEC §5). */
  readonly bogotaTenants: readonly string[];
}

/**
 * The +52 list has two readings in SPEC §5: the login/admin side lists 24, 5, 28, 8 and the live page
 * lists 24, 5, 28, 9 (one reading adds 8 and 9). Both are kept: the live page (create mode and its share
 * dialog) uses its own list, every other screen the rule.
 */
export const MEXICO_PREFIX_TENANTS_RULE = ['24', '5', '28', '8'] as const;
export const MEXICO_PREFIX_TENANTS_LIVE_PAGE = ['24', '5', '28', '9'] as const;

/** SPEC §5: Bogota group is 10 to 13, 15 to 19, and 39 on localhost/dev, else 14. */
export function bogotaTenants(environment: 'development' | 'production'): readonly string[] {
  const base = ['10', '11', '12', '13', '15', '16', '17', '18', '19'];
  return [...base, environment === 'development' ? '39' : '14'];
}

export function defaultTenantConfig(environment: 'development' | 'production' = 'production'): TenantConfig {
  return {
    hqAdminTitleTenants: [],
    customLogoTenants: [],
    allowedDevicesTenants: ['24', '5', '28', '8'],
    mexicoPrefixTenants: MEXICO_PREFIX_TENANTS_RULE,
    liveMexicoPrefixTenants: MEXICO_PREFIX_TENANTS_LIVE_PAGE,
    bogotaTenants: bogotaTenants(environment),
  };
}

/** The configuration as the live page reads it: its own +52 list in place of the rule's. */
export function livePageTenantConfig(config: TenantConfig): TenantConfig {
  return { ...config, mexicoPrefixTenants: config.liveMexicoPrefixTenants };
}

/**
 * A deployment's tenant list as configured (comma- or space-separated, each `24` or `tenant_24`): the numeric ids,
 * or null when the text names none (the default list stays). An entry that is no tenant id is left out.
 */
export function parseTenantList(text: string | undefined): readonly string[] | null {
  const ids = (text ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim().replace(/^tenant_/i, ''))
    .filter((entry) => /^\d{1,9}$/.test(entry));
  return ids.length > 0 ? [...new Set(ids)] : null;
}

/** The per-deployment lists a build may configure, by TenantConfig field. */
export type TenantLists = Partial<Record<keyof TenantConfig, readonly string[]>>;

/** The defaults with each configured list in place of its default. */
export function configuredTenantConfig(base: TenantConfig, lists: TenantLists): TenantConfig {
  const chosen = Object.fromEntries(Object.entries(lists).filter(([, list]) => list !== undefined));
  return { ...base, ...chosen };
}
