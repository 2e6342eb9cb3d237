import { resourcePort } from '../../application/admin/resource-ports';
import { DemoAccessStore } from '../../adapters/fake/demo-world/access-store';
import { DemoRecords } from '../../adapters/fake/demo-world/demo-records';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { DEMO_RESOURCES, type DemoStores } from '../../adapters/fake/demo-resources';
import { FakeResourceGateway, type DemoCollection } from '../../adapters/fake/resource-gateway.fake';
import type { AdminResource } from '../../domain/admin/admin-resource';
import { ADMIN_RESOURCES } from '../../domain/admin/admin-resources';
import type { EntityId } from '../../domain/incident/incident';
import type { BindingContext } from './binding-context';
import { port, singletonOf } from './bind';

/** The demo gateway of one declared resource over its demo row's collection. */
function demoGateway(
  world: DemoWorld,
  resource: AdminResource,
  stores: DemoStores,
): FakeResourceGateway<{ readonly id: EntityId }, unknown> {
  const row = DEMO_RESOURCES[resource.key as keyof typeof DEMO_RESOURCES] as (
    stores: DemoStores,
  ) => DemoCollection<{ readonly id: EntityId }, unknown>;
  return new FakeResourceGateway(world, resource.fields as never, row(stores));
}

/**
 * Demo mode, with the first admin section opened: every declared administration resource's port, answered by the
 * demo world's gateway over the collection its demo row names (adapters/fake/demo-resources.ts).
 */
export function bindFakeResources(context: BindingContext): void {
  singletonOf(context, DemoRecords, [DemoWorld], (world) => new DemoRecords(world));
  for (const resource of ADMIN_RESOURCES)
    port(
      context,
      resourcePort<AdminResource>(resource),
      [DemoWorld, DemoAccessStore, DemoRecords],
      (world, access, records) => demoGateway(world, resource, { access, records }) as never,
    );
}
