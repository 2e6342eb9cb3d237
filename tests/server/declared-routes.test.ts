import { describe, expect, it } from 'vitest';
import { ADMIN_REST_ROUTES } from '../../server/admin-rest-routes';
import { RESOURCE_WIRES, type ResourceWire } from '../../src/adapters/real/assumed-endpoints';
import { restRowOf } from '../../src/adapters/real/resource-endpoints';
import type { WireVerb } from '../../src/adapters/real/rest-resource.axios.adapter';
import type { AdminResource } from '../../src/domain/admin/admin-resource';
import { ADMIN_RESOURCES, type DeclaredResource, type ResourceKey } from '../../src/domain/admin/admin-resources';

/** The routes the server derives from the declarations: each declared resource and verb has its own, opened by its permission. */
describe('the server routes of the declared administration resources', () => {
  const route = (method: string, path: string) => ADMIN_REST_ROUTES.find((r) => r.method === method && r.path === path);

  it('serves every declaration at its REST row: read by its readers, changed as it declares by its own section', () => {
    for (const resource of ADMIN_RESOURCES as readonly AdminResource[]) {
      const row = restRowOf(resource as DeclaredResource) as { readonly path: string; readonly verbs?: Readonly<Record<string, WireVerb>> };
      const path = row.path;
      const wire: ResourceWire = RESOURCE_WIRES[resource.key as ResourceKey] ?? {};
      const readers = resource.readers === 'signed-in' ? undefined : [resource.key, ...(resource.readers ?? [])];
      // A list read by POST with a body (the tenants' POST /tenant/filter) has no GET {path}.
      if (wire.readBy) {
        expect(route(wire.readBy.method, `${path}${wire.readBy.tail}`)?.sections, resource.key).toEqual(readers);
        expect(route('GET', path), resource.key).toBeUndefined();
      } else expect(route('GET', path)?.sections, resource.key).toEqual(readers);
      if (!resource.whole || wire.readsOne) expect(route('GET', `${path}/:id`)?.sections, resource.key).toEqual(readers);
      else expect(route('GET', `${path}/:id`), resource.key).toBeUndefined();
      const changed = resource.changes !== undefined;
      const verbs = Object.values(row.verbs ?? {});
      // An update by the form's method where the changes are multipart forms (the tenants' POST /tenant/{id}).
      const update = wire.forms?.update ?? 'PATCH';
      for (const [method, at] of [
        ['POST', path],
        [update, `${path}/:id`],
        ['DELETE', `${path}/:id`],
      ] as const) {
        // A verb at {path}/{id} with no tail (switching a feature: PATCH) is the verb's route, not a change's.
        if (at !== path && verbs.some((verb) => verb.method === method && verb.tail === '')) continue;
        const served = route(method, at);
        expect(served !== undefined, `${resource.key} ${method} ${at}`).toBe(changed);
        if (served) expect(served.sections, `${resource.key} ${method}`).toEqual([resource.key]);
        // A multipart change takes uploads; any other a JSON body.
        if (served && method !== 'DELETE')
          expect(served.upload === true, `${resource.key} ${method} upload`).toBe(wire.forms !== undefined);
      }
    }
  });

  it('serves every declared verb at its wire, opened by its permission', () => {
    let verbs = 0;
    for (const resource of ADMIN_RESOURCES) {
      const row = restRowOf(resource) as { readonly path: string; readonly verbs?: Readonly<Record<string, WireVerb>> };
      for (const [name, verb] of Object.entries((resource as AdminResource).verbs ?? {})) {
        const wire = row.verbs?.[name];
        expect(wire, `${resource.key} ${name}`).toBeDefined();
        const served = wire && route(wire.method, `${row.path}/:id${wire.tail}`);
        expect(served?.sections, `${resource.key} ${name}`).toEqual([verb.permission ?? resource.key]);
        verbs += 1;
      }
    }
    // Argos' createIncident, the registrations' approve and reject, and switching a feature.
    expect(verbs).toBeGreaterThanOrEqual(4);
  });
});
