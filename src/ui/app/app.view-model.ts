import { makeAutoObservable } from 'mobx';
import { PreferencesService, type ThemeName } from '../../application/preferences/preferences.service';
import { RouteGuardUseCase, type GuardDecision } from '../../application/session/route-guard.use-case';
import { ReportErrorUseCase, type ReportErrorInput } from '../../application/shared/report-error.use-case';
import { languageFromSetting, type Language } from '../../domain/language/language';
import type { Services } from './services';
import { TenantBranding } from './tenant-branding';

export interface AppDeps {
  readonly preferences: Pick<PreferencesService, 'theme' | 'setTheme' | 'storedLanguage'>;
  /** SPEC §2, §4 Session: may the signed-in user see a route of that tenant? */
  readonly routeGuard: Pick<RouteGuardUseCase, 'execute'>;
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
    makeAutoObservable<AppViewModel, 'deps' | 'params'>(this, { deps: false, params: false });
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
    return this.deps.routeGuard.execute(tenant, wantedRoute);
  }

  reportScreenError(input: ReportErrorInput): void {
    void this.deps.reportError.execute(input);
  }

  dispose(): void {}
}

export function createAppViewModel(services: Services): AppViewModel {
  return new AppViewModel(
    {
      preferences: services.get(PreferencesService),
      routeGuard: services.get(RouteGuardUseCase),
      reportError: services.get(ReportErrorUseCase),
      branding: new TenantBranding(services.config),
    },
    { googleMapsApiKey: services.config.googleMapsApiKey },
  );
}
