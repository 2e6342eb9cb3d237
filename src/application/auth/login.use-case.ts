import type { Language } from '../../domain/language/language';
import { loginServerError, type LoginFailure } from '../../domain/login/login-outcome';
import { validateLogin, type LoginInputError } from '../../domain/login/login-validation';
import { tenantFromValue, type TenantError } from '../../domain/tenant/tenant-id';
import { err, type Result } from '../../domain/shared/result';
import type { AuthGateway } from '../ports/auth-gateway.port';
import { isGatewayError } from '../ports/gateway-error';
import type { Logger } from '../ports/logger.port';
import type { SessionMonitorFlow } from '../session/session-monitor.flow';
import type { DevicePositionFlow } from './device-position.flow';
import type { EstablishSessionStep, LoggedIn } from './establish-session.step';

export type { LoggedIn };

export interface LoginInput {
  readonly email: string;
  readonly password: string;
  /** The tenant as the login screen resolved it (route, query or typed); blank means public. */
  readonly tenant: string;
  /** The raw `redirect` query value, honoured only when safe (SPEC §2). */
  readonly redirect?: string | null;
  /** True on the mini-HQ login (a route starting with teleport). */
  readonly miniHq?: boolean;
  /** The language the sign-in page showed (domain signInLanguage keeps it when nothing says otherwise). */
  readonly shownLanguage?: Language | null;
}

export type LoginError =
  | { readonly kind: 'invalid-input'; readonly keys: readonly LoginInputError[] }
  | { readonly kind: 'invalid-tenant'; readonly key: TenantError }
  | LoginFailure;

/**
 * SPEC §2 Login, §4 Login, §5, §8: validates, asks the server (with the device position DevicePositionFlow knows), keeps the session (with permissions, settings,
 * language, device hash: see EstablishSessionStep) and says where to land. The session monitor stops when a login
 * starts (SPEC §4 "stops on login"). The auto-submit from the email and password query is the screen calling this.
 */
export class LoginUseCase {
  constructor(
    private readonly auth: AuthGateway,
    private readonly position: DevicePositionFlow,
    private readonly establishSession: EstablishSessionStep,
    private readonly monitor: SessionMonitorFlow,
    private readonly logger: Logger,
  ) {}

  async execute(input: LoginInput): Promise<Result<LoggedIn, LoginError>> {
    const tenant = tenantFromValue(input.tenant.trim() === '' ? null : input.tenant);
    if (!tenant.ok) return err({ kind: 'invalid-tenant', key: tenant.error });
    const valid = validateLogin({ email: input.email, password: input.password, tenant: tenant.value });
    if (!valid.ok) return err({ kind: 'invalid-input', keys: valid.error });

    this.monitor.stop();
    const position = await this.position.forSignIn();
    const email = valid.value.email.trim();
    let response;
    try {
      response = await this.auth.login({
        email,
        password: valid.value.password,
        tenant: tenant.value,
        lat: position?.lat ?? null,
        long: position?.long ?? null,
      });
    } catch (error) {
      this.logger.warning('login refused', { kind: isGatewayError(error) ? error.kind : 'unknown' });
      return err(loginServerError(isGatewayError(error) ? error.serverMessage : undefined));
    }

    return this.establishSession.run({
      response,
      tenantId: tenant.value,
      fallbackEmail: email,
      redirect: input.redirect ?? null,
      miniHq: input.miniHq === true,
      shownLanguage: input.shownLanguage ?? null,
    });
  }
}
