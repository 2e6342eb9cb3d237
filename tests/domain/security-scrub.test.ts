import { describe, expect, it } from 'vitest';
import { MAX_SCRUB_DEPTH, scrubText, scrubValue, sensitiveKeyMarker } from '../../src/domain/security/scrub';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl_-x';

describe('SPEC §9 error reporting / DEVELOPERS quality bar: tokens scrubbed from texts', () => {
  it.each([
    ['Authorization: Bearer abc.def-ghi', 'Authorization: [token]'],
    ['authorization=Basic dXNlcjpwYXNz', 'authorization=[token]'],
    [`header Bearer ${JWT} done`, 'header Bearer [token] done'],
    ['bearer abc123==', 'Bearer [token]'],
    [`jwt ${JWT} end`, 'jwt [token] end'],
    [`GET /auth/sso/${JWT}?skipValidation=true`, 'GET /auth/sso/[token]?skipValidation=true'],
    ['GET /api?token=abc123&tenant=5', 'GET /api?token=[token]&tenant=5'],
    ['{"token":"abc123","name":"x"}', '{"token":"[token]","name":"x"}'],
    ['{"token": "abc 123"}', '{"token": "[token]"}'],
    ['{"Authorization":"Bearer abc","x":1}', '{"Authorization":"[token]","x":1}'],
    ["token='a b' next", "token='[token]' next"],
    ['token: "unterminated value', 'token: "[token]" value'],
    ["{'apiKey': 'k-123'}", "{'apiKey': '[token]'}"],
    ['api_key=XYZ x-api-key: QQQ APIKEY=1', 'api_key=[token] x-api-key: [token] APIKEY=[token]'],
    ['twilioAccessToken=abc accessToken: def', 'twilioAccessToken=[token] accessToken: [token]'],
    ['password=hunter2 secret: s3cr3t', 'password=[redacted] secret: [redacted]'],
    ['"password":"p@ss w"', '"password":"[redacted]"'],
    ['the token is invalid; tokens: 5; token=', 'the token is invalid; tokens: 5; token='],
    ['no secrets here', 'no secrets here'],
  ])('%s -> %s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });
});

/** Opaque random tokens as a backend issues them (not JWT-shaped): base64url, hex, and a short one. */
const OPAQUE = 'q8Xf3kLz0pW2rT9vYb6nM1sD4hJ7gC5aE0uI8oK2mNb';
const HEX = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const SHORT = 'Zk3p9Q';

describe('SPEC §9 error reporting: opaque tokens scrubbed wherever they stand', () => {
  it.each([
    [`GET /auth/sso/${OPAQUE}?skipValidation=true`, 'GET /auth/sso/[token]?skipValidation=true'],
    [`GET /auth/sso/${SHORT}?skipValidation=true`, 'GET /auth/sso/[token]?skipValidation=true'],
    [`GET https://api.x/auth/sso/hq/${SHORT}`, 'GET https://api.x/auth/sso/hq/[token]'],
    [`GET /auth/sso/hq/${HEX} 500`, 'GET /auth/sso/hq/[token] 500'],
    ['GET /auth/sso/hq', 'GET /auth/sso/hq'],
    [`https://app.x/?token=${SHORT}#/tenant_5/incident/live/7`, 'https://app.x/?token=[token]#/tenant_5/incident/live/7'],
    [`https://app.x/#/tenant_5/incident/live/7?token=${SHORT}&a=1`, 'https://app.x/#/tenant_5/incident/live/7?token=[token]&a=1'],
    [`#/tenant_5/incident/live/7/view?share=${OPAQUE}`, '#/tenant_5/incident/live/7/view?share=[token]'],
    [`#/tenant_5/incident/live/7/view?share=${SHORT}`, '#/tenant_5/incident/live/7/view?share=[token]'],
    [`{"share":"${SHORT}"}`, '{"share":"[token]"}'],
    [`x-share-token: ${SHORT}`, 'x-share-token: [token]'],
    [`body {"code":"${OPAQUE}"}`, 'body {"code":"[token]"}'],
    [`fragment #${HEX}`, 'fragment #[token]'],
    [`/files/${OPAQUE}/download`, '/files/[token]/download'],
    ['login?email=a@b.io&password=hunter2#x', 'login?email=[email]&password=[redacted]#x'],
    ['login?email=op%40tenant5.demo&x=1', 'login?email=[email]&x=1'],
    ['"{\\"password\\":\\"hunter 2\\",\\"a\\":1}"', '"{\\"password\\":\\"[redacted]\\",\\"a\\":1}"'],
    ['id 550e8400-e29b-41d4-a716-446655440000', 'id 550e8400-e29b-41d4-a716-446655440000'],
    ['shareLocationPreference=google-maps', 'shareLocationPreference=google-maps'],
    ['tenant_5/incident/live/12 and chunk index-Bx8s9_2k.js', 'tenant_5/incident/live/12 and chunk index-Bx8s9_2k.js'],
  ])('%s -> %s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it.each([['a1'.repeat(50_000)], ['a-'.repeat(50_000) + '1'], ['/auth/sso/'.repeat(10_000)], ['share='.repeat(16_000)]])(
    'long input %# finishes',
    (text) => {
      expect(typeof scrubText(text)).toBe('string');
    },
  );

  it('keeps the values under the keys it is told to keep, and walks deeper when told', () => {
    let deep: unknown = { href: `/?token=${SHORT}` };
    for (let i = 0; i < 100; i++) deep = { child: deep };
    const scrubbed = JSON.stringify(scrubValue({ trace_id: HEX, deep }, { keep: new Set(['trace_id']), maxDepth: 200 }));
    expect(scrubbed).toContain(HEX);
    expect(scrubbed).not.toContain(SHORT);
    expect(scrubbed).not.toContain('[truncated]');
  });
});

describe('SPEC §9 error reporting: emails and phone numbers scrubbed from texts', () => {
  it.each([
    ['contact john.doe+tag@example.co.uk now', 'contact [email] now'],
    ['A@B.IO', '[email]'],
    ['mailto:op_1@tenant-5.gov.br.', 'mailto:[email].'],
    ['not an email: a@b, @example.com, user@localhost', 'not an email: a@b, @example.com, user@localhost'],
    ['call +55 (21) 99999-9999 now', 'call [phone] now'],
    ['555-1234 or 5551234 or 555 12 34', '[phone] or [phone] or [phone]'],
    ['+1.555.123.4567', '[phone]'],
    ['(11) 3456-7890', '[phone]'],
    ['tel:+5521999999999;', 'tel:[phone];'],
    ['phone=+5521999999999&email=a@b.io', 'phone=[phone]&email=[email]'],
    ['5551234567@sms.gateway.com', '[email]'],
    ['short 123456 and 12 34 56', 'short 123456 and 12 34 56'],
    ['id 550e8400-e29b-41d4-a716-446655440000', 'id 550e8400-e29b-41d4-a716-446655440000'],
    ['hash abc1234567890', 'hash abc1234567890'],
    ['at 2024-03-05T13:04:09Z and 2024-03-05 13:04:09', 'at 2024-03-05T13:04:09Z and 2024-03-05 13:04:09'],
    ['from 192.168.1.10:8080', 'from 192.168.1.10:8080'],
    ['incident 123 of tenant_24', 'incident 123 of tenant_24'],
    ['１２３４５６７８９', '１２３４５６７８９'],
    ['', ''],
  ])('%s -> %s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('returns an empty string for a non-string', () => {
    expect(scrubText(null as unknown as string)).toBe('');
    expect(scrubText(12345678 as unknown as string)).toBe('');
  });
});

describe('SPEC §9 error reporting: scrubbing never hangs on 100k-character input', () => {
  it.each([
    ['a'.repeat(100_000)],
    ['1'.repeat(100_000)],
    ['a@'.repeat(50_000)],
    ['1 '.repeat(50_000)],
    ['1  x'.repeat(25_000)],
    ['eyJ' + 'a'.repeat(100_000)],
    ['eyJa.'.repeat(20_000)],
    ['token'.repeat(20_000)],
    ['token= '.repeat(14_000)],
    ['token' + ' '.repeat(100_000)],
    ['token:"' + 'a'.repeat(100_000)],
    ['token:"'.repeat(14_000)],
    ['token:"' + "token:'".repeat(14_000)],
    ['Bearer '.repeat(14_000)],
    ['.'.repeat(100_000)],
    ['a.'.repeat(50_000)],
    ['a-'.repeat(50_000)],
    ['@a.'.repeat(33_000)],
    ['+1'.repeat(50_000)],
    ['(1'.repeat(50_000)],
    ['1.'.repeat(50_000) + 'x'],
    ['x@' + 'a-'.repeat(50_000)],
    ['a1'.repeat(50_000) + '@'],
    ['1a '.repeat(33_000)],
    ['a@b.c'.repeat(20_000)],
  ])('input %# finishes (a catastrophic pattern would hang past the test timeout)', (text) => {
    const result = scrubText(text);
    expect(typeof result).toBe('string');
  });
  it('scrubs every occurrence in a long text', () => {
    expect(scrubText('x a@b.io '.repeat(10_000))).toBe('x [email] '.repeat(10_000));
  });
});

describe('SPEC §9 error reporting: sensitive keys replaced entirely', () => {
  it.each([
    ['token', '[token]'],
    ['accessToken', '[token]'],
    ['twilioAccessToken', '[token]'],
    ['refresh_token', '[token]'],
    ['Authorization', '[token]'],
    ['apiKey', '[token]'],
    ['api-key', '[token]'],
    ['x-mac', '[token]'],
    ['cookie', '[token]'],
    ['share', '[token]'],
    ['viewShareToken', '[token]'],
    ['deviceHash', '[token]'],
    ['password', '[redacted]'],
    ['newPassword', '[redacted]'],
    ['client_secret', '[redacted]'],
    ['email', '[email]'],
    ['userEmail', '[email]'],
    ['phone', '[phone]'],
    ['sendToPhone', '[phone]'],
    ['sendToPhones', '[phone]'],
    ['linkPhone', '[phone]'],
    ['receiver', '[phone]'],
    ['name', null],
    ['title', null],
    ['status', null],
    ['', null],
  ] as const)('%s -> %s', (key, marker) => {
    expect(sensitiveKeyMarker(key)).toBe(marker);
  });
});

describe('SPEC §9 error reporting: deep scrub of an error-report event', () => {
  it('scrubs tokens, emails and phones nested in exception, request, user, breadcrumbs and extra', () => {
    const event = {
      event_id: 'a1b2c3',
      level: 'error',
      message: 'Failed for john@x.com',
      exception: { values: [{ type: 'Error', value: 'Request failed with token=abc123 for +55 21 99999-9999' }] },
      request: {
        url: 'https://api.example.com/incidents?token=abc&tenant=5',
        headers: { Authorization: `Bearer ${JWT}`, 'x-mac': 'device-hash', 'x-origin-request': 'https://app/#/tenant_5/incident/live/7' },
      },
      user: { id: '42', email: 'op@tenant.io' },
      breadcrumbs: [
        { category: 'xhr', data: { url: `/auth/sso/${JWT}`, method: 'GET', status_code: 500 } },
        {
          category: 'console',
          message: 'sending SMS to +55 (21) 98888-7777',
          data: { arguments: [{ phone: '+5521988887777', body: 'hello a@b.io' }, 'apiKey=K1'] },
        },
        { category: 'ui', data: { nested: { more: { text: 'Bearer zzz', apiKey: 'K', password: 'p', empty: '', none: null } } } },
      ],
      extra: { sendToPhones: ['+1 555 123 4567'], receiver: '+5511999999999', count: 3, ok: true, at: null, email: '' },
    };
    expect(scrubValue(event)).toEqual({
      event_id: 'a1b2c3',
      level: 'error',
      message: 'Failed for [email]',
      exception: { values: [{ type: 'Error', value: 'Request failed with token=[token] for [phone]' }] },
      request: {
        url: 'https://api.example.com/incidents?token=[token]&tenant=5',
        headers: { Authorization: '[token]', 'x-mac': '[token]', 'x-origin-request': 'https://app/#/tenant_5/incident/live/7' },
      },
      user: { id: '42', email: '[email]' },
      breadcrumbs: [
        { category: 'xhr', data: { url: '/auth/sso/[token]', method: 'GET', status_code: 500 } },
        {
          category: 'console',
          message: 'sending SMS to [phone]',
          data: { arguments: [{ phone: '[phone]', body: 'hello [email]' }, 'apiKey=[token]'] },
        },
        {
          category: 'ui',
          data: { nested: { more: { text: 'Bearer [token]', apiKey: '[token]', password: '[redacted]', empty: '', none: null } } },
        },
      ],
      extra: { sendToPhones: '[phone]', receiver: '[phone]', count: 3, ok: true, at: null, email: '' },
    });
    expect(event.user.email).toBe('op@tenant.io');
  });

  it.each([
    [null, null],
    [undefined, undefined],
    [42, 42],
    [true, true],
    ['a@b.io', '[email]'],
    [[' 555-1234 '], [' [phone] ']],
  ])('%j -> %j', (value, expected) => {
    expect(scrubValue(value)).toEqual(expected);
  });

  it('marks cycles and keeps shared (non-cyclic) references', () => {
    const shared = { note: 'a@b.io' };
    const root: Record<string, unknown> = { a: shared, b: shared, list: [] };
    root['self'] = root;
    (root['list'] as unknown[]).push(root, shared);
    expect(scrubValue(root)).toEqual({
      a: { note: '[email]' },
      b: { note: '[email]' },
      list: ['[circular]', { note: '[email]' }],
      self: '[circular]',
    });
  });

  it('truncates very deep nesting instead of overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = { next: deep };
    let out = scrubValue(deep);
    for (let i = 0; i < MAX_SCRUB_DEPTH; i++) out = (out as { next: unknown }).next;
    expect(out).toBe('[truncated]');
  });

  it('turns an Error into a plain scrubbed object and keeps Dates', () => {
    const error = Object.assign(new Error('failed for a@b.io'), { code: 'E1', token: 'abc' });
    const date = new Date(0);
    const out = scrubValue({ error, date }) as { error: Record<string, unknown>; date: unknown };
    expect(out.error['name']).toBe('Error');
    expect(out.error['message']).toBe('failed for [email]');
    expect(out.error['code']).toBe('E1');
    expect(out.error['token']).toBe('[token]');
    expect(typeof out.error['stack']).toBe('string');
    expect(out.date).toBe(date);
  });

  it('copes with a throwing getter', () => {
    const hostile = {
      ok: 'x',
      get bad(): string {
        throw new Error('boom');
      },
    };
    expect(scrubValue({ hostile })).toEqual({ hostile: '[truncated]' });
  });
});
