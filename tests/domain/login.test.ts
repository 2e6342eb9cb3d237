import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../../src/domain/login/email';
import { LOGIN_ERROR_SEPARATOR, joinLoginErrors, validateLogin } from '../../src/domain/login/login-validation';
import { loginOutcome, loginServerError } from '../../src/domain/login/login-outcome';

const EN = { 'login.invalid_email': 'Invalid Email', 'login.invalid_password': 'Invalid Password' } as const;

describe('SPEC §5 Login: email must be valid', () => {
  it.each([
    ['operator@example.com', true],
    ['first.last+tag@sub.example.com.br', true],
    ["o'brien_1@example.co", true],
    ['a@b.io', true],
    ['OPERATOR@EXAMPLE.COM', true],
    ['', false],
    ['   ', false],
    ['operator', false], // missing @
    ['operator.example.com', false],
    ['operator@example', false], // missing domain dot
    ['@example.com', false],
    ['operator@', false],
    ['operator@@example.com', false],
    ['a@b@example.com', false],
    ['op erator@example.com', false], // whitespace
    [' operator@example.com', false],
    ['operator@example.com ', false],
    ['operator@example.com\n', false],
    ['operator\t@example.com', false],
    ['.operator@example.com', false],
    ['oper..ator@example.com', false],
    ['operator.@example.com', false],
    ['operator@.example.com', false],
    ['operator@example..com', false],
    ['operator@example.com.', false],
    ['operator@-example.com', false],
    ['operator@example-.com', false],
    ['operator@example.c', false],
    ['operator@example.123', false],
    ['оperator@example.com', false], // Cyrillic о
    ['operator@ехample.com', false], // Cyrillic е, х
    ['operator@example.сom', false], // Cyrillic с
    ['ｏｐ@example.com', false], // fullwidth letters
    ['x'.repeat(65) + '@example.com', false], // local part over 64
    ['x'.repeat(64) + '@example.com', true],
  ])('%j is %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
  it('accepts up to 254 characters and rejects 255', () => {
    const domainOf = (n: number) =>
      Array.from({ length: Math.ceil(n / 50) }, () => 'd'.repeat(49))
        .join('.')
        .slice(0, n - 4) + '.com';
    const at254 = 'x'.repeat(10) + '@' + domainOf(243);
    expect(at254).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail('x' + at254)).toBe(false);
  });
  it.each([null, undefined, 42, {}, ['a@b.co']])('non-string %j is invalid', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
  it('rejects 100k-character inputs (a catastrophic pattern would hang past the test timeout)', () => {
    expect(isValidEmail('a'.repeat(100_000) + '@example.com')).toBe(false);
    expect(isValidEmail('a@' + 'b.'.repeat(50_000) + 'com')).toBe(false);
    expect(isValidEmail('a@' + 'a-'.repeat(50_000))).toBe(false);
  });
});

describe('SPEC §5 Login validation: Invalid Email and/or Invalid Password', () => {
  it.each([
    [
      { email: 'op@example.com', password: 'secret' },
      { ok: true, value: { email: 'op@example.com', password: 'secret', tenant: 'public' } },
    ],
    [
      { email: 'op@example.com', password: ' s e ', tenant: 'tenant_5' },
      { ok: true, value: { email: 'op@example.com', password: ' s e ', tenant: 'tenant_5' } },
    ],
    [
      { email: 'op@example.com', password: 'x', tenant: '  ' },
      { ok: true, value: { email: 'op@example.com', password: 'x', tenant: 'public' } },
    ],
    [
      { email: 'op@example.com', password: 'x', tenant: null },
      { ok: true, value: { email: 'op@example.com', password: 'x', tenant: 'public' } },
    ],
    [
      { email: 'bad', password: 'secret' },
      { ok: false, error: ['login.invalid_email'] },
    ],
    [
      { email: 'op@example.com', password: '' },
      { ok: false, error: ['login.invalid_password'] },
    ],
    [
      { email: 'op@example.com', password: '   ' },
      { ok: false, error: ['login.invalid_password'] },
    ],
    [
      { email: 'op@example.com', password: null },
      { ok: false, error: ['login.invalid_password'] },
    ],
    [
      { email: '', password: '' },
      { ok: false, error: ['login.invalid_email', 'login.invalid_password'] },
    ],
    [{}, { ok: false, error: ['login.invalid_email', 'login.invalid_password'] }],
  ])('%j gives %j', (input, expected) => {
    expect(validateLogin(input)).toEqual(expected);
  });
  it('null input is both errors', () => {
    expect(validateLogin(null)).toEqual({ ok: false, error: ['login.invalid_email', 'login.invalid_password'] });
  });
  it.each([
    [['login.invalid_email', 'login.invalid_password'], 'Invalid Email, Invalid Password'],
    [['login.invalid_email'], 'Invalid Email'],
    [['login.invalid_password'], 'Invalid Password'],
    [[], ''],
  ] as const)('joins %j as %j', (keys, expected) => {
    expect(LOGIN_ERROR_SEPARATOR).toBe(', ');
    expect(joinLoginErrors(keys, (k) => EN[k])).toBe(expected);
  });
});

describe('SPEC §4, §8 Login outcome from the server response', () => {
  const admin = 'login.admin_access_required';
  const generic = 'login.generic_error';
  it.each([
    [
      { token: 't', isHqAdmin: true, active: true },
      { token: 't', isHqAdmin: true, isSuperUser: false },
    ],
    [
      { token: 't', isSuperUser: true, active: true },
      { token: 't', isHqAdmin: false, isSuperUser: true },
    ],
    [
      { token: ' t ', isHqAdmin: true, isSuperUser: true, active: true },
      { token: 't', isHqAdmin: true, isSuperUser: true },
    ],
  ])('%j succeeds', (response, value) => {
    expect(loginOutcome(response)).toEqual({ ok: true, value });
  });
  it.each([
    [{ token: 't', isHqAdmin: false, isSuperUser: false, active: true }, admin], // not an admin
    [{ token: 't', isHqAdmin: true, active: false }, admin], // inactive
    [{ token: 't', isHqAdmin: true }, admin], // active missing
    [{ token: 't', isHqAdmin: true, active: null }, admin],
    [{ token: 't', isSuperUser: true, active: 'true' as unknown as boolean }, admin], // only true counts
    [{ token: 't', isHqAdmin: 1 as unknown as boolean, active: true }, admin],
    [{ token: null, isHqAdmin: false, active: true }, admin], // admin check comes before the token check
    [{ isHqAdmin: true, active: true }, generic], // no token
    [{ token: '', isSuperUser: true, active: true }, generic],
    [{ token: '   ', isSuperUser: true, active: true }, generic],
    [{ token: 42 as unknown as string, isSuperUser: true, active: true }, generic],
    [{}, admin],
  ])('%j fails with %s', (response, key) => {
    expect(loginOutcome(response)).toEqual({ ok: false, error: { kind: 'key', key } });
  });
  it.each([null, undefined])('%j response fails with the admin-access message', (response) => {
    expect(loginOutcome(response)).toEqual({ ok: false, error: { kind: 'key', key: admin } });
  });
});

describe('SPEC §8 Login server error messages', () => {
  it.each([
    ['Internal server error', { kind: 'key', key: 'login.incorrect_credentials' }],
    ['  internal SERVER error ', { kind: 'key', key: 'login.incorrect_credentials' }],
    ['User blocked', { kind: 'server', message: 'User blocked' }],
    ['Internal server error: db down', { kind: 'server', message: 'Internal server error: db down' }],
    ['Usuário bloqueado ١٢', { kind: 'server', message: 'Usuário bloqueado ١٢' }],
    [
      ['email must be an email', 'password should not be empty'],
      { kind: 'server', message: 'email must be an email, password should not be empty' },
    ],
    [['', null], { kind: 'key', key: 'login.generic_error' }],
    ['', { kind: 'key', key: 'login.generic_error' }],
    ['   ', { kind: 'key', key: 'login.generic_error' }],
    [null, { kind: 'key', key: 'login.generic_error' }],
    [undefined, { kind: 'key', key: 'login.generic_error' }],
    [500, { kind: 'key', key: 'login.generic_error' }],
    [{ message: 'x' }, { kind: 'key', key: 'login.generic_error' }],
  ])('%j gives %j', (message, expected) => {
    expect(loginServerError(message)).toEqual(expected);
  });
  it('keeps a 100k-character message as is', () => {
    const long = 'e'.repeat(100_000);
    expect(loginServerError(long)).toEqual({ kind: 'server', message: long });
  });
});
