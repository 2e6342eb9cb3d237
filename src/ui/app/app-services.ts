import { LogoutUseCase } from '../../application/auth/logout.use-case';
import { SsoLoginUseCase } from '../../application/auth/sso-login.use-case';
import { RealtimeConnectionFlow } from '../../application/live/realtime-connection.flow';
import { ChangeLanguageUseCase } from '../../application/preferences/change-language.use-case';
import { ConnectivityFlow } from '../../application/session/connectivity.flow';
import { CurrentUserService } from '../../application/session/current-user.service';
import { SessionMonitorFlow } from '../../application/session/session-monitor.flow';
import type { Language } from '../../domain/language/language';
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
  return services.get(ConnectivityFlow);
}

/** SPEC §1: the confirm dialog has answered yes when this runs; the use case stores the language and reloads. */
export function changeLanguageService(services: Services): ChangeLanguage {
  const useCase = services.get(ChangeLanguageUseCase);
  return { execute: (language: Language) => useCase.execute({ language, confirmed: true }) };
}

export function currentUser(services: Services): CurrentUserSource {
  const user = services.get(CurrentUserService);
  return { current: () => user.session(), settings: () => user.settings(), customLogo: () => user.customLogo() };
}

export function logoutUseCase(services: Services): LogoutUseCase {
  return services.get(LogoutUseCase);
}

export function sessionWatch(services: Services): SessionWatch {
  return services.get(SessionMonitorFlow);
}

export function realtimeConnection(services: Services): RealtimeConnectionFlow & NetworkWidgetSource {
  return services.get(RealtimeConnectionFlow);
}

export function ssoLogin(services: Services): SsoLogin {
  return services.get(SsoLoginUseCase);
}
