import { SsoLoginUseCase } from '../../application/auth/sso-login.use-case';
import { routePath } from '../../domain/routing/routes';
import type { SsoLogin } from '../login/login.view-model';
import { navigateHash } from '../shared/hash-location';
import type { Services } from '../shared/services';
import { makeObservableExcept } from '../shared/make-observable-except';

export interface SsoGateDeps {
  readonly sso: SsoLogin;
  readonly navigate: (route: string) => void;
  /** Forgets the token the page's address arrived with (held in memory): it is used once. */
  readonly forgetLaunchToken?: () => void;
}

export interface SsoGateParams {
  readonly token: string;
  readonly tenant: string;
  readonly wantedRoute: string;
}

/**
 * SPEC §2 Live page and incident view: a `token` query value signs in by single sign-on before the screen shows.
 * The wanted route (without the token) is the redirect; a refused token goes to login with that redirect.
 */
export class SsoGateViewModel {
  failed = false;
  /** Signed in: the screen shows (the address may already name the landing route, so no change of address shows it). */
  signedIn = false;
  private started = false;

  constructor(
    private readonly deps: SsoGateDeps,
    private readonly params: SsoGateParams,
  ) {
    makeObservableExcept(this, ['deps', 'params', 'started']);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.deps.forgetLaunchToken?.();
    void this.run();
  }

  private async run(): Promise<void> {
    const redirect = this.params.wantedRoute;
    const result = await this.deps.sso.execute({ token: this.params.token, tenant: this.params.tenant, redirect });
    if (result.ok) {
      this.succeed();
      this.deps.navigate(result.value.landingRoute);
      return;
    }
    this.deps.navigate(routePath({ name: 'login' }, { redirect }));
  }

  private succeed(): void {
    this.signedIn = true;
  }

  dispose(): void {}
}

export function createSsoGateViewModel(services: Services, params: SsoGateParams): SsoGateViewModel {
  return new SsoGateViewModel(
    {
      sso: services.get(SsoLoginUseCase),
      navigate: (to) => navigateHash(to, { replace: true }),
      forgetLaunchToken: () => services.launch?.forget(),
    },
    params,
  );
}

/** The route without its `token` query value (the redirect after a single sign-on). */
export { routeWithoutToken as withoutToken } from '../../domain/routing/login-route';
