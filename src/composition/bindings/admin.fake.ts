import { SpeedTestGateway } from '../../application/ports/speed-test-gateway.port';
import { TenantsGateway } from '../../application/ports/tenants-gateway.port';
import { UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import { DemoAdminStore } from '../../adapters/fake/demo-world/admin-store';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { FakeSpeedTestGateway } from '../../adapters/fake/speed-test-gateway.fake';
import { FakeTenantsGateway } from '../../adapters/fake/tenants-gateway.fake';
import { FakeUserBehaviourGateway } from '../../adapters/fake/user-behaviour-gateway.fake';
import type { BindingContext } from './binding-context';
import { port } from './bind';

/** Demo mode, after sign-in: the ports only the admin screens use (tenants, user behaviour, speed test). */
export function bindFakeAdmin(context: BindingContext): void {
  port(context, TenantsGateway, [DemoWorld, DemoAdminStore], (w, s) => new FakeTenantsGateway(w, s));
  port(context, UserBehaviourGateway, [DemoWorld, DemoAdminStore], (w, s) => new FakeUserBehaviourGateway(w, s));
  port(context, SpeedTestGateway, [DemoWorld, DemoAdminStore], (w, s) => new FakeSpeedTestGateway(w, s));
}
