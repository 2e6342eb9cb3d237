import { inflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { reportSecurityFigure } from '../e2e/security-figures';
import { API, Backend, type Account } from './backend';

/**
 * Error reports carry no secret: the production build, its Sentry DSN pointed at a collector this test answers
 * (E2E_SENTRY_COLLECTOR, the DSN's origin; `npm run bench -- security` builds the console so), is made to fail with a
 * single sign-on token in a path, a share token, a password, an e-mail and a phone in its errors, breadcrumbs,
 * requests and address; every envelope that leaves (compressed replay segments inflated) is searched for them.
 */
const COLLECTOR = process.env.E2E_SENTRY_COLLECTOR;

const OPERATOR: Account = {
  email: 'operator@tenant5.example',
  password: 'correct horse battery staple',
  tenant: 'tenant_5',
  token: 'jwt-operator-5',
  userId: 51,
  isSuperUser: false,
  permissions: ['teleport', 'reports', 'incidents'],
};

const SECRETS = {
  ssoToken: 'Qm8xN2pLc0VwWkR3dFlhUkJ1VjlIcWNm',
  shareToken: 'sh4reT0kenR9vLm2Xq8Zp5Wk3Jn7Bd1Y',
  password: 'Tr0ub4dor&3-horse',
  email: 'maria.silva@cliente.example',
  phone: '+5511987654321',
};
/** What the page is given: the secrets, and the backend's address it calls with them. */
const SENT = { ...SECRETS, api: API };

/** The texts of an envelope's items: JSON lines as they are, compressed replay segments inflated. */
function envelopeTexts(body: Buffer): string[] {
  const texts: string[] = [];
  let at = body.indexOf(0x0a) + 1;
  texts.push(body.subarray(0, at).toString('utf8'));
  while (at > 0 && at < body.length) {
    const headerEnd = body.indexOf(0x0a, at);
    if (headerEnd < 0) break;
    const header = JSON.parse(body.subarray(at, headerEnd).toString('utf8')) as { length?: number };
    const start = headerEnd + 1;
    const end =
      typeof header.length === 'number' ? start + header.length : body.indexOf(0x0a, start) < 0 ? body.length : body.indexOf(0x0a, start);
    const payload = body.subarray(start, end);
    texts.push(body.subarray(at, headerEnd).toString('utf8'));
    try {
      texts.push(inflateSync(payload).toString('utf8'));
    } catch {
      texts.push(payload.toString('utf8'));
    }
    at = end + 1;
  }
  return texts;
}

test.describe('production build: secrets in error reports', () => {
  test.skip(!COLLECTOR, 'needs a build whose Sentry DSN points at E2E_SENTRY_COLLECTOR (npm run bench -- security)');

  test('errors, breadcrumbs, spans and replays carrying tokens, a password, an e-mail and a phone leave with none of them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const envelopes: Buffer[] = [];
    await page.route(`${COLLECTOR}/**`, async (route) => {
      envelopes.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
      await route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, json: {} });
    });
    const backend = new Backend([OPERATOR], ['teleport', 'reports', 'incidents']);
    await backend.install(page);

    await page.goto(`/#/login`);
    await page.getByLabel('Email').fill(OPERATOR.email);
    await page.getByLabel('Password').fill(OPERATOR.password);
    await page.getByLabel('Tenant').fill(OPERATOR.tenant);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/#\/tenant_5\/reports$/, { timeout: 15_000 });

    await page.evaluate(async (s) => {
      console.error(`single sign-on refused for /auth/sso/${s.ssoToken}?skipValidation=true (${s.email}, ${s.phone})`);
      window.history.pushState(null, '', `#/tenant_5/incident/live/7/view?share=${s.shareToken}`);
      await fetch(`${s.api}/auth/sso/hq/${s.ssoToken}?share=${s.shareToken}`).catch(() => undefined);
      window.setTimeout(() => {
        throw new Error(`GET /auth/sso/${s.ssoToken} failed for ${s.email} at ${s.phone}`);
      });
      window.setTimeout(() => {
        throw new Error(`login {"email":"${s.email}","password":"${s.password}"} share=${s.shareToken}`);
      });
      void Promise.reject(new Error(`password=${encodeURIComponent(s.password)}&phone=${encodeURIComponent(s.phone)}`));
    }, SENT);

    const events = () => envelopes.filter((e) => e.toString('latin1').includes('"type":"event"')).length;
    await expect.poll(events, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    // Let the transactions and replay segments of the errors leave too.
    await page.waitForTimeout(6_000);

    const texts = envelopes.flatMap(envelopeTexts);
    // Each secret as written, percent-encoded and JSON-escaped: a report holding any form of it counts.
    const forms = (secret: string) => [secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)];
    const found = Object.entries(SECRETS).filter(([, secret]) => texts.some((text) => forms(secret).some((form) => text.includes(form))));
    reportSecurityFigure({
      measure: 'secrets found in captured reports',
      tried: Object.keys(SECRETS).length,
      through: found.length,
      unit: 'secrets planted (single sign-on token in a path, share token, password, e-mail, phone)',
      throughUnit: 'found',
      note: `${envelopes.length} envelopes, ${events()} error events captured${found.length ? `; found: ${found.map(([k]) => k).join(', ')}` : ''}`,
    });
    expect(found.map(([name]) => name)).toEqual([]);
  });
});
