import { PreferencesStore, type ThemeName } from '../../application/preferences/preferences.store';
import { CurrentUserStore } from '../../application/session/current-user.store';
import { ReportErrorUseCase, type ReportErrorInput } from '../../application/shared/report-error.use-case';
import { languageFromSetting, type Language } from '../../domain/language/language';
import { routeGuard, type GuardDecision, type GuardedSession } from '../../domain/routing/route-guard';
import type { Services } from './services';
import { TenantBranding } from './tenant-branding';
import { makeObservableExcept } from '../shared/make-observable-except';

export interface AppDeps {
  readonly preferences: Pick<PreferencesStore, 'theme' | 'setTheme' | 'storedLanguage'>;
  /** Who is signed in, read synchronously: the router guards a route during render (SPEC §2, §4 Session). */
  readonly guardedSession: () => GuardedSession | null;
  readonly reportError: Pick<ReportErrorUseCase, 'execute'>;
  readonly branding: TenantBranding;
}

export interface AppParams {
  readonly googleMapsApiKey: string;
}

/**
 * App-wide state: the theme (dark by default, kept in local storage, SPEC §1), the stored language, the route guard
 * the router asks, the report of a failing screen and the tenant branding.
 */
export class AppViewModel {
  theme: ThemeName;

  constructor(
    private readonly deps: AppDeps,
    private readonly params: AppParams = { googleMapsApiKey: '' },
  ) {
    this.theme = deps.preferences.theme();
    makeObservableExcept(this, ['deps', 'params']);
  }

  /** The live map's Google Maps key; empty uses the built-in map (SPEC §2 live map). */
  get googleMapsApiKey(): string {
    return this.params.googleMapsApiKey;
  }

  get isDark(): boolean {
    return this.theme === 'dark';
  }

  /** SPEC §1: the language the console opens in. */
  get language(): Language {
    return languageFromSetting(this.deps.preferences.storedLanguage());
  }

  get branding(): TenantBranding {
    return this.deps.branding;
  }

  toggleTheme(): void {
    this.theme = this.isDark ? 'light' : 'dark';
    this.deps.preferences.setTheme(this.theme);
  }

  guard(tenant: string, wantedRoute: string): GuardDecision {
    return routeGuard(this.deps.guardedSession(), tenant, wantedRoute);
  }

  reportScreenError(input: ReportErrorInput): void {
    void this.deps.reportError.execute(input);
  }

  dispose(): void {}
}

export function createAppViewModel(services: Services): AppViewModel {
  const currentUser = services.get(CurrentUserStore);
  return new AppViewModel(
    {
      preferences: services.get(PreferencesStore),
      guardedSession: () => currentUser.guardedSession(),
      reportError: services.get(ReportErrorUseCase),
      branding: new TenantBranding(services.config),
    },
    { googleMapsApiKey: services.config.googleMapsApiKey },
  );
}
