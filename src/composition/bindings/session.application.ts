import { EstablishSessionStep } from '../../application/auth/establish-session.step';
import { LoginUseCase } from '../../application/auth/login.use-case';
import { LogoutUseCase } from '../../application/auth/logout.use-case';
import { SsoLoginUseCase } from '../../application/auth/sso-login.use-case';
import { RolesFacade } from '../../application/admin/roles.facade';
import { RunSpeedTestUseCase } from '../../application/admin/run-speed-test.use-case';
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

/**
 * Session use cases: login (form and SSO), logout, session monitor, session store, current user,
 * preferences (theme, language change), connectivity, and the administration of roles, tenants, settings and the
 * speed test.
 */
export function bindSessionApplication({ bind, config }: BindingContext): void {
  bind(SessionStore)
    .toResolvedValue(
      (local: KeyValueStorage, session: KeyValueStorage) => new SessionStore(local, session),
      [KeyValueStorage.local, KeyValueStorage.session],
    )
    .inSingletonScope();
  bind(PreferencesStore)
    .toResolvedValue((local: KeyValueStorage) => new PreferencesStore(local), [KeyValueStorage.local])
    .inSingletonScope();
  bind(CurrentUserStore)
    .toResolvedValue((s: SessionStore) => new CurrentUserStore(s), [SessionStore])
    .inSingletonScope();
  bind(SessionMonitorFlow)
    .toResolvedValue(
      (clock: Clock, health: HealthGateway, sessions: SessionStore, logger: Logger) =>
        new SessionMonitorFlow(clock, health, sessions, logger),
      [Clock, HealthGateway, SessionStore, Logger],
    )
    .inSingletonScope();
  bind(EstablishSessionStep)
    .toResolvedValue(
      (
        roles: RolesGateway,
        settings: SettingsGateway,
        sessions: SessionStore,
        preferences: PreferencesStore,
        ids: IdGenerator,
        push: PushNotifications,
        logger: Logger,
      ) =>
        new EstablishSessionStep(roles, settings, sessions, preferences, ids, push, logger, {
          customLogoTenants: defaultTenantConfig(config.environment).customLogoTenants,
        }),
      [RolesGateway, SettingsGateway, SessionStore, PreferencesStore, IdGenerator, PushNotifications, Logger],
    )
    .inSingletonScope();
  bind(LoginUseCase)
    .toResolvedValue(
      (auth: AuthGateway, geolocation: Geolocation, establish: EstablishSessionStep, monitor: SessionMonitorFlow, logger: Logger) =>
        new LoginUseCase(auth, geolocation, establish, monitor, logger),
      [AuthGateway, Geolocation, EstablishSessionStep, SessionMonitorFlow, Logger],
    )
    .inSingletonScope();
  bind(SsoLoginUseCase)
    .toResolvedValue(
      (auth: AuthGateway, establish: EstablishSessionStep, monitor: SessionMonitorFlow, logger: Logger) =>
        new SsoLoginUseCase(auth, establish, monitor, logger),
      [AuthGateway, EstablishSessionStep, SessionMonitorFlow, Logger],
    )
    .inSingletonScope();
  bind(LogoutUseCase)
    .toResolvedValue(
      (sessions: SessionStore, preferences: PreferencesStore, monitor: SessionMonitorFlow, push: PushNotifications, logger: Logger) =>
        new LogoutUseCase(sessions, preferences, monitor, push, logger),
      [SessionStore, PreferencesStore, SessionMonitorFlow, PushNotifications, Logger],
    )
    .inSingletonScope();
  bind(ChangeLanguageUseCase)
    .toResolvedValue((p: PreferencesStore, page: BrowserPage) => new ChangeLanguageUseCase(p, page), [PreferencesStore, BrowserPage])
    .inSingletonScope();
  bind(ConnectivityFlow)
    .toResolvedValue((page: BrowserPage) => new ConnectivityFlow(page), [BrowserPage])
    .inSingletonScope();
  bind(RunSpeedTestUseCase)
    .toResolvedValue(
      (clock: Clock, gw: SpeedTestGateway, logger: Logger) => new RunSpeedTestUseCase(clock, gw, logger),
      [Clock, SpeedTestGateway, Logger],
    )
    .inSingletonScope();
  bind(RolesFacade)
    .toResolvedValue(
      (roles: RolesGateway, behaviour: UserBehaviourGateway, sessions: SessionStore, clock: Clock, logger: Logger) =>
        new RolesFacade(roles, behaviour, sessions, clock, logger),
      [RolesGateway, UserBehaviourGateway, SessionStore, Clock, Logger],
    )
    .inSingletonScope();
  bind(TenantsFacade)
    .toResolvedValue((tenants: TenantsGateway, logger: Logger) => new TenantsFacade(tenants, logger), [TenantsGateway, Logger])
    .inSingletonScope();
  bind(SaveSettingsUseCase)
    .toResolvedValue(
      (settings: SettingsGateway, currentUser: CurrentUserStore, logger: Logger) => new SaveSettingsUseCase(settings, currentUser, logger),
      [SettingsGateway, CurrentUserStore, Logger],
    )
    .inSingletonScope();
}
