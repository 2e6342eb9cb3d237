import { makeAutoObservable } from 'mobx';
import type { SsoLogin } from '../login/login.view-model';

/**
 * SPEC §2 Live page and incident view: a `token` query value signs in by single sign-on before the screen shows.
 * The wanted route (without the token) is the redirect; a refused token goes to login with that redirect.
 */
export class SsoGateViewModel {
  failed = false;
  private started = false;

  constructor(
    private readonly sso: SsoLogin,
    private readonly input: { readonly token: string; readonly tenant: string; readonly wantedRoute: string },
    private readonly navigate: (route: string) => void,
  ) {
    makeAutoObservable<SsoGateViewModel, 'sso' | 'input' | 'navigate' | 'started'>(this, {
      sso: false,
      input: false,
      navigate: false,
      started: false,
    });
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    void this.run();
  }

  private async run(): Promise<void> {
    const redirect = this.input.wantedRoute;
    const result = await this.sso.execute({ token: this.input.token, tenant: this.input.tenant, redirect });
    if (result.ok) {
      this.navigate(result.value.landingRoute);
      return;
    }
    this.navigate(`login?redirect=${encodeURIComponent(redirect)}`);
  }

  dispose(): void {}
}

/** The route without its `token` query value (the redirect after a single sign-on). */
export function withoutToken(route: string): string {
  const [path = '', query = ''] = route.split('?', 2);
  const search = new URLSearchParams(query);
  search.delete('token');
  const rest = search.toString();
  return rest ? `${path}?${rest}` : path;
}
