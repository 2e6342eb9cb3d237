import { LogoutUseCase } from '../../application/auth/logout.use-case';
import { SsoLoginUseCase } from '../../application/auth/sso-login.use-case';
import { RealtimeConnectionService } from '../../application/live/realtime-connection.service';
import { ChangeLanguageUseCase } from '../../application/preferences/change-language.use-case';
import { ConnectivityService } from '../../application/session/connectivity.service';
import { CurrentUserStore } from '../../application/session/current-user.store';
import { SessionMonitor } from '../../application/session/session-monitor.service';
import type { Language } from '../../domain/language/language';
import type { GuardedSession } from '../../domain/routing/route-guard';
import type { CurrentUserSource, SessionWatch } from '../admin/admin-layout.view-model';
import type { ConnectivitySource } from '../connectivity/connectivity.view-model';
import type { NetworkWidgetSource } from '../connectivity/network-status.view-model';
import type { ChangeLanguage } from '../language/language-menu.view-model';
import type { SsoLogin } from '../login/login.view-model';
import type { Services } from './services';

/**
 * The application services the shell's view models use, resolved from the composition root. Each view model
 * depends on a small interface (ConnectivitySource, ChangeLanguage, …) that the application service satisfies, so
 * view-model tests pass plain objects.
 */
export function connectivitySource(services: Services): ConnectivitySource {
  return services.get(ConnectivityService);
}

/** SPEC §1: the confirm dialog has answered yes when this runs; the use case stores the language and reloads. */
export function changeLanguageService(services: Services): ChangeLanguage {
  const useCase = services.get(ChangeLanguageUseCase);
  return { execute: (language: Language) => useCase.execute({ language, confirmed: true }) };
}

export function currentUser(services: Services): CurrentUserSource {
  const user = services.get(CurrentUserStore);
  return { current: () => user.session(), settings: () => user.settings(), customLogo: () => user.customLogo() };
}

/**
 * Who is signed in, as the route guard (domain routeGuard) reads it. Read synchronously from the stored session: the
 * guard decides during render, before any protected screen shows.
 */
export function guardedSession(services: Services): GuardedSession | null {
  return services.get(CurrentUserStore).guardedSession();
}

export function logoutUseCase(services: Services): LogoutUseCase {
  return services.get(LogoutUseCase);
}

export function sessionWatch(services: Services): SessionWatch {
  return services.get(SessionMonitor);
}

export function realtimeConnection(services: Services): RealtimeConnectionService & NetworkWidgetSource {
  return services.get(RealtimeConnectionService);
}

export function ssoLogin(services: Services): SsoLogin {
  return services.get(SsoLoginUseCase);
}
