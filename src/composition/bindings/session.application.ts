import { EstablishSessionStep } from '../../application/auth/establish-session.step';
import { LoginUseCase } from '../../application/auth/login.use-case';
import { LogoutUseCase } from '../../application/auth/logout.use-case';
import { SsoLoginUseCase } from '../../application/auth/sso-login.use-case';
import { RolesFacade } from '../../application/admin/roles.facade';
import { RunSpeedTestUseCase } from '../../application/admin/run-speed-test.use-case';
import { LoadSettingsUseCase } from '../../application/admin/load-settings.use-case';
import { SaveSettingsUseCase } from '../../application/admin/save-settings.use-case';
import { TenantsFacade } from '../../application/admin/tenants.facade';
import { ChangeLanguageUseCase } from '../../application/preferences/change-language.use-case';
import { PreferencesStore } from '../../application/preferences/preferences.store';
import { AuthGateway } from '../../application/ports/auth-gateway.port';
import { BrowserPage } from '../../application/ports/browser-page.port';
import { Clock } from '../../application/ports/clock.port';
import { Geolocation } from '../../application/ports/geolocation.port';
import { HealthGateway } from '../../application/ports/health-gateway.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { Logger } from '../../application/ports/logger.port';
import { PushNotifications } from '../../application/ports/push.port';
import { RolesGateway } from '../../application/ports/roles-gateway.port';
import { SettingsGateway } from '../../application/ports/settings-gateway.port';
import { SpeedTestGateway } from '../../application/ports/speed-test-gateway.port';
import { TenantsGateway } from '../../application/ports/tenants-gateway.port';
import { UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import { ConnectivityFlow } from '../../application/session/connectivity.flow';
import { CurrentUserStore } from '../../application/session/current-user.store';
import { SessionMonitorFlow } from '../../application/session/session-monitor.flow';
import { SessionStore } from '../../application/session/session.store';
import { defaultTenantConfig } from '../../domain/tenant/tenant-config';
import type { BindingContext } from './binding-context';
import { singleton, singletonOf } from './bind';

/**
 * Session use cases: login (form and SSO), logout, session monitor, session store, current user,
 * preferences (theme, language change), connectivity, and the administration of roles, tenants, settings and the
 * speed test.
 */
export function bindSessionApplication(context: BindingContext): void {
  const { config } = context;
  singleton(context, SessionStore, [KeyValueStorage.local, KeyValueStorage.session]);
  singleton(context, PreferencesStore, [KeyValueStorage.local]);
  singleton(context, CurrentUserStore, [SessionStore]);
  singleton(context, SessionMonitorFlow, [Clock, HealthGateway, SessionStore, Logger]);
  singletonOf(
    context,
    EstablishSessionStep,
    [RolesGateway, SettingsGateway, SessionStore, PreferencesStore, IdGenerator, PushNotifications, Logger],
    (...ports) => new EstablishSessionStep(...ports, { customLogoTenants: defaultTenantConfig(config.environment).customLogoTenants }),
  );
  singleton(context, LoginUseCase, [AuthGateway, Geolocation, EstablishSessionStep, SessionMonitorFlow, Logger]);
  singleton(context, SsoLoginUseCase, [AuthGateway, EstablishSessionStep, SessionMonitorFlow, Logger]);
  singleton(context, LogoutUseCase, [SessionStore, PreferencesStore, SessionMonitorFlow, PushNotifications, Logger]);
  singleton(context, ChangeLanguageUseCase, [PreferencesStore, BrowserPage]);
  singleton(context, ConnectivityFlow, [BrowserPage]);
  singleton(context, RunSpeedTestUseCase, [Clock, SpeedTestGateway, Logger]);
  singleton(context, RolesFacade, [RolesGateway, UserBehaviourGateway, SessionStore, Clock, Logger]);
  singleton(context, TenantsFacade, [TenantsGateway, Logger]);
  singleton(context, LoadSettingsUseCase, [SettingsGateway, CurrentUserStore, Logger]);
  singleton(context, SaveSettingsUseCase, [SettingsGateway, CurrentUserStore, Logger]);
}
