import { describe, expect, it } from 'vitest';
import { takeSecretsFromAddress, type AddressParts } from '../../src/domain/routing/address-secrets';

const TOKEN = 'q8Xf3kLz0pW2rT9vYb6nM1sD4hJ7gC5a';
const at = (pathname: string, search: string, hash: string): AddressParts => ({ pathname, search, hash });

describe('SPEC §2 Login, §9: secrets taken out of the address wherever they arrive', () => {
  it.each([
    ['real query', at('/', `?token=${TOKEN}`, '#/tenant_5/incident/live/7'), at('/', '', '#/tenant_5/incident/live/7'), { token: TOKEN }],
    [
      'real query, other values kept',
      at('/app/', `?a=1&token=${TOKEN}&b=2`, '#/login'),
      at('/app/', '?a=1&b=2', '#/login'),
      { token: TOKEN },
    ],
    [
      'hash query',
      at('/', '', `#/tenant_5/incident/live/7?token=${TOKEN}&x=1`),
      at('/', '', '#/tenant_5/incident/live/7?x=1'),
      { token: TOKEN },
    ],
    [
      'login e-mail and password',
      at('/', '', '#/login/tenant_5?email=super%40tenant5.demo&password=demo%201234'),
      at('/', '', '#/login/tenant_5?email=super%40tenant5.demo'),
      { password: 'demo 1234' },
    ],
    [
      'both, any case',
      at('/', `?TOKEN=${TOKEN}`, '#/login?Password=p&tenant=5&token=other'),
      at('/', '', '#/login?tenant=5'),
      { token: TOKEN, password: 'p' },
    ],
    ['empty values removed too', at('/', '?token=', '#/login?password'), at('/', '', '#/login'), {}],
    ['a single sign-on path', at(`/auth/sso/${TOKEN}`, '', ''), at('/', '', ''), {}],
    [
      'an HQ single sign-on path under a base',
      at(`/console/auth/sso/hq/${TOKEN}/`, '?skipValidation=true', ''),
      at('/console/', '?skipValidation=true', ''),
      {},
    ],
    ['an encoded key', at('/', `?%74oken=${TOKEN}`, ''), at('/', '', ''), { token: TOKEN }],
  ])('%s', (_, address, clean, secrets) => {
    const taken = takeSecretsFromAddress(address);
    expect(taken.clean).toEqual(clean);
    expect(taken.secrets).toEqual(secrets);
  });

  it.each([
    at('/', '', '#/tenant_5/incident/live/7/view?share=abc'),
    at('/', '?phone=123', '#/login?tenant=5&tokens=1&redirect=tenant_5%2Freports'),
    at('/auth/sso/', '', '#/'),
    at('/', '', ''),
  ])('%j holds no secret: left as it is', (address) => {
    expect(takeSecretsFromAddress(address)).toMatchObject({ clean: null, secrets: {} });
  });

  it('names the route the secrets came with', () => {
    expect(takeSecretsFromAddress(at('/', `?token=${TOKEN}`, '#/tenant_5/incident/live/7?x=1')).route).toBe('tenant_5/incident/live/7');
  });
});
