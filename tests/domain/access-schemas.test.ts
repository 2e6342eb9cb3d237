import { describe, expect, it } from 'vitest';
import { validateTenant } from '../../src/domain/admin/tenant-form';
import {
  ipKind,
  isIpv4,
  isIpv6,
  validateAllowedIp,
  validateDevice,
  validateNewUser,
  validatePasswordChange,
  validateUser,
} from '../../src/domain/admin/access-schemas';
import type { AdminUserInput } from '../../src/domain/admin/access-entities';

const USER: AdminUserInput = {
  name: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.org',
  phone: '',
  active: true,
  isHqAdmin: false,
  isSuperUser: false,
  roleIds: [1],
};

describe('the user form (users section)', () => {
  it.each([
    ['a plain user', {}, null],
    ['a name with spaces around it is trimmed', { name: '  Ana  ' }, null],
    ['an accented name', { name: 'João', lastName: 'Gonçalves' }, null],
    ['no name', { name: '   ' }, { name: 'required' }],
    ['a 100-character name (the limit) is kept', { name: 'a'.repeat(100) }, null],
    ['a 101-character name', { name: 'a'.repeat(101) }, { name: 'too-long' }],
    ['markup in the name', { name: '<img src=x onerror=alert(1)>' }, { name: 'markup' }],
    ['markup in the last name', { lastName: 'Lima</td>' }, { lastName: 'markup' }],
    ['no email', { email: '' }, { email: 'required' }],
    ['an email without a domain', { email: 'ana@' }, { email: 'invalid-email' }],
    ['an email with markup', { email: '<a>@example.org' }, { email: 'invalid-email' }],
    ['a 256-character email', { email: `${'a'.repeat(244)}@example.org` }, { email: 'too-long' }],
    ['a phone with spaces and dashes', { phone: '+55 (11) 98888-7777' }, null],
    ['a phone too short', { phone: '1234' }, { phone: 'invalid-phone' }],
    ['a phone with letters', { phone: '+55 11 CALL-ME' }, { phone: 'invalid-phone' }],
  ] as const)('%s', (_name, patch, fields) => {
    const result = validateUser({ ...USER, ...patch });
    if (fields === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, error: { kind: 'invalid', fields } });
  });

  it('gives the values the server gets: trimmed text, the phone in digits', () => {
    expect(validateUser({ ...USER, name: ' Ana ', email: ' ana@example.org ', phone: '+55 11 98888-7777' })).toEqual({
      ok: true,
      value: { ...USER, name: 'Ana', email: 'ana@example.org', phone: '+5511988887777' },
    });
  });

  it.each([
    ['', 'required'],
    ['1234567', 'too-short'],
    ['x'.repeat(129), 'too-long'],
  ])('a new user with the password %j is refused (%s)', (password, reason) => {
    expect(validateNewUser({ ...USER, password })).toEqual({ ok: false, error: { kind: 'invalid', fields: { password: reason } } });
  });

  it.each([
    [
      { password: 'long-enough', confirmation: 'long-enough' },
      { ok: true, value: 'long-enough' },
    ],
    [
      { password: 'long-enough', confirmation: 'long-enougH' },
      { ok: false, error: { kind: 'invalid', fields: { confirmation: 'mismatch' } } },
    ],
    [
      { password: 'short', confirmation: 'short' },
      { ok: false, error: { kind: 'invalid', fields: { password: 'too-short' } } },
    ],
  ])('a password change %j', (input, expected) => {
    expect(validatePasswordChange(input)).toEqual(expected);
  });
});

describe('IP addresses and CIDR ranges (ips-admin)', () => {
  it.each([
    ['10.0.0.1', 'ipv4'],
    ['0.0.0.0', 'ipv4'],
    ['255.255.255.255', 'ipv4'],
    ['10.0.0.0/8', 'ipv4-range'],
    ['10.0.0.0/0', 'ipv4-range'],
    ['10.0.0.0/32', 'ipv4-range'],
    ['::1', 'ipv6'],
    ['::', 'ipv6'],
    ['2001:db8::', 'ipv6'],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', 'ipv6'],
    ['::ffff:192.0.2.1', 'ipv6'],
    ['2001:db8::/32', 'ipv6-range'],
    ['2001:db8::/128', 'ipv6-range'],
    [' 10.0.0.1 ', 'ipv4'],
    ['256.0.0.1', null],
    ['10.0.0', null],
    ['10.0.0.1.1', null],
    ['010.0.0.1', null],
    ['10.0.0.0/33', null],
    ['10.0.0.0/', null],
    ['10.0.0.0/08', null],
    ['10.0.0.0/-1', null],
    ['2001:db8::/129', null],
    ['2001:db8:::1', null],
    ['1::2::3', null],
    ['1:2:3:4:5:6:7:8:9', null],
    ['12345::1', null],
    ['gggg::1', null],
    ['<script>', null],
    ['localhost', null],
    ['', null],
    ['1'.repeat(300), null],
  ] as const)('%j is %s', (value, kind) => {
    expect(ipKind(value)).toBe(kind);
  });

  // Every IP field of the administration forms (an allowed IP, a tenant's allowed IPs) takes exactly what ipKind takes.
  it.each(['10.0.0.1', '10.0.0.0/8', '::1', '2001:db8::/32', '999.1.1.1', 'hello', '10.0.0.0/33', '2001:db8:::1', '010.0.0.1'])(
    'the allowed-IP form and the tenant form agree with ipKind on %j',
    (value) => {
      const valid = ipKind(value) !== null;
      expect(validateAllowedIp({ value, label: '' }).ok).toBe(valid);
      const tenant = validateTenant({ name: 'Lima', apiKey: 'lima-7f3a9c2e1b4d', totalAdminUsers: 1, allowedIps: `10.1.0.0/16, ${value}` });
      expect(tenant.ok ? null : tenant.error.fields.allowedIps).toBe(valid ? null : 'invalid-ips');
    },
  );

  it('the families by themselves', () => {
    expect([isIpv4('1.2.3.4'), isIpv4('::1'), isIpv6('::1'), isIpv6('1.2.3.4')]).toEqual([true, false, true, false]);
  });

  it.each([
    [{ value: '192.168.0.0/24', label: 'Dispatch' }, null],
    [{ value: '', label: '' }, { value: 'required' }],
    [{ value: '192.168.0.0/40', label: '' }, { value: 'invalid-ip' }],
    [{ value: '10.0.0.1', label: '<b>x</b>' }, { label: 'markup' }],
  ])('the allowed-IP form %j', (input, fields) => {
    const result = validateAllowedIp(input);
    if (fields === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, error: { kind: 'invalid', fields } });
  });
});

describe('the device form (allowed-devices)', () => {
  it.each([
    [{ hash: 'a1b2c3d4e5f6', label: 'Desk 1', status: 'approved' as const }, null],
    [{ hash: 'AA:BB:CC:DD:EE:FF', label: '', status: 'pending' as const }, null],
    [{ hash: 'short', label: '', status: 'pending' as const }, { hash: 'invalid-device-hash' }],
    [{ hash: 'has space inside', label: '', status: 'pending' as const }, { hash: 'invalid-device-hash' }],
    [{ hash: '', label: '', status: 'pending' as const }, { hash: 'required' }],
    [{ hash: 'a'.repeat(129), label: '', status: 'pending' as const }, { hash: 'invalid-device-hash' }],
  ])('%j', (input, fields) => {
    const result = validateDevice(input);
    if (fields === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, error: { kind: 'invalid', fields } });
  });
});
