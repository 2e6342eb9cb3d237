import { resourcePort } from '../../application/admin/resource-ports';
import { restRowOf } from '../../adapters/real/resource-endpoints';
import { restResource } from '../../adapters/real/rest-resource.axios.adapter';
import type { AdminResource } from '../../domain/admin/admin-resource';
import { resourcesBound, type DeclaredResource } from '../../domain/admin/admin-resources';
import { HttpClient } from '../tokens';
import type { BindingContext } from './binding-context';
import { backendPort } from './edge-guard.real';

/** Each resource's port over the shared HTTP client at its REST row, behind the edge guard (backendPort). */
function bindRestResources(context: BindingContext, resources: readonly DeclaredResource[]): void {
  for (const resource of resources) {
    const row = restRowOf(resource);
    backendPort(context, resourcePort<AdminResource>(resource), [HttpClient], (http) => restResource(http, resource, row) as never);
  }
}

/** Production, after sign-in: the ports of the declared resources other screens read too (`boundAtSignIn`). */
export function bindRealSignedInResources(context: BindingContext): void {
  bindRestResources(context, resourcesBound(true));
}

/**
 * Production, with the first admin section opened: every other declared administration resource's port, answered over
 * the shared HTTP client at its REST row (adapters/real/resource-endpoints.ts' restRowOf) and behind the edge guard.
 */
export function bindRealResources(context: BindingContext): void {
  bindRestResources(context, resourcesBound(false));
}
