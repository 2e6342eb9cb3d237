import * as z from 'zod';
import { FeaturesGateway } from '../src/application/ports/features-gateway.port';
import type { ListGateway, ResourceGateway, WholeListGateway } from '../src/application/ports/resource-gateway.port';
import { UsersGateway } from '../src/application/ports/users-gateway.port';
import { resourcePort } from '../src/application/admin/resource-ports';
import { ASSUMED_ENDPOINTS, RESOURCE_PATHS, RESOURCE_VERB_PATHS, type VerbPath } from '../src/adapters/real/assumed-endpoints';
import type { AdminResource } from '../src/domain/admin/admin-resource';
import { ADMIN_RESOURCES } from '../src/domain/admin/admin-resources';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, newUserSchema, userSchema } from '../src/domain/admin/access-schemas';
import { bodyOf, type Route, type RouteRequest } from './rest-routes';
import { listQueryOf } from './route-inputs';

type Schema<T> = z.core.$ZodType<T>;

/** GET {path} (the list query) and GET {path}/{id}, answered by the world's gateway for the section. */
function listRoutes(path: string, token: symbol, sections: readonly string[]): Route[] {
  const gateway = (r: RouteRequest) => r.world.get<ListGateway<unknown>>(token);
  return [
    { method: 'GET', path, sections, handle: (r) => gateway(r).list(listQueryOf(r.query)) },
    { method: 'GET', path: `${path}/:id`, sections, handle: (r) => gateway(r).get(r.params.id ?? '') },
  ];
}

/** Who reads a resource and who changes it (section route keys, DemoAuthorization). */
interface Access {
  readonly read: readonly string[];
  readonly write: readonly string[];
}
const only = (section: string): Access => ({ read: [section], write: [section] });

/**
 * The one REST shape of an administration resource (assumed-endpoints.ts): the list routes, POST {path} to create,
 * PATCH {path}/{id} to update and DELETE {path}/{id}; a body is read with the section's own form rules (400 naming
 * the field), and the world's gateway refuses what the caller may not do (401, 403) or cannot find (404).
 */
function resourceRoutes<Create, Update>(
  path: string,
  token: symbol,
  access: Access,
  create: Schema<Create>,
  update: Schema<Update>,
): Route[] {
  const gateway = (r: RouteRequest) => r.world.get<ResourceGateway<unknown, Create, Update>>(token);
  const sections = access.write;
  return [
    ...listRoutes(path, token, access.read),
    { method: 'POST', path, sections, handle: (r) => gateway(r).create(bodyOf(create, r.body)) },
    { method: 'PATCH', path: `${path}/:id`, sections, handle: (r) => gateway(r).update(r.params.id ?? '', bodyOf(update, r.body)) },
    {
      method: 'DELETE',
      path: `${path}/:id`,
      sections,
      handle: async (r) => (await gateway(r).remove(r.params.id ?? ''), undefined),
    },
  ];
}

/** GET {path} of a list read whole: the query's parameters read with the declaration's (400 naming the one that does not fit). */
function wholeListRoute(path: string, token: symbol, section: string, params: Schema<unknown>): Route {
  return {
    method: 'GET',
    path,
    sections: [section],
    handle: (r) => r.world.get<WholeListGateway<unknown, unknown>>(token).all(bodyOf(params, Object.fromEntries(r.query.entries()))),
  };
}

/**
 * Each declared verb of a resource at its REST row's method and path ({path}/:id{tail}), opened by the verb's
 * permission (else the resource's section), its body read with the verb's rules; a verb that answers nothing the
 * console reads answers no content.
 */
function verbRoutes(resource: AdminResource, path: string, token: symbol): Route[] {
  const wires: Readonly<Record<string, VerbPath>> | undefined = RESOURCE_VERB_PATHS[resource.key as keyof typeof RESOURCE_VERB_PATHS];
  return Object.entries(resource.verbs ?? {}).map(([name, verb]): Route => {
    const wire = wires?.[name];
    if (!wire) throw new TypeError(`${resource.key}: no wire for the verb ${name}`);
    const gateway = (r: RouteRequest) => r.world.get<{ act(verb: string, id: string, ...body: unknown[]): Promise<unknown> }>(token);
    return {
      method: wire.method,
      path: `${path}/:id${wire.tail}`,
      sections: [verb.permission ?? resource.key],
      // A verb that answers nothing (the demo's answer is undefined) answers no content.
      handle: (r) => gateway(r).act(name, r.params.id ?? '', ...(verb.body ? [bodyOf(verb.body, r.body)] : [])),
    };
  });
}

/** A declared resource's routes at its REST row's path, opened by its own section and checked with its form rules. */
function declaredRoutes(resource: AdminResource): Route[] {
  const path = RESOURCE_PATHS[resource.key as keyof typeof RESOURCE_PATHS];
  const token = resourcePort(resource);
  if (resource.whole) return [wholeListRoute(path, token, resource.key, resource.whole.params)];
  const changes = resource.changes;
  const verbs = verbRoutes(resource, path, token);
  return changes
    ? [...verbs, ...resourceRoutes(path, token, only(resource.key), changes.create, changes.update)]
    : [...verbs, ...listRoutes(path, token, [resource.key])];
}

const PASSWORD = z.object({ password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH) });
const FEATURE = z.object({ enabled: z.boolean() });

/** The access and places administration sections, each on its assumed REST resource (ASSUMED_ENDPOINTS). */
export const ADMIN_REST_ROUTES: readonly Route[] = [
  {
    method: 'PATCH',
    path: ASSUMED_ENDPOINTS.userPassword(':id'),
    sections: ['users'],
    handle: async (r) => (
      await r.world.get<UsersGateway>(UsersGateway).changePassword(r.params.id ?? '', bodyOf(PASSWORD, r.body).password),
      undefined
    ),
  },
  ...resourceRoutes(ASSUMED_ENDPOINTS.users, UsersGateway, { read: ['users', 'roles'], write: ['users'] }, newUserSchema, userSchema),
  ...ADMIN_RESOURCES.flatMap((resource) => declaredRoutes(resource)),
  {
    method: 'GET',
    path: ASSUMED_ENDPOINTS.features,
    sections: ['features'],
    handle: (r) => r.world.get<FeaturesGateway>(FeaturesGateway).list(),
  },
  {
    method: 'PATCH',
    path: ASSUMED_ENDPOINTS.feature(':key'),
    sections: ['features'],
    handle: (r) => r.world.get<FeaturesGateway>(FeaturesGateway).set(r.params.key ?? '', bodyOf(FEATURE, r.body).enabled),
  },
];
