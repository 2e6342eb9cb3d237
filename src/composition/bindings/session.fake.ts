import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { BrowserPage } from '../../application/ports/browser-page.port';
import { HealthGateway } from '../../application/ports/health-gateway.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { PushNotifications } from '../../application/ports/push.port';
import { RolesGateway } from '../../application/ports/roles-gateway.port';
import { SettingsGateway } from '../../application/ports/settings-gateway.port';
import { FakeAuthGateway } from '../../adapters/fake/auth-gateway.fake';
import { FakeBrowserPage } from '../../adapters/fake/browser-page.fake';
import { DemoAdminStore } from '../../adapters/fake/demo-world/admin-store';
import { DemoMessaging } from '../../adapters/fake/demo-world/demo-messaging';
import { DemoWorld } from '../../adapters/fake/demo-world/demo-world';
import { FakeHealthGateway } from '../../adapters/fake/health-gateway.fake';
import { FakeIdGenerator } from '../../adapters/fake/id-generator.fake';
import { FakePushNotifications } from '../../adapters/fake/push-notifications.fake';
import { FakeRolesGateway } from '../../adapters/fake/roles-gateway.fake';
import { FakeSettingsGateway } from '../../adapters/fake/settings-gateway.fake';
import { WindowBrowserPage } from '../../adapters/real/browser-page.adapter';
import type { BindingContext } from './binding-context';

const inBrowser = typeof window !== 'undefined' && typeof window.addEventListener === 'function';

/**
 * Demo mode, before sign-in: authentication, roles, settings, health, push, ids and the page.
 * In a browser the page is the real window (the demo reloads on a language change, and hears online/offline);
 * headless it is a FakeBrowserPage that tests drive.
 */
export function bindFakeSession({ bind, config }: BindingContext): void {
  bind(DemoAdminStore)
    .toResolvedValue((w: DemoWorld) => new DemoAdminStore(w), [DemoWorld])
    .inSingletonScope();
  // Sending links is the live area's DemoMessaging (bound with the live fakes, loaded after login).
  bind(AuthGateway)
    .toDynamicValue((context) => new FakeAuthGateway(context.get(DemoWorld), () => context.get(DemoMessaging)))
    .inSingletonScope();
  bind(RolesGateway)
    .toResolvedValue((w: DemoWorld, s: DemoAdminStore) => new FakeRolesGateway(w, s), [DemoWorld, DemoAdminStore])
    .inSingletonScope();
  bind(SettingsGateway)
    .toResolvedValue((w: DemoWorld, s: DemoAdminStore) => new FakeSettingsGateway(w, s), [DemoWorld, DemoAdminStore])
    .inSingletonScope();
  bind(HealthGateway)
    .toResolvedValue((w: DemoWorld, storage: KeyValueStorage) => new FakeHealthGateway(w, storage), [DemoWorld, KeyValueStorage.local])
    .inSingletonScope();
  bind(PushNotifications)
    .toResolvedValue((w: DemoWorld) => new FakePushNotifications(w), [DemoWorld])
    .inSingletonScope();
  bind(IdGenerator).toConstantValue(new FakeIdGenerator(config.demoSeed));
  bind(BrowserPage).toConstantValue(inBrowser ? new WindowBrowserPage(window) : new FakeBrowserPage());
}
