import { describe, expect, it } from 'vitest';
import { ADMIN_REST_ROUTES } from '../../server/admin-rest-routes';
import { RESOURCE_ENDPOINTS } from '../../src/adapters/real/resource-endpoints';
import type { WireVerb } from '../../src/adapters/real/rest-resource.axios.adapter';
import type { AdminResource } from '../../src/domain/admin/admin-resource';
import { ADMIN_RESOURCES } from '../../src/domain/admin/admin-resources';

/** The routes the server derives from the declarations: each declared resource and verb has its own, opened by its permission. */
describe('the server routes of the declared administration resources', () => {
  const route = (method: string, path: string) => ADMIN_REST_ROUTES.find((r) => r.method === method && r.path === path);

  it('serves every declaration at its REST row, read and changed as it declares, opened by its own section', () => {
    for (const resource of ADMIN_RESOURCES) {
      const { path } = RESOURCE_ENDPOINTS[resource.key];
      expect(route('GET', path)?.sections, resource.key).toEqual([resource.key]);
      if ('whole' in resource) continue;
      expect(route('GET', `${path}/:id`)?.sections, resource.key).toEqual([resource.key]);
      const changed = 'changes' in resource && resource.changes !== undefined;
      for (const method of ['POST', 'PATCH', 'DELETE'])
        expect(route(method, method === 'POST' ? path : `${path}/:id`) !== undefined, `${resource.key} ${method}`).toBe(changed);
    }
  });

  it('serves every declared verb at its wire, opened by its permission', () => {
    let verbs = 0;
    for (const resource of ADMIN_RESOURCES) {
      const row = RESOURCE_ENDPOINTS[resource.key] as { readonly path: string; readonly verbs?: Readonly<Record<string, WireVerb>> };
      for (const [name, verb] of Object.entries((resource as AdminResource).verbs ?? {})) {
        const wire = row.verbs?.[name];
        expect(wire, `${resource.key} ${name}`).toBeDefined();
        const served = wire && route(wire.method, `${row.path}/:id${wire.tail}`);
        expect(served?.sections, `${resource.key} ${name}`).toEqual([verb.permission ?? resource.key]);
        verbs += 1;
      }
    }
    // Argos' createIncident, and the registrations' approve and reject.
    expect(verbs).toBeGreaterThanOrEqual(3);
  });
});
