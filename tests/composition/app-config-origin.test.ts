import { describe, expect, it } from 'vitest';
import { readConfig, SAME_ORIGIN } from '../../src/composition/app-config';
import { contentSecurityPolicy } from '../../build/security-headers';

/** A console served by its backend's origin calls the address it was opened at, whichever that is. */
describe('the API at the page’s own origin', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000', 'http://localhost:3000/graphql', 'ws://localhost:3000'],
    ['https://192.168.1.20:3000', 'https://192.168.1.20:3000', 'https://192.168.1.20:3000/graphql', 'wss://192.168.1.20:3000'],
  ])('opened at %s', (page, api, graphql, ws) => {
    const config = readConfig({ VITE_API_URL: SAME_ORIGIN }, page);
    expect(config).toMatchObject({ apiUrl: api, graphqlUrl: graphql, wsUrl: ws });
  });

  it('a configured address stays as it is, wherever the page is opened', () => {
    const config = readConfig({ VITE_API_URL: 'https://api.example.org/' }, 'https://console.example.org');
    expect(config).toMatchObject({ apiUrl: 'https://api.example.org', wsUrl: 'wss://api.example.org' });
  });

  it('the built policy lets the page reach only its own origin for the API', () => {
    const policy = contentSecurityPolicy({ adapters: 'real', apiUrl: SAME_ORIGIN });
    const connect = policy.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? '';
    expect(connect).toContain("'self'");
    expect(connect).not.toMatch(/localhost|\/\s|\s\/$/);
  });
});
