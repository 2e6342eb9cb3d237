import { defaultTenantConfig, type TenantConfig } from '../tenant/tenant-config';

/** SPEC §5, §2: the allowed country prefixes, in the order the prefix choice lists them. */
export const PHONE_PREFIXES = ['+1', '+34', '+49', '+52', '+55', '+56', '+57', '+549'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];

/**
 * SPEC §9 Masks by prefix: '0' is a digit slot, every other character is a literal.
 * +56 has no mask in the spec: '0 0000 0000' fits Chilean mobile numbers (9 digits, e.g. 9 1234 5678).
 */
export const PHONE_MASKS: Readonly<Record<PhonePrefix, string>> = {
  '+1': '(000) 000-0000',
  '+34': '(000) 000-000',
  '+49': '(000) 000-0000',
  '+52': '(00) 0000-0000',
  '+55': '(00) 0 0000-0000',
  '+56': '0 0000 0000',
  '+57': '(000) 0000000',
  '+549': '(00) 0000-0000',
};

/** SPEC §5: the prefix used when the tenant is in no special group. */
export const DEFAULT_PHONE_PREFIX: PhonePrefix = '+55';

/** SPEC §5: true when the value is one of the eight allowed prefixes (exact text, with '+'). */
export function isPhonePrefix(value: unknown): value is PhonePrefix {
  return typeof value === 'string' && (PHONE_PREFIXES as readonly string[]).includes(value);
}

/** SPEC §9: the mask of a prefix. */
export function phoneMask(prefix: PhonePrefix): string {
  return PHONE_MASKS[prefix];
}

/** SPEC §9: how many digits a prefix's mask holds. */
export function maskDigitCount(prefix: PhonePrefix): number {
  return PHONE_MASKS[prefix].split('').filter((c) => c === '0').length;
}

/** SPEC §2 Login: 'tenant_5' or '5' gives '5'; blank, 'public' or anything else unusable gives null. */
function tenantNumericId(tenant: string | number | null | undefined): string | null {
  if (typeof tenant === 'number') return Number.isInteger(tenant) && tenant >= 0 ? String(tenant) : null;
  if (typeof tenant !== 'string') return null;
  const trimmed = tenant.trim();
  const underscore = trimmed.indexOf('_');
  const id = underscore >= 0 ? trimmed.slice(underscore + 1) : trimmed;
  return id === '' || id.toLowerCase() === 'public' ? null : id;
}

/**
 * SPEC §5: default prefix for a tenant ('tenant_5', '5' or 'public'): +52 for the Mexico group,
 * +57 for the Bogota group (Mexico checked first should a deployment list a tenant in both), else +55.
 */
export function defaultPhonePrefix(tenant: string | number | null | undefined, config: TenantConfig = defaultTenantConfig()): PhonePrefix {
  const id = tenantNumericId(tenant);
  if (id === null) return DEFAULT_PHONE_PREFIX;
  if (config.mexicoPrefixTenants.includes(id)) return '+52';
  if (config.bogotaTenants.includes(id)) return '+57';
  return DEFAULT_PHONE_PREFIX;
}
