import { resourcePort } from '../../application/admin/resource-ports';
import { DemoAccessStore } from '../../adapters/fake/demo-world/access-store';
import { DemoAdminStore } from '../../adapters/fake/demo-world/admin-store';
import { DemoRecords } from '../../adapters/fake/demo-world/demo-records';
import { DemoPlacesStore } from '../../adapters/fake/demo-world/places-store';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { IncidentStore } from '../../adapters/fake/demo-world/incident-store';
import { DEMO_RESOURCES, type DemoStores } from '../../adapters/fake/demo-resources';
import { FakeResourceGateway, type DemoCollection } from '../../adapters/fake/resource-gateway.fake';
import type { AdminResource, DemoSeed } from '../../domain/admin/admin-resource';
import { resourcesBound } from '../../domain/admin/admin-resources';
import type { EntityId } from '../../domain/incident/incident';
import type { BindingContext } from './binding-context';
import { lazy, port, singletonOf } from './bind';

/** Where a declared resource's demo records live: seeded from its declaration's `demo`, else as its demo row says. */
function demoCollection(resource: AdminResource, stores: DemoStores): DemoCollection<{ readonly id: EntityId }, unknown> {
  if (resource.demo) return stores.records.collection(resource.key, resource.demo as DemoSeed<{ readonly id: EntityId }, unknown>);
  const row = DEMO_RESOURCES[resource.key as keyof typeof DEMO_RESOURCES] as (
    stores: DemoStores,
  ) => DemoCollection<{ readonly id: EntityId }, unknown>;
  return row(stores);
}

/** The demo gateway of one declared resource over its collection. */
function demoGateway(
  world: DemoWorld,
  resource: AdminResource,
  stores: DemoStores,
): FakeResourceGateway<{ readonly id: EntityId }, unknown> {
  return new FakeResourceGateway(
    world,
    resource.fields as never,
    demoCollection(resource, stores),
    resource.whole?.within as never,
    resource.idOf as never,
  );
}

/** Each resource's demo gateway; a store is resolved when its row reads it (a store of a later part may be unbound yet). */
function bindDemoResources(context: BindingContext, resources: readonly AdminResource[]): void {
  for (const resource of resources)
    port(
      context,
      resourcePort<AdminResource>(resource),
      [DemoWorld, lazy(DemoAccessStore), lazy(DemoPlacesStore), lazy(DemoRecords), lazy(IncidentStore), lazy(DemoAdminStore)],
      (world, access, places, records, incidents, admin) =>
        demoGateway(world, resource, {
          world,
          get access() {
            return access();
          },
          get places() {
            return places();
          },
          get records() {
            return records();
          },
          get incidents() {
            return incidents();
          },
          get admin() {
            return admin();
          },
        }) as never,
    );
}

/**
 * Demo mode, after sign-in: the plain collections of the resources seeded from their declarations, and the ports of
 * the declared resources other screens read too (`boundAtSignIn`).
 */
export function bindFakeSignedInResources(context: BindingContext): void {
  singletonOf(context, DemoRecords, [DemoWorld], (world) => new DemoRecords(world));
  bindDemoResources(context, resourcesBound(true));
}

/**
 * Demo mode, with the first admin section opened: every other declared administration resource's port, answered by
 * the demo world's gateway over its declared seed or the collection its demo row names (adapters/fake/demo-resources.ts).
 */
export function bindFakeResources(context: BindingContext): void {
  bindDemoResources(context, resourcesBound(false));
}
