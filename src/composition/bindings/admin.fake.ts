import { DemoAccessStore } from '../../adapters/fake/demo-world/access-store';
import { BuiltHistories } from '../../adapters/fake/demo-world/built-histories';
import { SpeedTestGateway } from '../../application/ports/speed-test-gateway.port';
import { DemoAdminStore } from '../../adapters/fake/demo-world/admin-store';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { FakeSpeedTestGateway } from '../../adapters/fake/speed-test-gateway.fake';
import type { BindingContext } from './binding-context';
import { optional, portClass, singletonOf } from './bind';

/**
 * Demo mode, with the first admin section opened: the speed test's port, which only its section uses, and the access
 * books the declared access resources' demo rows read (resources.fake.ts). User behaviour, which every signed-in screen's audit writes to, is audit.fake.ts.
 */
export function bindFakeAdmin(context: BindingContext): void {
  // The browser's demo reads the speed tests, access books and sign-ins its build generated (demo-seed.browser.ts);
  // Node generates them.
  portClass(context, SpeedTestGateway, FakeSpeedTestGateway, [DemoWorld, DemoAdminStore, optional(BuiltHistories)]);
  singletonOf(
    context,
    DemoAccessStore,
    [DemoWorld, DemoAdminStore, optional(BuiltHistories)],
    (w, s, built) => new DemoAccessStore(w, s, context.config.demoUsers, built),
  );
}
