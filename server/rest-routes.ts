import * as z from 'zod';
import { ASSUMED_ENDPOINTS } from '../src/adapters/real/assumed-endpoints';
import { AuthGateway } from '../src/application/ports/auth-gateway.port';
import { CollabGateway } from '../src/application/ports/collab-gateway.port';
import { HealthGateway } from '../src/application/ports/health-gateway.port';
import { IncidentLinksGateway } from '../src/application/ports/incident-links-gateway.port';
import { LiveStreamingGateway } from '../src/application/ports/live-streaming-gateway.port';
import { LocationTrackerGateway } from '../src/application/ports/location-tracker-gateway.port';
import { MESSAGE_STATUS_BATCH_MAX, MessageStatusGateway } from '../src/application/ports/message-status-gateway.port';
import { RolesGateway } from '../src/application/ports/roles-gateway.port';
import { SettingsGateway } from '../src/application/ports/settings-gateway.port';
import { UserBehaviourGateway } from '../src/application/ports/user-behaviour-gateway.port';
import { HttpFailure } from './http-answers';
import { needsToken } from './route-inputs';
import type { ServerWorld } from './server-world';

/**
 * What a route handler is given: the path's parameters, the query, the parsed body (JSON, or FormData for a route
 * that takes uploads), the bearer token and the world.
 */
export interface RouteRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly token: string | null;
  readonly world: ServerWorld;
  /**
   * When the request arrived (the world's clock, its headers read, before its body): what a time the browser gives
   * relative to its sending (a recording's `stoppedAgoMs`) is counted from, however long the body took to come.
   */
  readonly receivedAt: number;
}

export interface Route {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path with `:name` parameters, as SPEC §7 writes it. */
  readonly path: string;
  /** The call takes multipart uploads (read up to MAX_UPLOAD_BYTES); every other call's body is JSON. */
  readonly upload?: boolean;
  /**
   * The administration sections (route keys) of which the caller must open one, checked by the server before the
   * world is asked (DemoAuthorization: 401 without a session, 403 without the permission or outside the public tenant
   * for its sections); a call every signed-in screen makes names none.
   */
  readonly sections?: readonly string[];
  readonly handle: (request: RouteRequest) => Promise<unknown>;
}

/** The body read with `schema` (zod or zod/mini); a body that does not fit is refused with 400 naming the field. */
export function bodyOf<T>(schema: z.core.$ZodType<T>, body: unknown): T {
  const parsed = z.safeParse(schema, body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  throw new HttpFailure(400, `${field}: ${issue?.message ?? 'invalid'}`);
}

const LOGIN = z.object({
  email: z.string(),
  password: z.string(),
  tenant: z.string(),
  lat: z.number().nullish(),
  long: z.number().nullish(),
});
const LINK = z.object({
  phone: z.string().min(1),
  videoStream: z.union([z.string().min(1), z.number()]),
  // The assumed field of ASSUMED_LINK_LANGUAGE_FIELD: the live page's language code.
  language: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});
const SETTINGS = z.record(z.string(), z.unknown());
const BEHAVIOUR = z.object({
  action: z.string().min(1).max(200),
  at: z.string().max(100),
  userId: z.union([z.string(), z.number()]).nullish(),
  detail: z.record(z.string(), z.unknown()).nullish(),
});

const port = <T>(request: RouteRequest, token: symbol): T => request.world.get<T>(token);

const INCIDENT_IDS = z.object({ incidentIds: z.array(z.union([z.string().trim().min(1).max(100), z.number().int()])) });

/**
 * The read of many incidents' message statuses: 401 without a token, 413 past MESSAGE_STATUS_BATCH_MAX ids (as a body
 * past MAX_BODY_BYTES is), 400 for a body of another shape. Another tenant's incident is left out of the answer, as an
 * id of no incident is: refusing the whole read for one id would let a stale id blank a whole range, and a 403 for it
 * would tell the caller that the id exists elsewhere; leaving it out says neither (the single call answers 404 alike).
 */
async function messageStatusOfMany(r: RouteRequest): Promise<Record<string, unknown>> {
  needsToken(r);
  const { incidentIds } = bodyOf(INCIDENT_IDS, r.body);
  if (incidentIds.length > MESSAGE_STATUS_BATCH_MAX) throw new HttpFailure(413, `At most ${MESSAGE_STATUS_BATCH_MAX} incident ids`);
  const answer = await port<MessageStatusGateway>(r, MessageStatusGateway).byIncidents(incidentIds.map(String));
  return Object.fromEntries(answer);
}

/**
 * SPEC §7's REST calls served so far, each handed to the demo world's gateway for its port (the ports mirror the
 * calls 1:1, so an answer is the gateway's value as JSON). A call not listed answers 404 and is logged.
 */
export const REST_ROUTES: readonly Route[] = [
  {
    method: 'POST',
    path: '/auth/login',
    handle: (r) => {
      const body = bodyOf(LOGIN, r.body);
      return port<AuthGateway>(r, AuthGateway).login({ ...body, lat: body.lat ?? null, long: body.long ?? null });
    },
  },
  {
    method: 'POST',
    path: '/auth/logout',
    handle: async (r) => {
      needsToken(r);
      await port<AuthGateway>(r, AuthGateway).revokeSession(r.token ?? '');
      return undefined;
    },
  },
  {
    // Not in SPEC §7 (assumed): who the token is and what they may do, from the world that issued it; 401 otherwise.
    method: 'GET',
    path: '/auth/session',
    handle: (r) => {
      needsToken(r);
      return port<AuthGateway>(r, AuthGateway).currentSession();
    },
  },
  { method: 'GET', path: '/auth/sso/hq/:token', handle: (r) => port<AuthGateway>(r, AuthGateway).ssoHqLogin(r.params.token ?? '') },
  { method: 'GET', path: '/auth/sso/:token', handle: (r) => port<AuthGateway>(r, AuthGateway).ssoLogin(r.params.token ?? '') },
  ...(['sms', 'whatsapp'] as const).flatMap((channel): Route[] => {
    const suffix = channel === 'whatsapp' ? '/wpp' : '';
    return [
      {
        method: 'POST',
        path: `/auth/send/sso${suffix}`,
        handle: (r) => port<AuthGateway>(r, AuthGateway).sendSsoLink(channel, bodyOf(LINK, r.body)),
      },
      {
        method: 'POST',
        path: `/auth/share/sso${suffix}`,
        handle: (r) => port<AuthGateway>(r, AuthGateway).shareSsoLink(channel, bodyOf(LINK, r.body)),
      },
    ];
  }),
  {
    method: 'POST',
    path: '/auth/share/sso/:channel',
    handle: (r) => port<AuthGateway>(r, AuthGateway).shareSsoLink('sms', bodyOf(LINK, r.body), r.params.channel),
  },
  { method: 'GET', path: '/health/ping', handle: async (r) => (await port<HealthGateway>(r, HealthGateway).ping(), { ok: true }) },
  { method: 'GET', path: '/api/permission', handle: (r) => port<RolesGateway>(r, RolesGateway).listPermissions() },
  { method: 'GET', path: '/api/role', handle: (r) => port<RolesGateway>(r, RolesGateway).listRoles() },
  {
    method: 'GET',
    path: '/api/role/:id/permissions',
    handle: (r) => port<RolesGateway>(r, RolesGateway).rolePermissions(r.params.id ?? ''),
  },
  { method: 'GET', path: '/api/role/user/:id', handle: (r) => port<RolesGateway>(r, RolesGateway).userRoles(r.params.id ?? '') },
  {
    method: 'GET',
    path: '/api/role/permission/user/:id',
    handle: (r) => port<RolesGateway>(r, RolesGateway).userPermissions(r.params.id ?? ''),
  },
  { method: 'GET', path: '/teleport-config', handle: (r) => port<SettingsGateway>(r, SettingsGateway).getTeleportConfig() },
  {
    method: 'POST',
    path: '/teleport-config',
    handle: async (r) => (await port<SettingsGateway>(r, SettingsGateway).saveTeleportConfig(bodyOf(SETTINGS, r.body)), undefined),
  },
  {
    method: 'GET',
    path: '/teleport-config/:tenant',
    handle: (r) => port<SettingsGateway>(r, SettingsGateway).getTenantSettings(r.params.tenant ?? ''),
  },
  {
    method: 'POST',
    path: '/user-behaviour',
    handle: async (r) => {
      needsToken(r);
      return (await port<UserBehaviourGateway>(r, UserBehaviourGateway).record(bodyOf(BEHAVIOUR, r.body)), undefined);
    },
  },
  {
    method: 'GET',
    path: ASSUMED_ENDPOINTS.messageStatusByIncident(':id'),
    handle: (r) => port<MessageStatusGateway>(r, MessageStatusGateway).byIncident(r.params.id ?? ''),
  },
  { method: 'POST', path: ASSUMED_ENDPOINTS.messageStatusByIncidents, handle: messageStatusOfMany },
  {
    method: 'GET',
    path: '/location-tracker/by-incident-id/:id',
    handle: (r) => port<LocationTrackerGateway>(r, LocationTrackerGateway).byIncident(r.params.id ?? ''),
  },
  {
    method: 'GET',
    path: '/live-streaming/getUsersByChannel/:channel',
    handle: (r) => port<LiveStreamingGateway>(r, LiveStreamingGateway).usersByChannel(r.params.channel ?? ''),
  },
  {
    method: 'GET',
    path: '/live-streaming-colab/incident/:id',
    handle: (r) => port<CollabGateway>(r, CollabGateway).byIncident(r.params.id ?? ''),
  },
  {
    method: 'GET',
    path: '/incident-links/:id/status',
    handle: async (r) => ({ status: await port<IncidentLinksGateway>(r, IncidentLinksGateway).status(r.params.id ?? '') }),
  },
];

/** A route that serves a call, with the path's parameters. */
export interface RouteFound {
  readonly route: Route;
  readonly params: Record<string, string>;
}

/** The route of `routes` for a method and path, with the path's parameters; null when none serves it. */
export function routeFor(routes: readonly Route[], method: string, path: string): RouteFound | null {
  const segments = path.split('/').filter((s) => s !== '');
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = route.path.split('/').filter((s) => s !== '');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segment);
        return true;
      }
      return part === segment;
    });
    if (matches) return { route, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
