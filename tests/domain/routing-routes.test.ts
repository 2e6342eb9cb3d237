import { describe, expect, it } from 'vitest';
import { SIDEBAR_ENTRIES, sidebarEntryRoute } from '../../src/domain/routing/sidebar';
import { parseRoute, routeLink, routePath, type AppRoute, type RouteQuery } from '../../src/domain/routing/routes';

describe('SPEC §2 Screens and routes: one table builds and parses every route', () => {
  it.each<[string, AppRoute, RouteQuery, string]>([
    ['login', { name: 'login' }, {}, 'login'],
    ['login with a redirect (encoded once)', { name: 'login' }, { redirect: 'tenant_5/users' }, 'login?redirect=tenant_5%2Fusers'],
    ['login/{tenant}', { name: 'login', tenant: 'tenant_5' }, {}, 'login/tenant_5'],
    ['minihq/{tenant}', { name: 'mini-hq', tenant: 'tenant_5' }, {}, 'minihq/tenant_5'],
    ['minihq/{tenant}/login', { name: 'mini-hq', tenant: 'tenant_5', login: true }, {}, 'minihq/tenant_5/login'],
    ['teleport/{tenant}', { name: 'teleport', tenant: 'tenant_24' }, {}, 'teleport/tenant_24'],
    ['teleport/{tenant}/login', { name: 'teleport', tenant: 'tenant_24', login: true }, {}, 'teleport/tenant_24/login'],
    ['deeplinks', { name: 'deeplinks' }, {}, 'deeplinks'],
    ['{tenant}/incident/live (create mode)', { name: 'incident-create', tenant: 'public' }, {}, 'public/incident/live'],
    [
      'create mode with a phone (the + written %2B, spaces as +)',
      { name: 'incident-create', tenant: 'tenant_5' },
      { phone: '+52 55 1234' },
      'tenant_5/incident/live?phone=%2B52+55+1234',
    ],
    ['{tenant}/incident/live/{id}', { name: 'incident-live', tenant: 'tenant_5', id: '42' }, {}, 'tenant_5/incident/live/42'],
    [
      'live view with a notice',
      { name: 'incident-live', tenant: 'public', id: '7' },
      { notice: 'number_not_registered_on_whatsapp' },
      'public/incident/live/7?notice=number_not_registered_on_whatsapp',
    ],
    ['an id with a slash is one segment', { name: 'incident-live', tenant: 'tenant_5', id: 'a/b' }, {}, 'tenant_5/incident/live/a%2Fb'],
    [
      '{tenant}/incident/live/{id}/view',
      { name: 'incident-live-view', tenant: 'tenant_5', id: '42' },
      {},
      'tenant_5/incident/live/42/view',
    ],
    ['{tenant}/incident/view/{id}', { name: 'incident-view', tenant: 'public', id: '9' }, {}, 'public/incident/view/9'],
    [
      'incident view with token and fromIncidentDetail',
      { name: 'incident-view', tenant: 'public', id: '9' },
      { token: 'abc', fromIncidentDetail: 'true' },
      'public/incident/view/9?token=abc&fromIncidentDetail=true',
    ],
    ['{tenant}/{section}', { name: 'admin-section', tenant: 'tenant_5', section: 'reports' }, {}, 'tenant_5/reports'],
  ])('%s', (_name, route, query, path) => {
    expect(routePath(route, query)).toBe(path);
    expect(routeLink(route, query)).toBe(`/${path}`);
    expect(parseRoute(path)).toEqual({ route, query });
    expect(parseRoute(`#/${path}`)).toEqual({ route, query });
  });

  it.each([
    ['the empty path', ''],
    ['an empty segment', 'tenant_5//reports'],
    ['a trailing slash', 'tenant_5/incident/live/'],
    ['incident alone', 'tenant_5/incident'],
    ['incident view without an id', 'tenant_5/incident/view'],
    ['too many segments', 'tenant_5/incident/live/42/view/more'],
    ['a section with a child', 'tenant_5/reports/2024'],
    ['a tenant alone', 'tenant_5'],
    ['a bad escape', 'tenant_5/incident/live/%E0%A4%A'],
    ['login with two segments', 'login/tenant_5/more'],
    ['teleport without a tenant', 'teleport'],
    ['minihq with an unknown child', 'minihq/tenant_5/other'],
  ])('%s is no route', (_name, path) => {
    expect(parseRoute(path)).toBeNull();
  });

  it('SPEC §2 Sidebar: each entry opens {tenant}/{key}; Teleport is the create-incident route', () => {
    for (const entry of SIDEBAR_ENTRIES) {
      expect(routePath(sidebarEntryRoute('tenant_5', entry))).toBe(`tenant_5/${entry.key}`);
    }
    expect(sidebarEntryRoute('tenant_5', SIDEBAR_ENTRIES[0]!)).toEqual({ name: 'incident-create', tenant: 'tenant_5' });
  });
});

describe('SPEC §2: query values are written as a form query, the way URLSearchParams writes them', () => {
  it.each(['+52 55 1234', "a!b'c(d)e~f*g", 'tenant_5/incident/view/9?fromIncidentDetail=true', 'ção & co = 100%'])('%s', (value) => {
    const path = routePath({ name: 'login' }, { redirect: value });
    expect(path).toBe(`login?${new URLSearchParams({ redirect: value }).toString()}`);
    expect(parseRoute(path)?.query).toEqual({ redirect: value });
  });
});
