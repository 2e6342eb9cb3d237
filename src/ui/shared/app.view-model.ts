import type { MapSettings } from './map/map-settings';
import { PreferencesStore, type ThemeName } from '../../application/preferences/preferences.store';
import { CurrentUserStore } from '../../application/session/current-user.store';
import { ServerSessionFlow, type ServerSessionState } from '../../application/session/server-session.flow';
import { DisposableStore } from '../../application/shared/disposable-store';
import type { Unsubscribe } from '../../application/ports/subscription';
import { ReportErrorUseCase, type ReportErrorInput } from '../../application/shared/report-error.use-case';
import { languageFromBrowser, languageFromSetting, type Language } from '../../domain/language/language';
import { routeGuard, type GuardDecision, type GuardedSession } from '../../domain/routing/route-guard';
import { offersTrainerConsole } from '../../domain/visibility/trainer-console';
import type { Services } from './services';
import { TenantBranding } from './tenant-branding';
import { makeObservableExcept } from './make-observable-except';

export interface AppDeps {
  readonly preferences: Pick<PreferencesStore, 'storedTheme' | 'setTheme' | 'storedLanguage'>;
  /** Who is signed in, read synchronously: the router guards a route during render (SPEC §2, §4 Session). */
  readonly guardedSession: () => GuardedSession | null;
  readonly reportError: Pick<ReportErrorUseCase, 'execute'>;
  readonly branding: TenantBranding;
  /** The server's word on the kept token: guarded routes wait for it after a reload. */
  readonly serverSession: {
    state(): ServerSessionState;
    confirm(): Promise<unknown>;
    /** Hears the server's word change (an answer, a sign-in, a logout). */
    onChange(listener: () => void): Unsubscribe;
  };
}

export interface AppParams {
  readonly googleMapsApiKey: string;
  /** What the browser prefers (navigator.languages, prefers-color-scheme), followed until the user chooses. */
  readonly browser?: { readonly languages: readonly string[]; readonly prefersLight: boolean };
  /** The street map's style address; '' draws the offline map only. */
  readonly mapStyleUrl?: string;
}

/**
 * App-wide state: the theme (dark by default, kept in local storage, SPEC §1), the stored language, the route guard
 * the router asks, the report of a failing screen and the tenant branding. Until the user chooses a theme or a
 * language, the browser's preferences decide (a light colour-scheme preference gives the light theme; dark stays the
 * default otherwise), as a new user expects of the sign-in page.
 */
export class AppViewModel {
  theme: ThemeName;
  /** Bumped whenever the server's word changes, so a route guarded during render is guarded again. */
  serverWord = 0;
  private readonly disposables = new DisposableStore();

  constructor(
    private readonly deps: AppDeps,
    private readonly params: AppParams = { googleMapsApiKey: '' },
  ) {
    this.theme = deps.preferences.storedTheme() ?? (params.browser?.prefersLight ? 'light' : 'dark');
    makeObservableExcept(this, ['deps', 'params', 'disposables']);
    this.disposables.add(deps.serverSession.onChange(() => this.heardServer()));
  }

  /** The live map's Google Maps key; empty uses the built-in map (SPEC §2 live map). */
  get googleMapsApiKey(): string {
    return this.params.googleMapsApiKey;
  }

  /** Which renderer the console's maps use: Google with a key, else the street map's style, else the offline map. */
  get mapSettings(): MapSettings {
    return { googleMapsApiKey: this.params.googleMapsApiKey, mapStyleUrl: this.params.mapStyleUrl ?? '' };
  }

  get isDark(): boolean {
    return this.theme === 'dark';
  }

  /** SPEC §1: the language the console opens in: the stored one, else the browser's (en when it asks for none of ours). */
  get language(): Language {
    const stored = this.deps.preferences.storedLanguage();
    return stored === null ? languageFromBrowser(this.params.browser?.languages) : languageFromSetting(stored);
  }

  get branding(): TenantBranding {
    return this.deps.branding;
  }

  toggleTheme(): void {
    this.theme = this.isDark ? 'light' : 'dark';
    this.deps.preferences.setTheme(this.theme);
  }

  /**
   * SPEC §2, §4 Session: the route guard, on the server's word only. A kept token the server has not confirmed yet
   * makes the route wait (see confirmSession()), whatever browser storage says about the user.
   */
  guard(tenant: string, wantedRoute: string): GuardDecision {
    void this.serverWord;
    const state = this.deps.serverSession.state();
    const session = state === 'waiting' || state === 'unreachable' ? state : this.deps.guardedSession();
    return routeGuard(session, tenant, wantedRoute);
  }

  /** Whether the live page offers the trainer's console to who is signed in (not to a user without any permission). */
  get offersTrainerConsole(): boolean {
    void this.serverWord;
    return offersTrainerConsole(this.deps.guardedSession());
  }

  /** Asks the server about the kept token (a guarded route is waiting for it); an answer re-guards the route. */
  confirmSession(): void {
    void this.deps.serverSession.confirm();
  }

  heardServer(): void {
    this.serverWord++;
  }

  reportScreenError(input: ReportErrorInput): void {
    void this.deps.reportError.execute(input);
  }

  dispose(): void {
    this.disposables.dispose();
  }
}

export function createAppViewModel(services: Services): AppViewModel {
  const currentUser = services.get(CurrentUserStore);
  const serverSession = services.get(ServerSessionFlow);
  return new AppViewModel(
    {
      preferences: services.get(PreferencesStore),
      guardedSession: () => currentUser.guardedSession(),
      reportError: services.get(ReportErrorUseCase),
      branding: new TenantBranding(services.config),
      serverSession: {
        state: () => serverSession.state(),
        confirm: () => serverSession.confirm(),
        onChange: (listener) => {
          const answered = serverSession.onChange(listener);
          const changed = currentUser.onServerWord(listener);
          return () => {
            answered();
            changed();
          };
        },
      },
    },
    { googleMapsApiKey: services.config.googleMapsApiKey, mapStyleUrl: services.config.mapStyleUrl, browser: browserPreferences() },
  );
}

function browserPreferences(): NonNullable<AppParams['browser']> {
  const nav = typeof navigator === 'undefined' ? null : navigator;
  const languages = nav ? (nav.languages?.length ? nav.languages : [nav.language]) : [];
  const prefersLight = typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: light)').matches === true;
  return { languages, prefersLight };
}
