import type { ResourceKey, ResourceOf } from '../../domain/admin/admin-resources';
import type { HasVerbs, VerbsOf } from '../../domain/admin/resource-verbs';

/**
 * The paths the production adapters call where SPEC §7 shows no call: the access administration sections, the places
 * sections (places of interest, allowed places, app ratings, Argos), the file library's calls and the tenant's
 * features, linking incidents and the message status of an incident. The access and places sections follow one REST shape per resource (GET list with page, perPage, sort, q
 * and filters; GET, PATCH and DELETE by id; POST to create), answered as JSON. When the platform's backend publishes
 * these calls, change them here and only here (README "Configuration for production" lists this module).
 */
export const ASSUMED_ENDPOINTS = {
  /**
   * SPEC §7 says message status is read by incident id and shows no path: GET, answering an array of SPEC §3 message
   * status records (or that array under `data`). Named after the platform's other per-incident lookup,
   * GET /location-tracker/by-incident-id/{id}.
   */
  messageStatusByIncident: (incidentId: string) => `/message-status/by-incident-id/${incidentId}`,
  /**
   * The message status of many incidents in one call (the dashboard's and reports' ranges): POST `{ incidentIds:
   * string[] }` (at most MESSAGE_STATUS_BATCH_MAX ids; more is 413), answering `{ [incidentId]: record[] }` (or that
   * object under `data`), each list as the single call answers it. An id of another tenant or of no incident is left
   * out of the answer. A backend that answers 404 or 405 here has no such call: the console then reads each incident
   * with messageStatusByIncident, a few at a time, for the rest of the session.
   */
  messageStatusByIncidents: '/message-status/by-incident-ids',
  /** POST, no body, with the bearer token being ended: logout revokes the session on the server. */
  revokeSession: '/auth/logout',
  /**
   * GET with the bearer token: `{ user: { id, email, thumbnail? }, isSuperUser, tenant, permissions: string[],
   * tenantPermissions: string[] }` of that token's session (401 when it ended). The console asks after every reload
   * and on the permission poll, so what browser storage says about the user, the tenant, super-user status or
   * permissions is never taken for the server's word.
   */
  currentSession: '/auth/session',
  /**
   * SPEC §7 Other names "files list and download" only. GET answers the library ({ id, s3Key, description,
   * descriptionOption }[], or { items | data }); POST uploads one file (multipart: file, description,
   * descriptionOption) and answers the new item.
   */
  files: '/files',
  /** PATCH `{ description, descriptionOption }` answers the item; DELETE removes the item and its stored object. */
  file: (id: string) => `/files/${id}`,
  /**
   * GET ?key={s3Key}&expiresIn={seconds}: the URL as text, or { url | signedUrl }. SPEC §7 says the original console
   * signed it in the browser with storage credentials; a browser bundle must not hold those, so the backend signs.
   * The tenant photo's storage key (SPEC §7 "a signed URL for the tenant photo") is signed with the same call.
   */
  fileSignedUrl: '/files/signed-url',
  /**
   * SPEC §2, §3 show linkedIncident and linkedIncidentsToMe and no call that sets them: POST `{ linkedIncidentId }`
   * makes the incident link to another one (replacing its link); DELETE, no body, removes its link.
   */
  incidentLink: (id: string) => `/api/incidents/${id}/link`,
  /**
   * POST, no body, by an operator of the incident's tenant: `{ shareToken, expiresAt }`, a token for the no-login view
   * link of a live incident that the server signs with a key only it holds and later checks (with the route's tenant,
   * while the incident is live and until expiresAt). 404 when the server issues none: the copied link is then SPEC §2's
   * `{tenant}/incident/live/{id}/view` alone, and the backend scopes what it answers there.
   */
  viewShare: (id: string) => `/api/incidents/${id}/view-share`,
  /**
   * SPEC §7 names a "topic subscription to an external push provider" and no call; the provider is the browser's Web
   * Push service. POST `{ subscription: { endpoint, expirationTime, keys: { p256dh, auth } }, topics: [SPEC §9 topic
   * names] }` with the bearer token after sign-in: the backend keeps the subscription under each topic and sends to it
   * with its VAPID private key, the payload JSON `{ incidentId, title }`. DELETE `?endpoint={endpoint}` at logout, sent
   * as the session's token is cleared (so perhaps without it): the endpoint names the subscription.
   */
  pushSubscriptions: '/api/push-subscriptions',
} as const;

/**
 * The no-login live view's tenant and share token (SPEC §7 shows getIncidentByIdNoAuth(id) and
 * joinLiveChannelNoAuth(channel) only): sent as these request headers with both calls, so the GraphQL documents stay
 * as the backend knows them; the token header only when the link carries one (issued by ASSUMED_ENDPOINTS.viewShare).
 * A server that issues tokens answers only the live incident of that tenant whose unexpired token it is; a server
 * that ignores these headers answers by id alone: README "Configuration for production".
 */
/**
 * The GraphQL error code of a no-login query whose share token the server signed and which has expired (assumed: SPEC
 * §7 names none). Any other refusal reads as not found, so a forged link learns nothing.
 */
export const ASSUMED_SHARE_EXPIRED_CODE = 'SHARE_LINK_EXPIRED';

export const ASSUMED_SHARED_VIEW_HEADERS = {
  tenant: 'x-share-tenant',
  shareToken: 'x-share-token',
} as const;

/**
 * SPEC §1 says the live page uses the language codes 1, 2, 3 (en, pt, es) and names no field that carries them: the
 * caller's and the invitee's link requests (POST /auth/send/sso*, /auth/share/sso*) send the operator's language as
 * this body field, so the page the link opens speaks it.
 */
export const ASSUMED_LINK_LANGUAGE_FIELD = 'language';

/**
 * The path of each declared administration resource (domain/admin/admin-resources.ts), by key, in the one REST shape
 * above: every declaration is at `/api/<key>` (resourcePath) unless it is listed here with another path; those at
 * their key's path are listed too where their shape needs saying. resource-endpoints.ts reads each record at its
 * path with its schema.
 */
export const RESOURCE_PATHS: { readonly [K in ResourceKey]?: string } = {
  /** The tenant's console users (filters `role`, a role's id, and `active`); PATCH `{id}/password` with `{ password }`. */
  users: '/api/users',
  'auth-data': '/api/auth-data',
  'allowed-devices': '/api/allowed-devices',
  'ips-admin': '/api/allowed-ips',
  'logged-users': '/api/logged-users',
  /**
   * The places sections: a place of interest is `{ id, name, category, address, latitude, longitude, createdAt }`
   * (list filter `category`); an allowed place `{ id, name, area, createdAt }` where `area` is `{ kind: 'circle',
   * center: { latitude, longitude }, radiusMetres }` or `{ kind: 'polygon', points: [...] }` (list filter `kind`).
   */
  'places-of-interest': '/api/places-of-interest',
  'allowed-places': '/api/allowed-places',
  /** GET with `from` and `to` (YYYY-MM-DD): every rating `{ id, stars, comment, at, platform }` of those days, unpaged. */
  'rates-app': '/api/app-ratings',
  /**
   * SPEC §2 lists a features section and no call: GET answers the tenant's switches whole ({ key, enabled,
   * description? }[], or { items | data }); PATCH `/{key}` with `{ enabled }` answers the switch.
   */
  features: '/api/features',
  /**
   * GET list (filter `status`: new, incident_created) of `{ id, code, kind, description, address, latitude, longitude,
   * at, status, incidentId }`; POST `/api/argos/{id}/incident`, no body, makes an incident of one: `{ incidentId }`.
   */
  argos: '/api/argos',
  /** Registrations (filter `status`); POST `{id}/approve`, no body, answers the created user; POST `{id}/reject`, no body. */
  'new-users-register': '/api/new-users-register',
  /** SPEC §7's own path (not assumed): GET answers the list whole; POST, PATCH /{id} (the fields it changes), DELETE /{id}. */
  'predefined-description': '/predefined-description',
  /**
   * SPEC §7's own paths (not assumed): POST /tenant/filter with `{ name }` answers the tenants whole; GET, POST (an
   * update, multipart) and DELETE /tenant/{id}; POST /tenant (multipart) creates one. See RESOURCE_WIRES.
   */
  tenants: '/tenant',
};

/** A declared resource's path: its RESOURCE_PATHS entry, else `/api/<key>`. */
export const resourcePath = (key: ResourceKey): string => RESOURCE_PATHS[key] ?? `/api/${key}`;

/**
 * Where a declared resource's wire leaves the one REST shape (SPEC §7 Tenants): read whole by `readBy` at
 * {path}{tail} with the parameters as the JSON body instead of GET {path} with them in the query; `readsOne`, GET
 * {path}/{id} beside a whole list; `forms`, creates and updates sent as multipart forms (each text field as text, a
 * file as a file part named after its field) and an update by `forms.update` instead of PATCH. The REST adapter and
 * the server read them here.
 */
export interface ResourceWire {
  readonly readBy?: { readonly method: 'POST'; readonly tail: string };
  readonly readsOne?: true;
  readonly forms?: { readonly update: 'POST' | 'PATCH' };
}

export const RESOURCE_WIRES: { readonly [K in ResourceKey]?: ResourceWire } = {
  tenants: { readBy: { method: 'POST', tail: '/filter' }, readsOne: true, forms: { update: 'POST' } },
};

/** A declared verb on the wire: `{method} {path}/{id}{tail}`. */
export interface VerbPath {
  readonly method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** After `{path}/{id}`: '/approve'. */
  readonly tail: string;
}

/** The keys of the declarations that name verbs. */
type KeyWithVerbs = { [K in ResourceKey]: HasVerbs<ResourceOf<K>> extends true ? K : never }[ResourceKey];

/**
 * The method and path of every verb a declaration names (domain/admin/resource-verbs.ts), by key and verb, beside its
 * resource's path: the type asks for each one. resource-endpoints.ts adds the schema its answer is read with.
 */
export const RESOURCE_VERB_PATHS: { readonly [K in KeyWithVerbs]: { readonly [N in keyof VerbsOf<ResourceOf<K>>]: VerbPath } } = {
  users: { password: { method: 'PATCH', tail: '/password' } },
  argos: { createIncident: { method: 'POST', tail: '/incident' } },
  features: { set: { method: 'PATCH', tail: '' } },
  'new-users-register': { approve: { method: 'POST', tail: '/approve' }, reject: { method: 'POST', tail: '/reject' } },
};
