import type * as z from 'zod';
import type { ChangeGateway, ListGateway, WholeListGateway } from '../src/application/ports/resource-gateway.port';
import { resourcePort } from '../src/application/admin/resource-ports';
import {
  RESOURCE_VERB_PATHS,
  RESOURCE_WIRES,
  resourcePath,
  type ResourceWire,
  type VerbPath,
} from '../src/adapters/real/assumed-endpoints';
import type { AdminResource } from '../src/domain/admin/admin-resource';
import { ADMIN_RESOURCES, type ResourceKey } from '../src/domain/admin/admin-resources';
import { bodyOf, type Route, type RouteRequest } from './rest-routes';
import { formFields, formOf, listQueryOf } from './route-inputs';

type Schema<T> = z.core.$ZodType<T>;

/** GET {path} (the list query) and GET {path}/{id}, answered by the world's gateway for the sections (any signed-in caller without). */
function listRoutes(path: string, token: symbol, sections: readonly string[] | undefined): Route[] {
  const gateway = (r: RouteRequest) => r.world.get<ListGateway<unknown>>(token);
  const opened = sections ? { sections } : {};
  return [
    { method: 'GET', path, ...opened, handle: (r) => gateway(r).list(listQueryOf(r.query)) },
    { method: 'GET', path: `${path}/:id`, ...opened, handle: (r) => gateway(r).get(r.params.id ?? '') },
  ];
}

/** A change's body read with its rules: the JSON body, or the multipart form of a resource changed by forms. */
function changeBody<T>(schema: Schema<T>, r: RouteRequest, forms: boolean): T {
  return bodyOf(schema, forms ? formFields(schema, formOf(r)) : r.body);
}

/**
 * POST {path} to create, PATCH {path}/{id} to update and DELETE {path}/{id}, opened by `sections`: a body is read with
 * the section's own form rules (400 naming the field), and the world's gateway refuses what the caller may not do
 * (401, 403) or cannot find (404). A resource changed by forms (`wire.forms`) takes multipart bodies, its update by
 * the form's method.
 */
function changeRoutes<Create, Update>(
  path: string,
  token: symbol,
  sections: readonly string[],
  changes: { readonly create: Schema<Create>; readonly update: Schema<Update> },
  wire: ResourceWire = {},
): Route[] {
  const gateway = (r: RouteRequest) => r.world.get<ChangeGateway<unknown, Create, Update>>(token);
  const forms = wire.forms !== undefined;
  const upload = forms ? { upload: true } : {};
  return [
    { method: 'POST', path, sections, ...upload, handle: (r) => gateway(r).create(changeBody(changes.create, r, forms)) },
    {
      method: wire.forms?.update ?? 'PATCH',
      path: `${path}/:id`,
      sections,
      ...upload,
      handle: (r) => gateway(r).update(r.params.id ?? '', changeBody(changes.update, r, forms)),
    },
    {
      method: 'DELETE',
      path: `${path}/:id`,
      sections,
      handle: async (r) => (await gateway(r).remove(r.params.id ?? ''), undefined),
    },
  ];
}

/**
 * GET {path} of a list read whole: the query's parameters read with the declaration's (400 naming the one that does
 * not fit); or, for a list read by POST (`wire.readBy`), POST {path}{tail} with them as the JSON body; and GET
 * {path}/{id} when the wire reads one record too (`wire.readsOne`).
 */
function wholeListRoutes(
  path: string,
  token: symbol,
  sections: readonly string[] | undefined,
  params: Schema<unknown>,
  wire: ResourceWire = {},
): Route[] {
  const opened = sections ? { sections } : {};
  const all = (r: RouteRequest, given: unknown) => r.world.get<WholeListGateway<unknown, unknown>>(token).all(bodyOf(params, given));
  const read: Route = wire.readBy
    ? { method: wire.readBy.method, path: `${path}${wire.readBy.tail}`, ...opened, handle: (r) => all(r, r.body ?? {}) }
    : { method: 'GET', path, ...opened, handle: (r) => all(r, Object.fromEntries(r.query.entries())) };
  const one: Route[] = wire.readsOne
    ? [{ method: 'GET', path: `${path}/:id`, ...opened, handle: (r) => r.world.get<ListGateway<unknown>>(token).get(r.params.id ?? '') }]
    : [];
  return [read, ...one];
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

/**
 * Who reads a declared resource: its own section and its `readers`, or every signed-in caller (no section checked,
 * undefined) when they are 'signed-in'.
 */
export function readersOf(resource: AdminResource): readonly string[] | undefined {
  const readers = resource.readers ?? [];
  return readers === 'signed-in' ? undefined : [resource.key, ...readers];
}

/**
 * A declared resource's routes at its REST row's path: read by its readers (readersOf), changed by its own section
 * and checked with its form rules.
 */
function declaredRoutes(resource: AdminResource): Route[] {
  const path = resourcePath(resource.key as ResourceKey);
  const wire: ResourceWire | undefined = RESOURCE_WIRES[resource.key as keyof typeof RESOURCE_WIRES];
  const token = resourcePort(resource);
  const readers = readersOf(resource);
  const changes = resource.changes;
  const changed = changes ? changeRoutes(path, token, [resource.key], changes, wire) : [];
  if (resource.whole)
    return [...wholeListRoutes(path, token, readers, resource.whole.params, wire), ...verbRoutes(resource, path, token), ...changed];
  return [...verbRoutes(resource, path, token), ...listRoutes(path, token, readers), ...changed];
}

/** The administration sections on their REST resources (resourcePath), one set of routes per declaration. */
export const ADMIN_REST_ROUTES: readonly Route[] = ADMIN_RESOURCES.flatMap((resource) => declaredRoutes(resource));
