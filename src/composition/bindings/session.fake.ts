import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { BrowserPage } from '../../application/ports/browser-page.port';
import { HealthGateway } from '../../application/ports/health-gateway.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { Randomness } from '../../application/ports/randomness.port';
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
import { FakeRandomness } from '../../adapters/fake/randomness.fake';
import { CryptoRandomness } from '../../adapters/real/crypto-randomness.adapter';
import { FakePushNotifications } from '../../adapters/fake/push-notifications.fake';
import { FakeRolesGateway } from '../../adapters/fake/roles-gateway.fake';
import { FakeSettingsGateway } from '../../adapters/fake/settings-gateway.fake';
import { WindowBrowserPage } from '../../adapters/real/browser-page.adapter';
import type { BindingContext } from './binding-context';
import { lazy, port, singleton, value } from './bind';

const inBrowser = typeof window !== 'undefined' && typeof window.addEventListener === 'function';

/**
 * Demo mode, before sign-in: authentication, roles, settings, health, push, ids and the page.
 * In a browser the page is the real window (the demo reloads on a language change, and hears online/offline);
 * headless it is a FakeBrowserPage that tests drive.
 */
export function bindFakeSession(context: BindingContext): void {
  singleton(context, DemoAdminStore, [DemoWorld]);
  // Sending links is the live area's DemoMessaging (bound with the live fakes, loaded after login).
  port(
    context,
    AuthGateway,
    [DemoWorld, lazy(DemoMessaging), DemoAdminStore],
    (w, messaging, admin) => new FakeAuthGateway(w, messaging, admin),
  );
  port(context, RolesGateway, [DemoWorld, DemoAdminStore], (w, s) => new FakeRolesGateway(w, s));
  port(context, SettingsGateway, [DemoWorld, DemoAdminStore], (w, s) => new FakeSettingsGateway(w, s));
  port(context, HealthGateway, [DemoWorld, KeyValueStorage.local], (w, storage) => new FakeHealthGateway(w, storage));
  port(context, PushNotifications, [DemoWorld], (w) => new FakePushNotifications(w));
  value(context, IdGenerator, new FakeIdGenerator(context.config.demoSeed));
  // The demo's ids repeat on every run, but each browser's device id must be its own (it is what tells devices apart).
  value(context, Randomness, inBrowser ? new CryptoRandomness() : new FakeRandomness());
  value(context, BrowserPage, inBrowser ? new WindowBrowserPage(window) : new FakeBrowserPage());
}
