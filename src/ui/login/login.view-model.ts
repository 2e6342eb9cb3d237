import { makeAutoObservable, runInAction } from 'mobx';
import type { LoginUseCase } from '../../application/auth/login.use-case';
import { resolveLoginTenant } from '../../domain/tenant/login-tenant';

export type LoginStatus = 'idle' | 'loading' | 'error';

/** What the login screen shows as its error: message keys to translate and join, or a server message as is. */
export type LoginErrorView = { readonly keys: readonly string[] } | { readonly text: string };

export interface LoginParams {
  /** {tenant} of login/{tenant}, minihq/{tenant}/login or teleport/{tenant}/login. */
  readonly routeTenant: string | null;
  /** The query string of the login route. */
  readonly search: URLSearchParams;
  readonly miniHq: boolean;
}

/** SPEC §2 Login, §4 (idle, loading, error), §5, §8. */
export class LoginViewModel {
  email = '';
  password = '';
  tenant: string;
  status: LoginStatus = 'idle';
  error: LoginErrorView | null = null;
  /** A tenant in the URL that cannot be one: shown at once, no request is made with it. */
  readonly tenantProblem: string | null;
  private disposed = false;

  constructor(
    private readonly login: LoginUseCase,
    private readonly params: LoginParams,
    private readonly navigate: (route: string) => void,
  ) {
    const tenant = resolveLoginTenant({
      routeTenant: params.routeTenant,
      tenantQuery: params.search.get('tenant'),
      redirect: params.search.get('redirect'),
    });
    this.tenant = tenant.ok ? tenant.value : '';
    this.tenantProblem = tenant.ok ? null : tenant.error;
    this.email = params.search.get('email') ?? '';
    makeAutoObservable<LoginViewModel, 'login' | 'params' | 'navigate' | 'disposed'>(this, {
      login: false,
      params: false,
      navigate: false,
      disposed: false,
    });
  }

  get canSubmit(): boolean {
    return this.status !== 'loading' && this.tenantProblem === null;
  }

  setEmail(value: string): void {
    this.email = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  setTenant(value: string): void {
    this.tenant = value;
  }

  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    this.status = 'loading';
    this.error = null;
    const result = await this.login.execute({
      email: this.email,
      password: this.password,
      tenant: this.tenant,
      redirect: this.params.search.get('redirect'),
      miniHq: this.params.miniHq,
    });
    if (this.disposed) return;
    runInAction(() => {
      if (result.ok) {
        this.status = 'idle';
        this.navigate(result.value.landingRoute);
        return;
      }
      this.status = 'error';
      const failure = result.error;
      if (failure.kind === 'invalid-input') this.error = { keys: failure.keys };
      else if (failure.kind === 'server') this.error = { text: failure.message };
      else this.error = { keys: [failure.key] };
    });
  }

  start(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
  }
}
