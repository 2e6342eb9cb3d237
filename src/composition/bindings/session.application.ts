import { EstablishSessionStep } from '../../application/auth/establish-session.step';
import { DevicePositionFlow } from '../../application/auth/device-position.flow';
import { LoginUseCase } from '../../application/auth/login.use-case';
import { LogoutUseCase } from '../../application/auth/logout.use-case';
import { SsoLoginUseCase } from '../../application/auth/sso-login.use-case';
import { ChangeLanguageUseCase } from '../../application/preferences/change-language.use-case';
import { PreferencesStore } from '../../application/preferences/preferences.store';
import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { BrowserPage } from '../../application/ports/browser-page.port';
import { Clock } from '../../application/ports/clock.port';
import { Geolocation } from '../../application/ports/geolocation.port';
import { HealthGateway } from '../../application/ports/health-gateway.port';
import { Randomness } from '../../application/ports/randomness.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { Logger } from '../../application/ports/logger.port';
import { PushNotifications } from '../../application/ports/push.port';
import { RolesGateway } from '../../application/ports/roles-gateway.port';
import { SettingsGateway } from '../../application/ports/settings-gateway.port';
import { ConnectivityFlow } from '../../application/session/connectivity.flow';
import { CurrentTime } from '../../application/shared/current-time';
import { CurrentUserStore } from '../../application/session/current-user.store';
import { ServerSessionFlow } from '../../application/session/server-session.flow';
import { SessionMonitorFlow } from '../../application/session/session-monitor.flow';
import { SessionStore } from '../../application/session/session.store';
import { configuredTenantConfig, defaultTenantConfig } from '../../domain/tenant/tenant-config';
import type { BindingContext } from './binding-context';
import { singleton, singletonOf } from './bind';

/**
 * Session use cases: login (form and SSO), logout, session monitor, session store, current user,
 * preferences (theme, language change) and connectivity. The administration's use cases are bound after sign-in
 * (admin.application.ts), so the login route does not carry them.
 */
export function bindSessionApplication(context: BindingContext): void {
  const { config } = context;
  singleton(context, SessionStore, [KeyValueStorage.local, KeyValueStorage.session]);
  singleton(context, PreferencesStore, [KeyValueStorage.local]);
  singleton(context, CurrentUserStore, [SessionStore]);
  singleton(context, ServerSessionFlow, [AuthGateway, SessionStore, Logger]);
  singleton(context, SessionMonitorFlow, [Clock, HealthGateway, SessionStore, Logger, ServerSessionFlow]);
  singletonOf(
    context,
    EstablishSessionStep,
    [RolesGateway, SettingsGateway, SessionStore, PreferencesStore, Randomness, PushNotifications, Logger],
    (...ports) =>
      new EstablishSessionStep(...ports, {
        customLogoTenants: configuredTenantConfig(defaultTenantConfig(config.environment), config.tenantLists).customLogoTenants,
      }),
  );
  singleton(context, DevicePositionFlow, [Geolocation]);
  singleton(context, LoginUseCase, [AuthGateway, DevicePositionFlow, EstablishSessionStep, SessionMonitorFlow, Logger]);
  singleton(context, SsoLoginUseCase, [AuthGateway, EstablishSessionStep, SessionMonitorFlow, Logger]);
  singleton(context, LogoutUseCase, [SessionStore, PreferencesStore, SessionMonitorFlow, PushNotifications, Logger, AuthGateway]);
  singleton(context, ChangeLanguageUseCase, [PreferencesStore, BrowserPage]);
  singleton(context, ConnectivityFlow, [BrowserPage]);
  singleton(context, CurrentTime, [Clock]);
}
