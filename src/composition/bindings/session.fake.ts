import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { HealthGateway } from '../../application/ports/health-gateway.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { PushNotifications } from '../../application/ports/push.port';
import { RolesGateway } from '../../application/ports/roles-gateway.port';
import { SettingsGateway } from '../../application/ports/settings-gateway.port';
import { FakeAuthGateway } from '../../adapters/fake/auth-gateway.fake';
import { DemoAdminStore } from '../../adapters/fake/demo-world/admin-store';
import { DemoMessaging } from '../../adapters/fake/demo-world/demo-messaging';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { FakeHealthGateway } from '../../adapters/fake/health-gateway.fake';
import { FakePushNotifications } from '../../adapters/fake/push-notifications.fake';
import { FakeRolesGateway } from '../../adapters/fake/roles-gateway.fake';
import { FakeSettingsGateway } from '../../adapters/fake/settings-gateway.fake';
import type { BindingContext } from './binding-context';
import { lazy, portClass, singleton } from './bind';

/**
 * Demo mode, before sign-in: authentication, roles, settings, health and push, served by the demo world. In Node it is
 * bound at once; a browser builds the same adapters on the login route's first call (demo-session.ts).
 */
export function bindFakeSession(context: BindingContext): void {
  singleton(context, DemoAdminStore, [DemoWorld]);
  // Sending links is the live area's DemoMessaging (bound with the live fakes, loaded after login).
  portClass(context, AuthGateway, FakeAuthGateway, [DemoWorld, lazy(DemoMessaging), DemoAdminStore]);
  portClass(context, RolesGateway, FakeRolesGateway, [DemoWorld, DemoAdminStore]);
  portClass(context, SettingsGateway, FakeSettingsGateway, [DemoWorld, DemoAdminStore]);
  portClass(context, HealthGateway, FakeHealthGateway, [DemoWorld, KeyValueStorage.local]);
  portClass(context, PushNotifications, FakePushNotifications, [DemoWorld]);
}
