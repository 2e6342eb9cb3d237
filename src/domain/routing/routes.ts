/**
 * SPEC §2 Screens and routes: every route of the console, built and parsed here only. Routes have no leading '#/'
 * ('tenant_5/incident/live/42'); `routeLink` adds the '/' a router link wants. Path values are percent-encoded one by
 * one; query values are written as a form query (URLSearchParams), in the order given.
 */
export type AppRoute =
  | { readonly name: 'login'; readonly tenant?: string }
  | { readonly name: 'mini-hq'; readonly tenant: string; readonly login?: boolean }
  | { readonly name: 'teleport'; readonly tenant: string; readonly login?: boolean }
  | { readonly name: 'deeplinks' }
  | { readonly name: 'incident-create'; readonly tenant: string }
  | { readonly name: 'incident-live'; readonly tenant: string; readonly id: string }
  | { readonly name: 'incident-live-view'; readonly tenant: string; readonly id: string }
  | { readonly name: 'incident-view'; readonly tenant: string; readonly id: string }
  | { readonly name: 'admin-section'; readonly tenant: string; readonly section: string };

/** SPEC §2: the create/landing route under a tenant. */
export const INCIDENT_LIVE_SEGMENT = 'incident/live';

export type RouteQuery = Readonly<Record<string, string>>;

export interface ParsedRoute {
  readonly route: AppRoute;
  readonly query: RouteQuery;
}

const segment = (value: string) => encodeURIComponent(value);

/** A form-query value (application/x-www-form-urlencoded, as URLSearchParams writes it: space as '+'). */
function formEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

function formDecode(value: string): string {
  const spaced = value.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

function writeQuery(query: RouteQuery): string {
  return Object.entries(query)
    .map(([key, value]) => `${formEncode(key)}=${formEncode(value)}`)
    .join('&');
}

function readQuery(search: string): RouteQuery {
  const query: Record<string, string> = {};
  for (const pair of search.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = formDecode(equals === -1 ? pair : pair.slice(0, equals));
    query[key] = equals === -1 ? '' : formDecode(pair.slice(equals + 1));
  }
  return query;
}

function pathOf(route: AppRoute): string {
  switch (route.name) {
    case 'login':
      return route.tenant === undefined ? 'login' : `login/${segment(route.tenant)}`;
    case 'mini-hq':
      return `minihq/${segment(route.tenant)}${route.login ? '/login' : ''}`;
    case 'teleport':
      return `teleport/${segment(route.tenant)}${route.login ? '/login' : ''}`;
    case 'deeplinks':
      return 'deeplinks';
    case 'incident-create':
      return `${segment(route.tenant)}/incident/live`;
    case 'incident-live':
      return `${segment(route.tenant)}/incident/live/${segment(route.id)}`;
    case 'incident-live-view':
      return `${segment(route.tenant)}/incident/live/${segment(route.id)}/view`;
    case 'incident-view':
      return `${segment(route.tenant)}/incident/view/${segment(route.id)}`;
    case 'admin-section':
      return `${segment(route.tenant)}/${segment(route.section)}`;
  }
}

/** The route as the hash holds it after '#/', e.g. 'login?redirect=tenant_5%2Freports'. */
export function routePath(route: AppRoute, query: RouteQuery = {}): string {
  const search = writeQuery(query);
  return search ? `${pathOf(route)}?${search}` : pathOf(route);
}

/** The route with a leading '/', as router links and redirects write it. */
export function routeLink(route: AppRoute, query: RouteQuery = {}): string {
  return `/${routePath(route, query)}`;
}

/** The segments of the first route names; a tenant cannot be one of them. */
const FIXED_FIRST_SEGMENTS = new Set(['login', 'minihq', 'teleport', 'deeplinks']);

function decodeSegments(path: string): readonly string[] | null {
  const raw = path.split('/');
  const decoded: string[] = [];
  for (const part of raw) {
    if (part === '') return null;
    try {
      decoded.push(decodeURIComponent(part));
    } catch {
      return null;
    }
  }
  return decoded;
}

function routeOf(segments: readonly string[]): AppRoute | null {
  const [first, second, third, fourth, ...rest] = segments;
  if (first === undefined || rest.length > 0) return null;
  if (first === 'login') {
    if (third !== undefined) return null;
    return second === undefined ? { name: 'login' } : { name: 'login', tenant: second };
  }
  if (first === 'minihq' || first === 'teleport') {
    if (second === undefined || fourth !== undefined || (third !== undefined && third !== 'login')) return null;
    const name = first === 'minihq' ? 'mini-hq' : 'teleport';
    return third === 'login' ? { name, tenant: second, login: true } : { name, tenant: second };
  }
  if (first === 'deeplinks') return second === undefined ? { name: 'deeplinks' } : null;
  if (FIXED_FIRST_SEGMENTS.has(first) || second === undefined) return null;
  const tenant = first;
  if (second === 'incident') {
    if (third === 'live') {
      if (fourth === undefined) return segments.length === 3 ? { name: 'incident-create', tenant } : null;
      return { name: 'incident-live', tenant, id: fourth };
    }
    if (third === 'view' && fourth !== undefined) return { name: 'incident-view', tenant, id: fourth };
    return null;
  }
  return third === undefined ? { name: 'admin-section', tenant, section: second } : null;
}

/** A route typed in the hash (with or without its leading '#', '/' or '#/'); null for a path that is no route. */
export function parseRoute(typed: string): ParsedRoute | null {
  const raw = typed.replace(/^#?\/?/, '');
  const queryAt = raw.indexOf('?');
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? '' : raw.slice(queryAt + 1);
  const segments = decodeSegments(path);
  if (!segments) return null;
  const route =
    segments.length === 5 && segments[1] === 'incident' && segments[2] === 'live' && segments[4] === 'view'
      ? liveView(segments)
      : routeOf(segments);
  if (!route) return null;
  return { route, query: readQuery(search) };
}

function liveView(segments: readonly string[]): AppRoute | null {
  const [tenant, , , id] = segments;
  if (tenant === undefined || id === undefined || FIXED_FIRST_SEGMENTS.has(tenant)) return null;
  return { name: 'incident-live-view', tenant, id };
}
