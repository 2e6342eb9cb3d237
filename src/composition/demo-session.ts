import { FakeAuthGateway } from '../adapters/fake/auth-gateway.fake';
import { DemoAdminStore } from '../adapters/fake/demo-world/admin-store';
import { DemoMessaging } from '../adapters/fake/demo-world/demo-messaging';
import { DemoWorld } from '../adapters/fake/demo-world/demo-world';
import { DemoTokenKeys, IN_BROWSER_DEMO_KEYS } from '../adapters/fake/demo-world/share-tokens';
import { FakeHealthGateway } from '../adapters/fake/health-gateway.fake';
import { FakePushNotifications } from '../adapters/fake/push-notifications.fake';
import { FakeRolesGateway } from '../adapters/fake/roles-gateway.fake';
import { FakeSettingsGateway } from '../adapters/fake/settings-gateway.fake';
import type { BindingContext } from './bindings/binding-context';
import { singletonOf } from './bindings/bind';
import { DemoSessionHost, type DemoSession, type DemoSessionParts } from './demo-session-host';

/**
 * The browser demo's world and its login route's adapters (the same as bindDemoWorld and bindFakeSession bind in
 * Node), in a chunk the login route loads on its first call (DemoSessionHost).
 */
export function buildDemoSession({ clock, latency, local, session, seed, get }: DemoSessionParts): DemoSession {
  const keys = IN_BROWSER_DEMO_KEYS;
  const world = new DemoWorld(clock, latency, local, seed, session, keys);
  const admin = new DemoAdminStore(world);
  return {
    keys,
    world,
    admin,
    // Sending links is the live area's DemoMessaging (bound with the live fakes, loaded after login).
    auth: new FakeAuthGateway(world, () => get(DemoMessaging), admin),
    roles: new FakeRolesGateway(world, admin),
    settings: new FakeSettingsGateway(world, admin),
    health: new FakeHealthGateway(world, local),
    push: new FakePushNotifications(world),
  };
}

/**
 * In a browser, the parts loaded after the login route (after sign-in, or the demo's training console) bind the
 * world the login route's calls built (or build it now), so every fake gateway serves the one world.
 */
export function bindHostedDemoWorld(context: BindingContext): void {
  const hosted = (host: DemoSessionHost) => host.with(buildDemoSession);
  singletonOf(context, DemoTokenKeys, [DemoSessionHost], (host) => hosted(host).keys);
  singletonOf(context, DemoWorld, [DemoSessionHost], (host) => hosted(host).world);
  singletonOf(context, DemoAdminStore, [DemoSessionHost], (host) => hosted(host).admin);
}
