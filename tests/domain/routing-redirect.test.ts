import { describe, expect, it } from 'vitest';
import { routeWithoutToken } from '../../src/domain/routing/login-route';
import { err, ok } from '../../src/domain/shared/result';
import { isAppRoute, normalizeRedirect, redirectFirstSegment, safeRedirect } from '../../src/domain/routing/redirect';
import type { TenantId } from '../../src/domain/tenant/tenant-id';

const session = 'tenant_5' as TenantId;

describe('SPEC §2 Login: a safe redirect is an in-app route, normalised to no leading slash', () => {
  it.each([
    ['tenant_5/reports', 'tenant_5/reports'],
    ['/tenant_5/reports', 'tenant_5/reports'],
    ['#/tenant_5/reports', 'tenant_5/reports'],
    ['/tenant_5/incident/view/12?fromIncidentDetail=true', 'tenant_5/incident/view/12?fromIncidentDetail=true'],
    ['%2Ftenant_5%2Fincident%2Fview%2F12%3FfromIncidentDetail%3Dtrue', 'tenant_5/incident/view/12?fromIncidentDetail=true'],
    ['%252Ftenant_5%252Freports', 'tenant_5/reports'],
    ['tenant_5/control-panel', 'tenant_5/control-panel'],
    ['tenant_5/incident/live/42/view', 'tenant_5/incident/live/42/view'],
    ['tenant_5/incident/live/42', 'tenant_5/incident/live/42'],
    ['tenant_5/incident/view/7?fromIncidentDetail=true', 'tenant_5/incident/view/7?fromIncidentDetail=true'],
    ['tenant_5/users?tokens=1&my_token=2', 'tenant_5/users?tokens=1&my_token=2'],
    // A phone's '+' in the query stays a plus (not a space), however it arrives.
    ['tenant_5/incident/live?phone=%2B5215512345678', 'tenant_5/incident/live?phone=%2B5215512345678'],
    ['tenant_5%2Fincident%2Flive%3Fphone%3D%252B5215512345678', 'tenant_5/incident/live?phone=%2B5215512345678'],
    ['tenant_5/incident/live?phone=+5215512345678', 'tenant_5/incident/live?phone=%2B5215512345678'],
  ])('%j -> %j', (raw, expected) => {
    expect(safeRedirect(raw, session)).toEqual(ok(expected));
  });

  it('normalising a normalised redirect changes nothing', () => {
    const once = safeRedirect('tenant_5/incident/live?phone=%2B5215512345678', session);
    expect(once.ok && safeRedirect(once.value, session)).toEqual(once);
  });

  it('the public tenant redirects within itself', () => {
    expect(safeRedirect('/public/incidents-map', 'public' as TenantId)).toEqual(ok('public/incidents-map'));
  });
});

describe('SPEC §2 Login: hostile redirects are rejected (the default landing is used)', () => {
  it.each([
    ['', 'empty'],
    ['/', 'empty'],
    ['#/', 'empty'],
    ['%2F', 'empty'],
    ['x'.repeat(2049), 'too_long'],
    ['x'.repeat(100_000), 'too_long'],
    ['%E0%A4%A', 'malformed_encoding'],
    // A single sign-on token never travels on in a redirect (address bar, history).
    ['tenant_5/users?token=abc', 'carries_token'],
    ['tenant_5/incident/view/3?fromIncidentDetail=true&token=abc', 'carries_token'],
    ['tenant_5/users?TOKEN=abc', 'carries_token'],
    ['tenant_5%2Fusers%3Ftoken%3Dabc', 'carries_token'],
    ['tenant_5/users?token', 'carries_token'],
    ['tenant_5/incident/view/7?token=abc.def-ghi_jk&fromIncidentDetail=true', 'carries_token'],
    ['%', 'malformed_encoding'],
    ['http://evil.com', 'unsafe_character'],
    ['https://evil.com/tenant_5', 'unsafe_character'],
    ['javascript:alert(1)', 'unsafe_character'],
    ['JaVaScRiPt:alert(1)', 'unsafe_character'],
    [' javascript:alert(1)', 'unsafe_character'],
    ['\tjavascript:alert(1)', 'unsafe_character'],
    ['java\nscript:alert(1)', 'unsafe_character'],
    ['java\u0000script:alert(1)', 'unsafe_character'],
    ['data:text/html,<script>alert(1)</script>', 'unsafe_character'],
    ['vbscript:msgbox(1)', 'unsafe_character'],
    ['javascript%3Aalert(1)', 'unsafe_character'],
    ['//evil.com', 'protocol_relative'],
    ['#//evil.com', 'protocol_relative'],
    ['/\\evil.com', 'unsafe_character'],
    ['\\\\evil.com', 'unsafe_character'],
    ['tenant_5\\reports', 'unsafe_character'],
    ['%2F%2Fevil.com', 'protocol_relative'],
    ['%252F%252Fevil.com', 'protocol_relative'],
    ['%5C%5Cevil.com', 'unsafe_character'],
    ['/%5Cevil.com', 'unsafe_character'],
    ['tenant_5/reports%0a', 'unsafe_character'],
    ['tenant_5/%09reports', 'unsafe_character'],
    ['tenant_5/reports%00', 'unsafe_character'],
    ['%25252F%25252Fevil.com', 'protocol_relative'],
    ['%2525252F%2525252Fevil.com', 'unsafe_character'],
    ['tenant_5/../../admin', 'dot_segment'],
    ['tenant_5/%2e%2e/admin', 'dot_segment'],
    ['tenant_5/./reports', 'dot_segment'],
    ['tenant_5//reports', 'empty_segment'],
    ['tenant_5/reports/', 'empty_segment'],
    ['tenant_5@evil.com', 'unsafe_character'],
    ['evil.com%40tenant_5', 'unsafe_character'],
    ['tenant_5 /reports', 'unsafe_character'],
    ['tenant_5/reports#x', 'unsafe_character'],
    ['tenant_5/ｒeports', 'unsafe_character'],
    ['tenant_5／reports', 'unsafe_character'],
    ['tenant_5/<x>', 'unsafe_character'],
    ['https://evil.example/phish', 'unsafe_character'],
    ['http:%2F%2Fevil.example', 'unsafe_character'],
    ['public/../../evil', 'dot_segment'],
    ['public/users@evil.example', 'unsafe_character'],
    ['javascript:alert(document.domain)', 'unsafe_character'],
  ])('%j is rejected (%s)', (raw, reason) => {
    expect(safeRedirect(raw, session)).toEqual(err(reason));
  });

  it.each([
    ['tenant_6/reports', session],
    ['public/incidents-map', session],
    ['tenant_5/reports', 'public' as TenantId],
    ['tenant_5/reports', null],
    ['tenant_5/reports', undefined],
    ['5/reports', session],
    ['reports', session],
    ['login', session],
    ['teleport/5', session],
    ['incident/live', session],
  ])('%j with session %j is a tenant mismatch', (raw, s) => {
    expect(safeRedirect(raw, s)).toEqual(err('tenant_mismatch'));
  });

  it.each([[null], [undefined]])('%j is empty', (raw) => {
    expect(normalizeRedirect(raw)).toEqual(err('empty'));
  });
});

describe('SPEC §2 Login: the hostile values an attacker puts in a sign-in link, each refused for its reason', () => {
  // The browser test (tests/e2e/hostile-input.spec.ts) signs in with one value of each kind; every value is here.
  it.each([
    ['https://evil.example', 'unsafe_character'],
    ['//evil.example', 'protocol_relative'],
    ['///evil.example', 'protocol_relative'],
    ['\\\\evil.example', 'unsafe_character'],
    ['/\\evil.example', 'unsafe_character'],
    ['http:evil.example', 'unsafe_character'],
    ['javascript:__pwned()', 'unsafe_character'],
    ['JaVaScRiPt:__pwned()', 'unsafe_character'],
    [' javascript:__pwned()', 'unsafe_character'],
    ['data:text/html,<script>__pwned()</script>', 'unsafe_character'],
    ['vbscript:msgbox(1)', 'unsafe_character'],
    ['blob:https://evil.example/x', 'unsafe_character'],
    ['%2F%2Fevil.example', 'protocol_relative'],
    ['%252F%252Fevil.example', 'protocol_relative'],
    ['https:%2F%2Fevil.example', 'unsafe_character'],
    ['@evil.example', 'unsafe_character'],
    ['public/users', 'tenant_mismatch'],
    ['tenant_12/users', 'tenant_mismatch'],
    ['../tenant_12/users', 'dot_segment'],
    ['tenant_5/../tenant_12/users', 'dot_segment'],
    ['tenant_5/users?token=abc', 'carries_token'],
    ['tenant_5/incident/live?redirect=https://evil.example', 'unsafe_character'],
    [`tenant_5/${'a'.repeat(3000)}`, 'too_long'],
    ['\u0000tenant_5/users', 'unsafe_character'],
    ['tenant_5/users#https://evil.example', 'unsafe_character'],
  ])('%j is refused: %s', (raw, reason) => {
    expect(safeRedirect(raw, session)).toEqual(err(reason));
  });
});

describe('SPEC §2 Screens and routes: a redirect inside the app to a route that does not exist goes to the landing route', () => {
  it.each([
    ['the tenant alone', 'tenant_5'],
    ['a made-up section', 'tenant_5/not-a-section'],
    ['a section with a path under it', 'tenant_5/users/7'],
    ['an incident path with no route', 'tenant_5/incident/archive/7'],
    ['an incident view without its id', 'tenant_5/incident/view'],
    ['a live view with a tail', 'tenant_5/incident/live/42/view/more'],
    ['the sidebar key of the live page as a section', 'tenant_5/teleport'],
    ['a login route under the tenant', 'tenant_5/login'],
  ])('%s (%j) is refused', (_case, raw) => {
    expect(safeRedirect(raw, session)).toEqual(err('unknown_route'));
  });

  it.each<[string, boolean]>([
    ['tenant_5/incident/live', true],
    ['tenant_5/incident/live/42', true],
    ['tenant_5/incident/live/42/view', true],
    ['tenant_5/incident/view/42?fromIncidentDetail=true', true],
    ['tenant_5/users', true],
    ['tenant_5/user-behaviour', true],
    ['tenant_5/teleport-map', true],
    ['public/incidents-map', true],
    ['login', false],
    ['teleport/5', false],
    ['minihq/5/login', false],
    ['deeplinks', false],
    ['tenant_5/nope', false],
  ])('isAppRoute(%j) is %s', (route, expected) => {
    expect(isAppRoute(route)).toBe(expected);
  });
});

describe('SPEC §2 Login: first segment of the redirect', () => {
  it.each([
    ['tenant_9/reports', 'tenant_9'],
    ['/public', 'public'],
    ['tenant_9?x=1', 'tenant_9'],
    ['//evil.com', null],
    ['', null],
  ])('%j -> %j', (raw, expected) => {
    expect(redirectFirstSegment(raw)).toBe(expected);
  });
});

describe('SPEC §2: a single sign-on token is taken out of a route once read', () => {
  it('only the token goes, every one of them; other query values stay as written', () => {
    const routes = [
      'tenant_5/users?token=abc',
      'tenant_5/incident/view/7?token=abc&fromIncidentDetail=true',
      'tenant_5/incident/live?phone=%2B5215512345678&token=a.b',
      'login?token=x&tenant=tenant_5&token=y',
      'tenant_5/users?tokens=1',
      'tenant_5/users',
      'tenant_5/users?',
    ];
    expect(routes.map(routeWithoutToken)).toEqual([
      'tenant_5/users',
      'tenant_5/incident/view/7?fromIncidentDetail=true',
      'tenant_5/incident/live?phone=%2B5215512345678',
      'login?tenant=tenant_5',
      'tenant_5/users?tokens=1',
      'tenant_5/users',
      'tenant_5/users',
    ]);
  });
});
