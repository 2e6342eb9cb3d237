import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { BrowserPage } from '../../application/ports/browser-page.port';
import { HealthGateway } from '../../application/ports/health-gateway.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { Randomness } from '../../application/ports/randomness.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { Logger } from '../../application/ports/logger.port';
import { PushNotifications } from '../../application/ports/push.port';
import { RolesGateway } from '../../application/ports/roles-gateway.port';
import { SettingsGateway } from '../../application/ports/settings-gateway.port';
import { AxiosAuthGateway } from '../../adapters/real/auth-gateway.axios.adapter';
import { WindowBrowserPage } from '../../adapters/real/browser-page.adapter';
import { AxiosHealthGateway } from '../../adapters/real/health-gateway.axios.adapter';
import { CryptoIdGenerator } from '../../adapters/real/id-generator.adapter';
import { CryptoRandomness } from '../../adapters/real/crypto-randomness.adapter';
import { BrowserPushNotifications } from '../../adapters/real/push-notifications.browser.adapter';
import type { BindingContext } from './binding-context';
import { portClass } from './bind';
import { backendPort } from './edge-guard.real';
import { httpPorts, unreachable } from './http-port';
import { HttpClient } from '../tokens';
import { portOnFirstCall } from '../port-on-first-call';

/**
 * Production, login route: authentication, roles and permissions, settings and health ping over the platform's REST
 * API (the shared HttpClient), push notifications over Web Push with the configured VAPID key (BrowserPushNotifications;
 * given `globalThis`, which is the window in a browser and has no Notification API in Node), ids and the page.
 * Everything LoginUseCase needs (the roles and settings adapters loaded with their first call); the admin-only ports
 * load after sign-in (admin.real.ts).
 */
export function bindRealSession(context: BindingContext): void {
  httpPorts(context, [
    [AuthGateway, AxiosAuthGateway],
    [HealthGateway, AxiosHealthGateway],
  ]);
  // Roles and settings are read once the operator has signed in: their adapters load with that first call.
  backendPort(context, RolesGateway, [HttpClient], (http) =>
    portOnFirstCall(() =>
      import('../../adapters/real/roles-gateway.axios.adapter').then(({ AxiosRolesGateway }) => new AxiosRolesGateway(http), unreachable),
    ),
  );
  backendPort(context, SettingsGateway, [HttpClient], (http) =>
    portOnFirstCall(() =>
      import('../../adapters/real/settings-gateway.axios.adapter').then(
        ({ AxiosSettingsGateway }) => new AxiosSettingsGateway(http),
        unreachable,
      ),
    ),
  );
  portClass(context, IdGenerator, CryptoIdGenerator, []);
  portClass(context, Randomness, CryptoRandomness, []);
  portClass(context, BrowserPage, WindowBrowserPage, []);
}

/** Production's push notifications: Web Push with the configured VAPID key. */
export function bindWebPush(context: BindingContext): void {
  backendPort(
    context,
    PushNotifications,
    [KeyValueStorage.local, HttpClient, Logger],
    (storage, http, logger) =>
      new BrowserPushNotifications(storage, globalThis, { vapidPublicKey: context.config.pushVapidPublicKey, http, logger }),
  );
}
