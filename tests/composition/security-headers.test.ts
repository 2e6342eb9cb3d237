import { describe, expect, it } from 'vitest';
import {
  assetOrigins,
  contentSecurityPolicy,
  cspDirectives,
  originOf,
  securityHeaders,
  securityMetaTags,
  type SecurityEnv,
} from '../../build/security-headers';

const PRODUCTION: SecurityEnv = {
  adapters: 'real',
  apiUrl: 'https://api.example.org/v1',
  graphqlUrl: 'https://graph.example.org/graphql',
  sentryDsn: 'https://abc123@o42.ingest.sentry.io/7',
  googleMapsApiKey: 'key',
};

const directive = (env: SecurityEnv, name: string) => cspDirectives(env).find(([n]) => n === name)?.[1] ?? [];

describe('Content-Security-Policy of the built console', () => {
  it.each<[string, SecurityEnv]>([
    ['demo', { adapters: 'fake' }],
    ['production', PRODUCTION],
    ['production without maps', { ...PRODUCTION, googleMapsApiKey: '' }],
  ])('%s: no inline or evaluated script, no plugins, base and forms to itself', (_name, env) => {
    const scripts = directive(env, 'script-src');
    expect(scripts[0]).toBe("'self'");
    expect(scripts.join(' ')).not.toMatch(/unsafe|data:|blob:|\*(?!\.)/);
    expect(directive(env, 'object-src')).toEqual(["'none'"]);
    expect(directive(env, 'base-uri')).toEqual(["'self'"]);
    expect(directive(env, 'form-action')).toEqual(["'self'"]);
  });

  it('the demo talks to nothing outside its own origin but the street map, and to nothing at all with the street map off', () => {
    expect(contentSecurityPolicy({ adapters: 'fake', mapStyleUrl: 'none' })).not.toMatch(/https?:|wss?:/);
    const hosts = contentSecurityPolicy({ adapters: 'fake' }).match(/(https?|wss?):\/\/[^\s;]+/g) ?? [];
    expect(new Set(hosts)).toEqual(new Set(['https://tiles.openfreemap.org']));
  });

  it.each<[string, SecurityEnv, readonly string[]]>([
    ['the default style', { adapters: 'fake' }, ['https://tiles.openfreemap.org']],
    [
      'a configured style and tile hosts',
      { adapters: 'real', mapStyleUrl: 'https://maps.example.org/style.json', mapHosts: 'https://tiles.example.org/{z}, cdn.invalid' },
      ['https://maps.example.org', 'https://tiles.example.org'],
    ],
    ['no street map', { adapters: 'real', mapStyleUrl: 'none' }, []],
    ['a Google key (Google draws the maps)', { ...PRODUCTION }, []],
  ])('the street map (%s) may fetch its style, tiles, glyphs and sprites and run its worker from a blob', (_name, env, origins) => {
    const connect = directive(env, 'connect-src');
    const images = directive(env, 'img-src');
    for (const origin of origins) {
      expect(connect).toContain(origin);
      expect(images).toContain(origin);
    }
    if (origins.length === 0) expect(connect.join(' ')).not.toMatch(/openfreemap|maps\.example/);
    expect(directive(env, 'worker-src')).toEqual(["'self'", 'blob:']);
  });

  it.each<[string, SecurityEnv]>([
    ['demo', { adapters: 'fake' }],
    ['production', PRODUCTION],
    ['production without maps', { adapters: 'real', apiUrl: 'https://api.example.org' }],
  ])(
    'the %s build may register its push worker (public/push-worker.js) from its own origin, and a worker from no other host',
    (_name, env) => {
      expect(directive(env, 'worker-src')).toContain("'self'");
      expect(directive(env, 'worker-src').filter((source) => source !== "'self'" && source !== 'blob:')).toEqual([]);
      const header = new Map(securityHeaders(env)).get('Content-Security-Policy') ?? '';
      expect(header).toMatch(/(^|; )worker-src 'self'( |;|$)/);
    },
  );

  it('production allows the API, GraphQL, websocket (derived from the API), Sentry, Agora, Twilio and, with a key, Google Maps', () => {
    const connect = directive(PRODUCTION, 'connect-src');
    expect(connect).toEqual(
      expect.arrayContaining([
        'https://api.example.org',
        'https://graph.example.org',
        'wss://api.example.org',
        'https://o42.ingest.sentry.io',
        'wss://*.agora.io:*',
        'https://*.sd-rtn.com:*',
        'wss://*.twilio.com:*',
        'https://*.googleapis.com',
      ]),
    );
    expect(directive(PRODUCTION, 'script-src')).toContain('https://maps.googleapis.com');
    expect(directive({ ...PRODUCTION, googleMapsApiKey: '' }, 'script-src')).toEqual(["'self'"]);
    expect(directive({ ...PRODUCTION, wsUrl: 'wss://live.example.org:8443/socket' }, 'connect-src')).toContain(
      'wss://live.example.org:8443',
    );
  });

  it.each([
    ['https://api.example.org/v1?x=1', 'https://api.example.org'],
    ['http://localhost:3000/graphql', 'http://localhost:3000'],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['', null],
    [undefined, null],
  ])('originOf(%s) is %s', (url, origin) => expect(originOf(url)).toBe(origin));

  it('the headers for the host add frame-ancestors none, nosniff, a referrer policy and a permissions policy', () => {
    const headers = Object.fromEntries(securityHeaders(PRODUCTION));
    expect(headers['Content-Security-Policy']).toMatch(/frame-ancestors 'none'$/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=(self)');
    expect(Object.fromEntries(securityHeaders(PRODUCTION, '/__csp-report'))['Content-Security-Policy']).toMatch(
      /report-uri \/__csp-report; report-to csp$/,
    );
  });

  it('the meta tags carry the policy HTML-escaped and without frame-ancestors (a meta cannot)', () => {
    const tags = securityMetaTags({ ...PRODUCTION, apiUrl: 'https://api.example.org/"><script>' });
    expect(tags).not.toContain('<script>');
    expect(tags).not.toContain('frame-ancestors');
    expect(tags).toContain('<meta name="referrer" content="strict-origin-when-cross-origin" />');
  });

  it('images and media come only from the app, the API and the configured asset hosts (with blob: and data:), never any https: host', () => {
    const env: SecurityEnv = {
      ...PRODUCTION,
      googleMapsApiKey: '',
      assetHosts: 'https://storage.example.net/bucket, https://cdn.example.net  nonsense',
    };
    const hosts = ['https://api.example.org', 'https://storage.example.net', 'https://cdn.example.net'];
    // Exactly these (and the street map's style host for images): an unconfigured host is absent, and no wildcard.
    expect(directive(env, 'img-src')).toEqual(["'self'", 'data:', 'blob:', ...hosts, 'https://tiles.openfreemap.org']);
    expect(directive(env, 'media-src')).toEqual(["'self'", 'blob:', 'data:', ...hosts]);
    for (const name of ['img-src', 'media-src']) expect(directive(env, name).join(' ')).not.toMatch(/https:(?!\/\/)|\*|nonsense/);
    expect(directive(PRODUCTION, 'img-src')).toContain('https://*.gstatic.com');
    expect(directive({ adapters: 'fake', mapStyleUrl: 'none' }, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive({ adapters: 'fake' }, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.openfreemap.org']);
    expect(assetOrigins({ adapters: 'real', assetHosts: 'javascript:alert(1), https://a.example.net/x' })).toEqual([
      'https://a.example.net',
    ]);
  });

  it('a configured report address adds report-uri, report-to and its Reporting-Endpoints header; none without one', () => {
    const reported = Object.fromEntries(securityHeaders({ ...PRODUCTION, reportUri: 'https://reports.example.org/csp' }));
    expect(reported['Content-Security-Policy']).toMatch(/; report-uri https:\/\/reports\.example\.org\/csp; report-to csp$/);
    expect(reported['Reporting-Endpoints']).toBe('csp="https://reports.example.org/csp"');
    const plain = Object.fromEntries(securityHeaders(PRODUCTION));
    expect(plain['Content-Security-Policy']).not.toMatch(/report-/);
    expect(plain['Reporting-Endpoints']).toBeUndefined();
    // A <meta> policy cannot carry reports nor frame-ancestors: they stay in the headers only.
    expect(securityMetaTags({ ...PRODUCTION, reportUri: 'https://reports.example.org/csp' })).not.toMatch(/report-|frame-ancestors/);
  });
});
