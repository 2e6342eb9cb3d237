import { describe, expect, it } from 'vitest';
import { digitsOnly, normalizeDigits } from '../../src/domain/phone/phone-digits';
import {
  DEFAULT_PHONE_PREFIX,
  PHONE_MASKS,
  PHONE_PREFIXES,
  defaultPhonePrefix,
  isPhonePrefix,
  maskDigitCount,
  type PhonePrefix,
} from '../../src/domain/phone/phone-prefixes';
import {
  applyPhoneMask,
  changePhonePrefix,
  fullPhoneNumber,
  isPhoneComplete,
  parsePhoneQuery,
  phoneDigits,
  typePhone,
} from '../../src/domain/phone/phone-number';
import { defaultTenantConfig, type TenantConfig } from '../../src/domain/tenant/tenant-config';

describe('SPEC §5 Phone: allowed prefixes', () => {
  it('lists exactly +1, +34, +49, +52, +55, +56, +57, +549', () => {
    expect(PHONE_PREFIXES).toEqual(['+1', '+34', '+49', '+52', '+55', '+56', '+57', '+549']);
    expect(DEFAULT_PHONE_PREFIX).toBe('+55');
  });
  it.each([
    ['+55', true],
    ['+549', true],
    ['55', false],
    ['+54', false],
    ['+5', false],
    ['', false],
    [' +55', false],
    [null, false],
    [55, false],
  ] as const)('isPhonePrefix(%j) is %s', (value, expected) => {
    expect(isPhonePrefix(value)).toBe(expected);
  });
});

describe('SPEC §9 Masks by prefix', () => {
  it.each([
    ['+1', '(000) 000-0000', 10],
    ['+34', '(000) 000-000', 9],
    ['+49', '(000) 000-0000', 10],
    ['+52', '(00) 0000-0000', 10],
    ['+55', '(00) 0 0000-0000', 11],
    ['+56', '0 0000 0000', 9], // not in the spec: Chilean mobile shape
    ['+57', '(000) 0000000', 10],
    ['+549', '(00) 0000-0000', 10],
  ] as const)('%s uses %s (%i digits)', (prefix, mask, digits) => {
    expect(PHONE_MASKS[prefix]).toBe(mask);
    expect(maskDigitCount(prefix)).toBe(digits);
  });
});

describe('SPEC §5, §9 Applying a mask to typed input', () => {
  it.each<[PhonePrefix, string, string]>([
    ['+55', '21987654321', '(21) 9 8765-4321'],
    ['+55', '2', '(2'],
    ['+55', '21', '(21'],
    ['+55', '219', '(21) 9'],
    ['+55', '', ''],
    ['+55', '   ', ''],
    ['+55', '(21) 9 8765-4321', '(21) 9 8765-4321'],
    ['+55', '219876543219999', '(21) 9 8765-4321'], // digits beyond the mask dropped
    ['+1', '2125551234', '(212) 555-1234'],
    ['+34', '612345678', '(612) 345-678'],
    ['+49', '3012345678', '(301) 234-5678'],
    ['+52', '5512345678', '(55) 1234-5678'],
    ['+56', '912345678', '9 1234 5678'],
    ['+57', '3001234567', '(300) 1234567'],
    ['+549', '1123456789', '(11) 2345-6789'],
    ['+55', 'abc21def9', '(21) 9'], // only digits count
    ['+55', '２１９８７６５４３２１', '(21) 9 8765-4321'], // fullwidth digits normalised
    ['+55', '٢١٩٨٧٦٥٤٣٢١', '(21) 9 8765-4321'], // Arabic-Indic digits normalised
    ['+55', '۲۱۹', '(21) 9'], // Extended Arabic-Indic digits normalised
    ['+55', '२१९', ''], // Devanagari digits dropped
    ['+55', 'Зһ', ''], // Cyrillic look-alikes dropped
  ])('%s mask of %j is %j', (prefix, typed, expected) => {
    expect(applyPhoneMask(prefix, typed)).toBe(expected);
  });
  it('copes with null, undefined and a 100k-character input', () => {
    expect(applyPhoneMask('+55', null)).toBe('');
    expect(applyPhoneMask('+55', undefined)).toBe('');
    expect(applyPhoneMask('+1', '9'.repeat(100_000))).toBe('(999) 999-9999');
    expect(applyPhoneMask('+1', 'x'.repeat(100_000))).toBe('');
  });
});

describe('SPEC §5 Phone: punctuation and spaces stripped', () => {
  it.each([
    ['+55 (21) 9-8765.4321', '5521987654321'],
    ['', ''],
    ['---', ''],
    ['１2٣', '123'],
  ])('digitsOnly(%j) is %j', (raw, expected) => {
    expect(digitsOnly(raw)).toBe(expected);
  });
  it('normalizeDigits keeps other characters', () => {
    expect(normalizeDigits('a１b')).toBe('a1b');
    expect(normalizeDigits(null)).toBe('');
  });
  it.each<[PhonePrefix, string, string]>([
    ['+55', '(21) 9 8765-4321', '21987654321'],
    ['+34', '612 345 678 999', '612345678'],
  ])('phoneDigits(%s, %j) is %j', (prefix, typed, expected) => {
    expect(phoneDigits(prefix, typed)).toBe(expected);
  });
});

describe('SPEC §5 Phone: typing and changing the prefix', () => {
  it('typing keeps only the digits that fit the mask', () => {
    expect(typePhone({ prefix: '+55', number: '' }, '(21) 9 8765-4321 77')).toEqual({ prefix: '+55', number: '21987654321' });
  });
  it.each([
    ['+1', { prefix: '+1', number: '' }],
    ['+55', { prefix: '+55', number: '' }], // choosing the prefix again also clears
    ['+54', { prefix: '+55', number: '21987654321' }], // unknown prefix: unchanged
    [undefined, { prefix: '+55', number: '21987654321' }],
  ] as const)('changing to %j gives %j', (prefix, expected) => {
    expect(changePhonePrefix({ prefix: '+55', number: '21987654321' }, prefix)).toEqual(expected);
  });
});

describe('SPEC §5 Phone: full number and completeness', () => {
  it.each<[PhonePrefix, string, string]>([
    ['+55', '(21) 9 8765-4321', '+5521987654321'],
    ['+549', '1123456789', '+5491123456789'],
    ['+1', '212-555-1234-99', '+12125551234'],
    ['+55', '', ''],
    ['+55', ' - ', ''],
  ])('fullPhoneNumber(%s, %j) is %j', (prefix, number, expected) => {
    expect(fullPhoneNumber(prefix, number)).toBe(expected);
  });
  it.each<[PhonePrefix, string | null, boolean]>([
    ['+55', '21987654321', true],
    ['+55', '2198765432', false],
    ['+55', '219876543210', false],
    ['+34', '612345678', true],
    ['+56', '912345678', true],
    ['+1', '2125551234', true],
    ['+1', '', false],
    ['+1', null, false],
  ])('isPhoneComplete(%s, %j) is %s', (prefix, number, expected) => {
    expect(isPhoneComplete(prefix, number)).toBe(expected);
  });
});

describe('SPEC §5 Default prefix by tenant', () => {
  it.each([
    ['tenant_24', '+52'],
    ['tenant_5', '+52'],
    ['tenant_28', '+52'],
    ['tenant_8', '+52'],
    ['5', '+52'],
    [5, '+52'],
    ['tenant_9', '+55'], // only the live page lists 9; the rule list is used
    ['tenant_10', '+57'],
    ['tenant_13', '+57'],
    ['tenant_14', '+57'],
    ['tenant_15', '+57'],
    ['tenant_19', '+57'],
    ['tenant_39', '+55'], // 39 is Bogota only in development
    ['tenant_20', '+55'],
    ['public', '+55'],
    ['PUBLIC', '+55'],
    ['', '+55'],
    [null, '+55'],
    [undefined, '+55'],
    ['tenant_', '+55'],
    ['tenant_５', '+55'],
    ['tenant_1' + '0'.repeat(100_000), '+55'],
  ] as const)('%j gives %s', (tenant, expected) => {
    expect(defaultPhonePrefix(tenant)).toBe(expected);
  });
  it('uses the development Bogota list and custom configs', () => {
    expect(defaultPhonePrefix('tenant_39', defaultTenantConfig('development'))).toBe('+57');
    expect(defaultPhonePrefix('tenant_14', defaultTenantConfig('development'))).toBe('+55');
    const config: TenantConfig = { ...defaultTenantConfig(), mexicoPrefixTenants: ['7'], bogotaTenants: ['7', '8'] };
    expect(defaultPhonePrefix('tenant_7', config)).toBe('+52');
    expect(defaultPhonePrefix('tenant_8', config)).toBe('+57');
    expect(defaultPhonePrefix('public', { ...config, mexicoPrefixTenants: ['public'] })).toBe('+55');
  });
});

describe('SPEC §2, §5 phone query parameter', () => {
  it.each([
    ['+5521987654321', '+55', { prefix: '+55', number: '21987654321' }],
    ['5521987654321', '+55', { prefix: '+55', number: '21987654321' }],
    [' 5521987654321', '+55', { prefix: '+55', number: '21987654321' }], // '+' decoded as a space
    ['+55 (21) 9 8765-4321', '+55', { prefix: '+55', number: '21987654321' }],
    ['+5491123456789', '+55', { prefix: '+549', number: '1123456789' }], // longest prefix wins
    ['+12125551234', '+55', { prefix: '+1', number: '2125551234' }],
    ['+34612345678', '+55', { prefix: '+34', number: '612345678' }],
    ['+56912345678', '+55', { prefix: '+56', number: '912345678' }],
    ['+573001234567', '+55', { prefix: '+57', number: '3001234567' }],
    ['+525512345678', '+55', { prefix: '+52', number: '5512345678' }],
    ['+4930123456789', '+55', { prefix: '+49', number: '3012345678' }], // cut to the mask
    ['21987654321', '+55', { prefix: '+55', number: '21987654321' }], // national number fills +55 mask
    ['11987654321', '+55', { prefix: '+55', number: '11987654321' }], // not read as +1
    ['5512345678', '+52', { prefix: '+52', number: '5512345678' }], // national under +52
    ['2987', '+55', { prefix: '+55', number: '2987' }], // unknown start without '+': default prefix
    ['+4412345678', '+55', null], // explicit unknown prefix: rejected
    ['+54', '+55', null],
    ['', '+55', null],
    ['   ', '+55', null],
    ['abc', '+55', null],
    ['+５５２１９８７６５４３２１', '+55', { prefix: '+55', number: '21987654321' }],
  ] as const)('%j (default %s) gives %j', (raw, fallback, expected) => {
    expect(parsePhoneQuery(raw, fallback)).toEqual(expected);
  });
  it('copes with null and very long input', () => {
    expect(parsePhoneQuery(null)).toBeNull();
    expect(parsePhoneQuery(undefined)).toBeNull();
    expect(parsePhoneQuery('+55' + '9'.repeat(100_000))).toEqual({ prefix: '+55', number: '99999999999' });
  });
});
