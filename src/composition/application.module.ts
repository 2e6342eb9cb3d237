import { ContainerModule } from 'inversify';
import { LoginUseCase } from '../application/auth/login.use-case';
import { LogoutUseCase } from '../application/auth/logout.use-case';
import { PreferencesService } from '../application/preferences/preferences.service';
import { RouteGuardUseCase } from '../application/session/route-guard.use-case';
import { SessionStore } from '../application/session/session-store';
import { AuthGateway } from '../application/ports/auth-gateway.port';
import { Geolocation } from '../application/ports/geolocation.port';
import { KeyValueStorage } from '../application/ports/key-value-storage.port';
import { Logger } from '../application/ports/logger.port';

/** Use cases and application services, built from ports by constructor; no decorators. */
export const applicationModule = new ContainerModule(({ bind }) => {
  bind(SessionStore)
    .toResolvedValue((local: KeyValueStorage, session: KeyValueStorage) => new SessionStore(local, session), [KeyValueStorage.local, KeyValueStorage.session])
    .inSingletonScope();
  bind(PreferencesService)
    .toResolvedValue((local: KeyValueStorage) => new PreferencesService(local), [KeyValueStorage.local])
    .inSingletonScope();
  bind(LoginUseCase)
    .toResolvedValue(
      (auth: AuthGateway, geolocation: Geolocation, sessions: SessionStore, logger: Logger) => new LoginUseCase(auth, geolocation, sessions, logger),
      [AuthGateway, Geolocation, SessionStore, Logger],
    )
    .inSingletonScope();
  bind(LogoutUseCase)
    .toResolvedValue((sessions: SessionStore, preferences: PreferencesService) => new LogoutUseCase(sessions, preferences), [SessionStore, PreferencesService])
    .inSingletonScope();
  bind(RouteGuardUseCase)
    .toResolvedValue((sessions: SessionStore) => new RouteGuardUseCase(sessions), [SessionStore])
    .inSingletonScope();
});
