import { describe, expect, it } from 'vitest';
import { validatePermissionName, validateRoleName } from '../../src/domain/admin/admin-validation';
import { MAX_TENANT_PHOTO_BYTES, tenantPhotoProblem, validateTenant } from '../../src/domain/admin/tenant-form';

describe('SPEC §6 role names', () => {
  it.each([
    ['  Dispatcher ', { ok: true, value: 'Dispatcher' }],
    ['', { ok: false, error: { kind: 'invalid', field: 'name', reason: 'required' } }],
    ['   ', { ok: false, error: { kind: 'invalid', field: 'name', reason: 'required' } }],
    ['x'.repeat(100), { ok: true, value: 'x'.repeat(100) }],
    ['x'.repeat(101), { ok: false, error: { kind: 'invalid', field: 'name', reason: 'too-long' } }],
    ['<script>alert(1)</script>', { ok: false, error: { kind: 'invalid', field: 'name', reason: 'markup' } }],
    ['Night > day', { ok: false, error: { kind: 'invalid', field: 'name', reason: 'markup' } }],
    ['Night & "day" shift', { ok: true, value: 'Night & "day" shift' }],
  ])('%j -> %j', (name, result) => {
    expect(validateRoleName(name)).toEqual(result);
  });

  it.each([
    ['Operador', true],
    ['  operador ', true],
    ['OPERADOR', true],
    ['Operadora', false],
    ['Supervisor', false],
  ])('%j beside the role "Operador" is taken: %s', (name, taken) => {
    const result = validateRoleName(name, ['Admin', 'Operador']);
    expect(result).toEqual(
      taken ? { ok: false, error: { kind: 'invalid', field: 'name', reason: 'role-taken' } } : { ok: true, value: name.trim() },
    );
  });
});

describe('SPEC §3, §6 permission names are sidebar entry keys or control permissions', () => {
  it.each([
    [' files ', { ok: true, value: 'files' }],
    ['incident/live', { ok: true, value: 'incident/live' }],
    ['teleport', { ok: true, value: 'teleport' }],
    ['control-access-to-video-history', { ok: true, value: 'control-access-to-video-history' }],
    ['control-access-to-edit-incident-history', { ok: true, value: 'control-access-to-edit-incident-history' }],
    ['night-shift', { ok: false, error: { kind: 'invalid', field: 'name', reason: 'not-menu-entry' } }],
    ['Files', { ok: false, error: { kind: 'invalid', field: 'name', reason: 'not-menu-entry' } }],
    ['x'.repeat(201), { ok: false, error: { kind: 'invalid', field: 'name', reason: 'not-routable' } }],
    ['<b>users</b>', { ok: false, error: { kind: 'invalid', field: 'name', reason: 'not-routable' } }],
    ['  ', { ok: false, error: { kind: 'invalid', field: 'name', reason: 'required' } }],
    ['../admin', { ok: false, error: { kind: 'invalid', field: 'name', reason: 'not-routable' } }],
    ['night shift', { ok: false, error: { kind: 'invalid', field: 'name', reason: 'not-routable' } }],
  ])('%j -> %j', (name, result) => {
    expect(validatePermissionName(name)).toEqual(result);
  });

  it('refuses a name the tenant list already holds', () => {
    expect(validatePermissionName(' users ', ['files', 'users'])).toEqual({
      ok: false,
      error: { kind: 'invalid', field: 'name', reason: 'taken' },
    });
    expect(validatePermissionName('logs', ['files', 'users'])).toEqual({ ok: true, value: 'logs' });
  });
});

describe('SPEC §7 the tenant form', () => {
  const KEY = 'lima-7f3a9c2e1b4d';
  const valid = { name: ' Lima ', apiKey: ` ${KEY} `, totalAdminUsers: 3, allowedIps: ' 10.1.0.0/16 ' };

  it('trims name, apiKey and allowedIps', () => {
    expect(validateTenant(valid)).toEqual({
      ok: true,
      value: { name: 'Lima', apiKey: KEY, totalAdminUsers: 3, allowedIps: '10.1.0.0/16' },
    });
  });

  it.each([
    [{ name: ' ' }, 'name', 'required'],
    [{ name: 'x'.repeat(101) }, 'name', 'too-long'],
    [{ name: '<img src=x onerror=alert(1)>' }, 'name', 'markup'],
    [{ apiKey: '' }, 'apiKey', 'required'],
    [{ apiKey: 'k' }, 'apiKey', 'invalid-api-key'],
    [{ apiKey: 'x'.repeat(15) }, 'apiKey', 'invalid-api-key'],
    [{ apiKey: 'x'.repeat(129) }, 'apiKey', 'invalid-api-key'],
    [{ apiKey: 'with spaces in the key' }, 'apiKey', 'invalid-api-key'],
    [{ totalAdminUsers: -1 }, 'totalAdminUsers', 'out-of-range'],
    [{ totalAdminUsers: 1.5 }, 'totalAdminUsers', 'out-of-range'],
    [{ totalAdminUsers: 100_001 }, 'totalAdminUsers', 'out-of-range'],
    [{ allowedIps: '999.1.1.1' }, 'allowedIps', 'invalid-ips'],
    [{ allowedIps: '10.0.0.1, hello' }, 'allowedIps', 'invalid-ips'],
    [{ allowedIps: '10.0.0.0/33' }, 'allowedIps', 'invalid-ips'],
  ])('%j -> %s %s', (patch, field, reason) => {
    expect(validateTenant({ ...valid, ...patch })).toMatchObject({ ok: false, error: { kind: 'invalid', fields: { [field]: reason } } });
  });

  it.each([
    ['999.1.1.1, 10.0.0.1, hello', 'invalid-ips', ['999.1.1.1', 'hello']],
    ['10.0.0.1, 10.0.0.1', 'repeated-ips', ['10.0.0.1']],
    ['2001:DB8::1; 10.0.0.0/8\n2001:db8:0:0:0:0:0:1 10.0.0.0/8 10.0.0.0/8', 'repeated-ips', ['2001:db8:0:0:0:0:0:1', '10.0.0.0/8']],
    // A wrong entry is said first: a repeated one may be the same mistake typed twice.
    ['hello, hello', 'invalid-ips', ['hello']],
  ])('%j is refused as %s, naming %j', (allowedIps, reason, entries) => {
    expect(validateTenant({ ...valid, allowedIps })).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { allowedIps: reason }, entries: { allowedIps: entries } },
    });
  });

  it('a too long list is refused without naming entries', () => {
    expect(validateTenant({ ...valid, allowedIps: '10.0.0.1, '.repeat(300) })).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { allowedIps: 'too-long' } },
    });
  });

  it('names every refused field at once', () => {
    expect(validateTenant({ name: '', apiKey: 'k', totalAdminUsers: -1, allowedIps: '999.1.1.1, hello' })).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        fields: { name: 'required', apiKey: 'invalid-api-key', totalAdminUsers: 'out-of-range', allowedIps: 'invalid-ips' },
        entries: { allowedIps: ['999.1.1.1', 'hello'] },
      },
    });
  });

  it('keeps a key the tenant already has, even a short one, so its other fields can be edited', () => {
    expect(validateTenant({ ...valid, apiKey: 'k-12' }, 'k-12').ok).toBe(true);
    expect(validateTenant({ ...valid, apiKey: 'k-13' }, 'k-12')).toMatchObject({
      ok: false,
      error: { fields: { apiKey: 'invalid-api-key' } },
    });
  });

  it('accepts addresses and ranges of both families, separated by commas, semicolons, spaces or lines', () => {
    const result = validateTenant({ ...valid, allowedIps: '203.0.113.7, 10.0.0.0/8;2001:db8::1\n2001:db8::/32' });
    expect(result).toMatchObject({ ok: true, value: { allowedIps: '203.0.113.7, 10.0.0.0/8, 2001:db8::1, 2001:db8::/32' } });
  });

  it('accepts 0 and 100000 admin users', () => {
    expect(validateTenant({ ...valid, totalAdminUsers: 0 }).ok).toBe(true);
    expect(validateTenant({ ...valid, totalAdminUsers: 100_000 }).ok).toBe(true);
  });
});

describe('SPEC §7 the tenant photo, checked before the upload', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, null],
    [{ type: 'IMAGE/PNG', size: MAX_TENANT_PHOTO_BYTES }, null],
    [{ type: 'image/webp', size: 1 }, null],
    [{ type: 'image/png', size: MAX_TENANT_PHOTO_BYTES + 1 }, 'photo-too-large'],
    [{ type: 'image/svg+xml', size: 10 }, 'photo-type'],
    [{ type: 'application/pdf', size: 10 }, 'photo-type'],
    [{ type: '', size: 10 }, 'photo-type'],
  ])('%j -> %s', (file, problem) => {
    expect(tenantPhotoProblem(file)).toBe(problem);
  });
});
