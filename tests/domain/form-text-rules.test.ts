import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { allowedIpSchema, deviceSchema, newUserSchema, passwordChangeSchema, userSchema } from '../../src/domain/admin/access-schemas';
import { NAME_TEXT_RULES, validateRoleName } from '../../src/domain/admin/admin-validation';
import { TENANT_TEXT_RULES, validateTenant } from '../../src/domain/admin/tenant-form';
import { libraryFileSchema, predefinedDescriptionSchema, videoTemplateSchema } from '../../src/domain/admin/catalogue-schemas';
import { formTextRules, validateForm } from '../../src/domain/admin/form-validation';
import { allowedPlaceFormSchema, placeOfInterestSchema } from '../../src/domain/admin/places';
import { settingsSchema } from '../../src/domain/admin/settings-schema';
import type { TextRule } from '../../src/domain/shared/user-text';

const line = (max: number): TextRule => ({ shape: 'line', max });

/** Each administration form's text fields are typed by the rule its schema refuses past (a form reads them itself). */
describe("formTextRules: an admin form's typing rules come from its schema", () => {
  it.each<[string, z.ZodMiniType, Record<string, TextRule>]>([
    ['user', userSchema, { name: line(100), lastName: line(100), email: line(255), phone: line(32) }],
    ['new user', newUserSchema, { name: line(100), lastName: line(100), email: line(255), phone: line(32), password: line(128) }],
    ['password change', passwordChangeSchema, { password: line(128), confirmation: line(128) }],
    ['allowed device', deviceSchema, { hash: line(128), label: line(100) }],
    ['allowed IP address', allowedIpSchema, { value: line(49), label: line(100) }],
    ['library file', libraryFileSchema, { description: line(255), descriptionOption: line(255) }],
    ['predefined description', predefinedDescriptionSchema, { descriptionOption: line(255), description: line(255) }],
    ['video template', videoTemplateSchema, { name: line(120) }],
    ['place of interest', placeOfInterestSchema, { name: line(255), address: line(255), latitude: line(32), longitude: line(32) }],
    [
      'allowed place (circle or polygon)',
      allowedPlaceFormSchema,
      { name: line(255), latitude: line(32), longitude: line(32), radius: line(32), corners: { shape: 'multiline', max: 4000 } },
    ],
    ['settings', settingsSchema, { limitedTitleLength: line(16) }],
  ])('%s', (_form, schema, rules) => {
    expect(formTextRules(schema)).toEqual(rules);
  });
});

/** A field stopped at its rule's limit is never refused for its length; one character more would be. */
describe("a form's limit is the server's: one character past it is refused as too long", () => {
  const user = {
    name: 'Ana',
    lastName: 'Silva',
    email: 'ana@public.demo',
    phone: '',
    active: true,
    isHqAdmin: false,
    isSuperUser: false,
    roleIds: [],
  };
  it.each<[string, z.ZodMiniType, Record<string, unknown>, string]>([
    ['user name', userSchema, user, 'name'],
    ['user last name', userSchema, user, 'lastName'],
    ['new user password', newUserSchema, { ...user, password: 'long enough' }, 'password'],
    ['device label', deviceSchema, { hash: 'device-1234', label: 'Desk', status: 'approved' }, 'label'],
    ['IP label', allowedIpSchema, { value: '10.0.0.1', label: 'Office' }, 'label'],
    ['library file description', libraryFileSchema, { description: 'Map', descriptionOption: 'Maps' }, 'description'],
    ['predefined description label', predefinedDescriptionSchema, { descriptionOption: 'Fire', description: 'Smoke' }, 'descriptionOption'],
    ['predefined description text', predefinedDescriptionSchema, { descriptionOption: 'Fire', description: 'Smoke' }, 'description'],
    ['video template name', videoTemplateSchema, { name: 'Intro' }, 'name'],
    ['place name', placeOfInterestSchema, { name: 'H', category: 'hospital', address: '', latitude: '1', longitude: '1' }, 'name'],
    ['place address', placeOfInterestSchema, { name: 'H', category: 'hospital', address: '', latitude: '1', longitude: '1' }, 'address'],
  ])('%s', (_case, schema, values, field) => {
    const { max } = formTextRules(schema)[field];
    expect(validateForm(schema, { ...values, [field]: 'a'.repeat(max) }).ok).toBe(true);
    const refused = validateForm(schema, { ...values, [field]: 'a'.repeat(max + 1) });
    expect(refused.ok ? null : refused.error.fields[field]).toBe('too-long');
  });

  it("a polygon's corners past their rule are refused as too long", () => {
    const { max } = formTextRules(allowedPlaceFormSchema).corners;
    const corners = '1, 2\n'.repeat(Math.ceil((max + 1) / 5));
    const refused = validateForm(allowedPlaceFormSchema, { name: 'Zone', kind: 'polygon', corners });
    expect(refused.ok ? null : refused.error.fields.corners).toBe('too-long');
  });

  const tenant = { name: 'Acme', apiKey: 'k'.repeat(32), totalAdminUsers: 3, allowedIps: '' };
  it.each<[string, keyof typeof TENANT_TEXT_RULES, string, string]>([
    ['tenant name', 'name', 'a', 'too-long'],
    ['tenant API key', 'apiKey', 'k', 'invalid-api-key'],
    ['tenant allowed IPs', 'allowedIps', ' ', 'too-long'],
  ])('%s', (_case, field, letter, reason) => {
    const { max } = TENANT_TEXT_RULES[field];
    const at = field === 'allowedIps' ? `10.0.0.1${' '.repeat(max - 8)}` : letter.repeat(max);
    expect(validateTenant({ ...tenant, [field]: at }).ok).toBe(true);
    const refused = validateTenant({ ...tenant, [field]: `${at}${letter}` });
    expect(refused.ok ? null : refused.error.fields[field]).toBe(reason);
  });

  it('a role name', () => {
    const { max } = NAME_TEXT_RULES.name;
    expect(validateRoleName('r'.repeat(max)).ok).toBe(true);
    expect(validateRoleName('r'.repeat(max + 1))).toMatchObject({ ok: false, error: { field: 'name', reason: 'too-long' } });
  });
});
