import { resourcePort } from '../../application/admin/resource-ports';
import { RESOURCE_ENDPOINTS } from '../../adapters/real/resource-endpoints';
import { restResource } from '../../adapters/real/rest-resource.axios.adapter';
import type { AdminResource } from '../../domain/admin/admin-resource';
import { ADMIN_RESOURCES } from '../../domain/admin/admin-resources';
import { HttpClient } from '../tokens';
import type { BindingContext } from './binding-context';
import { backendPort } from './edge-guard.real';

/**
 * Production, with the first admin section opened: every declared administration resource's port, answered over the
 * shared HTTP client at its REST row (adapters/real/resource-endpoints.ts) and behind the edge guard (backendPort).
 */
export function bindRealResources(context: BindingContext): void {
  for (const resource of ADMIN_RESOURCES) {
    const row = RESOURCE_ENDPOINTS[resource.key];
    backendPort(context, resourcePort<AdminResource>(resource), [HttpClient], (http) => restResource(http, resource, row) as never);
  }
}
