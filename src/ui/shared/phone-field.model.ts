import { applyPhoneMask, changePhonePrefix, parsePhoneQuery, typePhone, type PhoneState } from '../../domain/phone/phone-number';
import { defaultPhonePrefix, PHONE_PREFIXES, phoneMask, type PhonePrefix } from '../../domain/phone/phone-prefixes';
import type { TenantConfig } from '../../domain/tenant/tenant-config';
import { makeObservableExcept } from './make-observable-except';

/**
 * SPEC §5, §9 a phone field: the prefix choice (the tenant's default first), the national number kept as digits and
 * shown through the prefix's mask, the number cleared when the prefix changes. Create mode, the share modal and the
 * search modal each hold one.
 */
export class PhoneFieldModel {
  prefix: PhonePrefix;
  number: string;
  readonly prefixes: readonly PhonePrefix[] = PHONE_PREFIXES;

  constructor(initial: PhoneState) {
    this.prefix = initial.prefix;
    this.number = initial.number;
    makeObservableExcept(this, []);
  }

  /** SPEC §2, §5: the tenant's default prefix, or the prefix and number of a `phone` query value. */
  static forTenant(tenant: string | null | undefined, config: TenantConfig, phoneQuery: string | null = null): PhoneFieldModel {
    const fallback = defaultPhonePrefix(tenant, config);
    return new PhoneFieldModel(parsePhoneQuery(phoneQuery, fallback) ?? { prefix: fallback, number: '' });
  }

  get state(): PhoneState {
    return { prefix: this.prefix, number: this.number };
  }

  /** The mask as a placeholder, e.g. '(00) 0 0000-0000'. */
  get mask(): string {
    return phoneMask(this.prefix);
  }

  /** The number as shown: the prefix's mask applied (SPEC §9). */
  get maskedNumber(): string {
    return applyPhoneMask(this.prefix, this.number);
  }

  /** SPEC §5: changing the prefix clears the number; an unknown prefix changes nothing. */
  setPrefix(value: string): void {
    const next = changePhonePrefix(this.state, value);
    this.prefix = next.prefix;
    this.number = next.number;
  }

  typeNumber(typed: string): void {
    this.number = typePhone(this.state, typed).number;
  }

  clearNumber(): void {
    this.number = '';
  }
}
