import { err, ok, type Result } from '../shared/result';
import { parseTenantId, type TenantId } from '../tenant/tenant-id';
import { parseRoute } from './routes';
import { ADMIN_SECTION_KEYS } from './sidebar-sections';

/** Why a redirect value is not honoured (not shown to users: the default landing is used instead). */
export type RedirectRejection =
  | 'empty'
  | 'too_long'
  | 'malformed_encoding'
  | 'unsafe_character'
  | 'protocol_relative'
  | 'empty_segment'
  | 'dot_segment'
  | 'tenant_mismatch'
  /** A single sign-on `token` in the redirect's query: it would travel on into the address bar and history. */
  | 'carries_token'
  /** Inside the app but no route of SPEC §2 (a made-up section, a path too deep): the landing route serves better. */
  | 'unknown_route';

/** Longest redirect value accepted, before decoding. */
export const MAX_REDIRECT_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 3;

/** Letters, digits and - _ . / ? = & + only: no scheme colon, '@', '%', '#', backslash, whitespace or control. */
function isAllowedChar(c: number): boolean {
  if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57)) return true;
  // - . / _ ? = & +
  return c === 45 || c === 46 || c === 47 || c === 95 || c === 63 || c === 61 || c === 38 || c === 43;
}

/** Percent-decodes up to three times (double-encoded tricks); a bad escape is an error. */
function decodeRepeatedly(raw: string): Result<string, RedirectRejection> {
  let value = raw;
  for (let round = 0; round < MAX_DECODE_ROUNDS && value.includes('%'); round++) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return err('malformed_encoding');
    }
  }
  return ok(value);
}

function pathOf(route: string): string {
  const queryStart = route.indexOf('?');
  return queryStart >= 0 ? route.slice(0, queryStart) : route;
}

function queryKeysOf(route: string): string[] {
  const queryStart = route.indexOf('?');
  if (queryStart < 0) return [];
  return route
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => pair.split('=', 1)[0]!.toLowerCase());
}

function firstSegmentOf(route: string): string {
  const path = pathOf(route);
  const slash = path.indexOf('/');
  return slash >= 0 ? path.slice(0, slash) : path;
}

/**
 * SPEC §2 Login, §4 Session: a redirect value (as read from the query, maybe percent-encoded) to an in-app
 * route with no leading '/' or '#/' (e.g. 'tenant_5/reports'); anything that could leave the app is rejected.
 */
export function normalizeRedirect(raw: string | null | undefined): Result<string, RedirectRejection> {
  if (typeof raw !== 'string' || raw.length === 0) return err('empty');
  if (raw.length > MAX_REDIRECT_LENGTH) return err('too_long');
  const decoded = decodeRepeatedly(raw);
  if (!decoded.ok) return decoded;
  let route = decoded.value;
  if (route.startsWith('#/')) route = route.slice(2);
  else if (route.startsWith('/')) route = route.slice(1);
  if (route.length === 0) return err('empty');
  for (let i = 0; i < route.length; i++) {
    if (!isAllowedChar(route.charCodeAt(i))) return err('unsafe_character');
  }
  if (route.startsWith('/')) return err('protocol_relative');
  if (route.includes('..')) return err('dot_segment');
  if (route.includes('//')) return err('empty_segment');
  for (const segment of pathOf(route).split('/')) {
    if (segment === '') return err('empty_segment');
    if (segment === '.') return err('dot_segment');
  }
  if (queryKeysOf(route).includes('token')) return err('carries_token');
  return ok(encodePlusInQuery(route));
}

/**
 * Decoding turned an encoded '+' (a phone's country prefix, `phone=%2B55…`) into '+', which a query reads as a space;
 * the app writes no spaces in its routes' queries, so a '+' there is written back as %2B. Decoding again gives the
 * same route (idempotent).
 */
function encodePlusInQuery(route: string): string {
  const queryStart = route.indexOf('?');
  if (queryStart < 0) return route;
  return route.slice(0, queryStart) + route.slice(queryStart).replaceAll('+', '%2B');
}

/** SPEC §2 Login: the first path segment of a safe redirect (the tenant it names), or null. */
export function redirectFirstSegment(raw: string | null | undefined): string | null {
  const route = normalizeRedirect(raw);
  return route.ok ? firstSegmentOf(route.value) : null;
}

/**
 * SPEC §2 Login: a redirect is honoured only when it is a safe in-app route whose first segment is a valid
 * tenant equal to the session's tenant.
 */
export function safeRedirect(
  raw: string | null | undefined,
  sessionTenant: TenantId | null | undefined,
): Result<string, RedirectRejection> {
  const route = normalizeRedirect(raw);
  if (!route.ok) return route;
  const routeTenant = parseTenantId(firstSegmentOf(route.value));
  if (!routeTenant.ok || sessionTenant === null || sessionTenant === undefined) return err('tenant_mismatch');
  if (routeTenant.value !== sessionTenant) return err('tenant_mismatch');
  if (!isAppRoute(route.value)) return err('unknown_route');
  return route;
}

/**
 * SPEC §2 Screens and routes: whether a route (no leading '/' or '#/') is one the console shows after sign-in: the
 * incident routes and the admin sections by their keys. The login and mini-HQ routes are where a sign-in starts, not
 * where it leads.
 */
export function isAppRoute(route: string): boolean {
  const parsed = parseRoute(route);
  if (!parsed) return false;
  switch (parsed.route.name) {
    case 'incident-create':
    case 'incident-live':
    case 'incident-live-view':
    case 'incident-view':
      return true;
    case 'admin-section':
      return ADMIN_SECTION_KEYS.has(parsed.route.section);
    default:
      return false;
  }
}
