import { runInAction } from 'mobx';
import { ChangeLanguageUseCase } from '../../application/preferences/change-language.use-case';
import { DevicePositionFlow } from '../../application/auth/device-position.flow';
import { LoginUseCase, type LoginInput } from '../../application/auth/login.use-case';
import type { Language } from '../../domain/language/language';
import type { AddressSecrets } from '../../domain/routing/address-secrets';
import { SsoLoginUseCase } from '../../application/auth/sso-login.use-case';
import type { LoginFailure } from '../../domain/login/login-outcome';
import type { ValidLoginInput } from '../../domain/login/login-validation';
import { routeWithoutToken } from '../../domain/routing/login-route';
import { parseRoute, routePath } from '../../domain/routing/routes';
import type { Result } from '../../domain/shared/result';
import { resolveLoginTenant } from '../../domain/tenant/login-tenant';
import type { TenantError } from '../../domain/tenant/tenant-id';
import { currentRoute, navigateHash } from '../shared/hash-location';
import type { Services } from '../shared/services';
import { makeObservableExcept } from '../shared/make-observable-except';

export type LoginStatus = 'idle' | 'loading' | 'error';

/** A field of the sign-in form an error can be about. */
export type LoginField = 'email' | 'password' | 'tenant';

/** What the login screen shows as its error: message keys to translate and join, or a server message as is. */
export type LoginErrorView = { readonly keys: readonly string[] } | { readonly text: string };

export interface LoginParams {
  /** {tenant} of login/{tenant} or teleport/{tenant}/login. */
  readonly routeTenant: string | null;
  /** The query string of the login route. */
  readonly search: URLSearchParams;
  /** True on teleport/{tenant}/login (a route starting with teleport marks mini-HQ mode). */
  readonly miniHq: boolean;
  /** The language the screen is shown in now (the signed-in user's may be another: see LoginDeps.openIn). */
  readonly shownLanguage?: Language;
}

type LoginAttemptError =
  | { readonly kind: 'invalid-input'; readonly keys: readonly string[] }
  | { readonly kind: 'invalid-tenant'; readonly key: TenantError }
  | { readonly kind: 'invalid-token' }
  | LoginFailure;

type LoginAttempt = Promise<Result<{ readonly landingRoute: string; readonly language?: Language }, LoginAttemptError>>;

/** The form login use case. */
export interface FormLogin {
  execute(input: LoginInput): LoginAttempt;
}

/** The single sign-on use case (token + tenant in the query). */
export interface SsoLogin {
  execute(input: {
    token: string;
    tenant: string;
    kind?: 'link' | 'hq';
    redirect?: string | null;
    miniHq?: boolean;
    shownLanguage?: Language | null;
  }): LoginAttempt;
}

export interface LoginDeps {
  readonly login: FormLogin;
  /** Absent where single sign-on is not offered. */
  readonly sso?: SsoLogin | null;
  /** The device position, asked for when the screen opens (SPEC §9: signing in never waits for it). */
  readonly position: { start(): void };
  readonly navigate: (route: string) => void;
  /**
   * Opens the route in a freshly loaded page (SPEC §1: a language is applied by a reload), used when the signed-in
   * user's language (their choice, else the tenant's default) is not the one the sign-in screen was shown in.
   */
  readonly openIn?: (route: string) => void;
  /** Keeps the chosen language and shows the screen in it. */
  readonly chooseLanguage?: (language: Language) => void;
  /** Takes a single sign-on `token` and a password out of the address bar, the history entry and memory (read once, then gone). */
  readonly forgetToken?: () => void;
  /** Starts downloading the signed-in screens' code while the sign-in's calls are answered (nothing of it runs yet). */
  readonly prepareSignedIn?: () => void;
}

/**
 * SPEC §2 Login, §4 (idle, loading, error), §5, §8: the tenant from the route or the query; `email` + `password` in
 * the query sign in at once; `token` + `tenant` sign in by single sign-on; `phone` is carried on to the live page.
 */
export class LoginViewModel {
  email = '';
  password = '';
  tenant: string;
  /** The tenant the URL named (route or query), before any typing. */
  readonly initialTenant: string;
  status: LoginStatus = 'idle';
  error: LoginErrorView | null = null;
  /** A tenant in the URL that cannot be one: shown at once, no request is made with it; editing the tenant clears it. */
  tenantProblem: string | null;
  /** The fields the last error is about, marked invalid and the first focused (empty for a server failure). */
  invalidFields: readonly LoginField[] = [];
  /** Bumped on every failed attempt, so the screen moves the focus to the first invalid field again. */
  failures = 0;
  private disposed = false;
  private autoStarted = false;

  constructor(
    private readonly deps: LoginDeps,
    private readonly params: LoginParams,
  ) {
    const tenant = resolveLoginTenant({
      routeTenant: params.routeTenant,
      tenantQuery: params.search.get('tenant'),
      redirect: params.search.get('redirect'),
    });
    this.tenant = tenant.ok ? tenant.value : '';
    this.initialTenant = this.tenant;
    this.tenantProblem = tenant.ok ? null : tenant.error;
    this.email = params.search.get('email') ?? '';
    this.password = params.search.get('password') ?? '';
    makeObservableExcept(this, ['deps', 'params', 'disposed', 'autoStarted']);
  }

  get canSubmit(): boolean {
    return this.status !== 'loading' && this.tenantProblem === null;
  }

  /** What the operator typed into one of the form's fields. */
  setField(field: keyof ValidLoginInput, value: string): void {
    this[field] = value;
    this.invalidFields = this.invalidFields.filter((invalid) => invalid !== field);
    // The login never locks: a tenant typed anew is checked when signing in, not refused for the URL's one.
    if (field === 'tenant') this.tenantProblem = null;
  }

  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    await this.attempt(() =>
      this.deps.login.execute({
        email: this.email,
        password: this.password,
        tenant: this.tenant,
        redirect: this.redirect,
        miniHq: this.params.miniHq,
        shownLanguage: this.params.shownLanguage ?? null,
      }),
    );
  }

  /**
   * SPEC §2 Login: `token` (and `tenant`) in the query log in by single sign-on; with `sso=hq` the token is an HQ
   * single sign-on token (SPEC §7 GET /auth/sso/hq/{token}), the route the platform's HQ links to.
   */
  async submitSso(token: string): Promise<void> {
    const sso = this.deps.sso;
    if (!sso || !this.canSubmit) return;
    const kind = this.params.search.get('sso') === 'hq' ? 'hq' : 'link';
    const shownLanguage = this.params.shownLanguage ?? null;
    await this.attempt(() =>
      sso.execute({ token, tenant: this.tenant, kind, redirect: this.redirect, miniHq: this.params.miniHq, shownLanguage }),
    );
  }

  private get redirect(): string | null {
    return this.params.search.get('redirect');
  }

  private async attempt(run: () => LoginAttempt): Promise<void> {
    this.status = 'loading';
    this.error = null;
    this.deps.prepareSignedIn?.();
    const result = await run();
    if (this.disposed) return;
    runInAction(() => {
      if (result.ok) {
        this.status = 'idle';
        const route = this.withPhone(result.value.landingRoute);
        const language = result.value.language;
        if (language && this.params.shownLanguage && language !== this.params.shownLanguage && this.deps.openIn) this.deps.openIn(route);
        else this.deps.navigate(route);
        return;
      }
      this.status = 'error';
      const failure = result.error;
      if (failure.kind === 'invalid-input') this.error = { keys: failure.keys };
      else if (failure.kind === 'server') this.error = { text: failure.message };
      else if (failure.kind === 'invalid-token') this.error = { keys: ['login.invalid_sso_token'] };
      else this.error = { keys: [failure.key] };
      this.invalidFields = fieldsOf(failure);
      this.failures++;
    });
  }

  /** SPEC §2 Login: the `phone` query value goes on to the live page ({tenant}/incident/live?phone=…). */
  private withPhone(route: string): string {
    const phone = this.params.search.get('phone');
    if (!phone || phone.trim() === '') return route;
    const parsed = parseRoute(route);
    if (parsed?.route.name !== 'incident-create') return route;
    return routePath(parsed.route, 'phone' in parsed.query ? parsed.query : { ...parsed.query, phone: phone.trim() });
  }

  /** The language chosen on the sign-in screen: kept as the user's choice, shown at once (a reload, SPEC §1). */
  chooseLanguage(language: Language): void {
    this.deps.chooseLanguage?.(language);
  }

  start(): void {
    this.disposed = false;
    if (this.params.search.get('token') !== null || this.params.search.get('password') !== null) this.deps.forgetToken?.();
    this.deps.position.start();
    if (this.autoStarted || this.tenantProblem !== null) return;
    // React's strict mode starts a view model twice: the automatic sign-in happens once.
    this.autoStarted = true;
    const token = this.params.search.get('token');
    if (token && this.deps.sso) {
      void this.submitSso(token);
      return;
    }
    if (this.params.search.get('email') && this.params.search.get('password')) void this.submit();
  }

  dispose(): void {
    this.disposed = true;
  }
}

/** Which fields a failed sign-in is about: the form's own checks, wrong credentials, the tenant. */
function fieldsOf(failure: LoginAttemptError): LoginField[] {
  if (failure.kind === 'invalid-input')
    return failure.keys.flatMap((key): LoginField[] =>
      key === 'login.invalid_email' ? ['email'] : key === 'login.invalid_password' ? ['password'] : [],
    );
  if (failure.kind === 'invalid-tenant') return ['tenant'];
  if (failure.kind === 'key' && failure.key === 'login.incorrect_credentials') return ['email', 'password'];
  return [];
}

export function createLoginViewModel(services: Services, params: LoginParams): LoginViewModel {
  return new LoginViewModel(
    {
      login: services.get(LoginUseCase),
      sso: services.get(SsoLoginUseCase),
      position: services.get(DevicePositionFlow),
      navigate: (route) => navigateHash(route),
      // A browser that keeps nothing (storage blocked) would lose the session in a reload: it stays in this page.
      openIn: keepsStorage()
        ? (route) => {
            window.history.replaceState(null, '', `#/${route}`);
            window.location.reload();
          }
        : undefined,
      chooseLanguage: (language) =>
        void services.get(ChangeLanguageUseCase).execute({ language, confirmed: true, shown: params.shownLanguage }),
      forgetToken: () => {
        services.launch?.forget();
        navigateHash(routeWithoutToken(currentRoute()), { replace: true });
      },
      prepareSignedIn: () => services.prefetchSignedIn?.(),
    },
    { ...params, search: withLaunchSecrets(params.search, services.launch?.for(currentRoute()) ?? {}) },
  );
}

/** Whether the browser keeps local storage across a reload (it may block it: cookies and site data off). */
function keepsStorage(): boolean {
  try {
    const probe = '__reload_probe';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/** The query with the token and password the page's address arrived with (taken out of it at once, held in memory). */
function withLaunchSecrets(search: URLSearchParams, secrets: AddressSecrets): URLSearchParams {
  if (secrets.token === undefined && secrets.password === undefined) return search;
  const merged = new URLSearchParams(search);
  for (const [key, value] of Object.entries(secrets)) if (value !== undefined && !merged.has(key)) merged.set(key, value);
  return merged;
}
