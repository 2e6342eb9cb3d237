import { loginOutcome, loginServerError, type LoginFailure } from '../../domain/login/login-outcome';
import { validateLogin, type LoginInputError } from '../../domain/login/login-validation';
import { landingRoute } from '../../domain/routing/landing-route';
import { tenantFromValue, type TenantError } from '../../domain/tenant/tenant-id';
import { TIMINGS } from '../../domain/shared/constants';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AuthGateway } from '../ports/auth-gateway.port';
import { isGatewayError } from '../ports/gateway-error';
import type { Geolocation } from '../ports/geolocation.port';
import type { Logger } from '../ports/logger.port';
import type { Session, SessionStore } from '../session/session-store';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
  /** The tenant as the login screen resolved it (route, query or typed); blank means public. */
  readonly tenant: string;
  /** The raw `redirect` query value, honoured only when safe (SPEC §2). */
  readonly redirect?: string | null;
  /** True on the mini-HQ login (a route starting with teleport). */
  readonly miniHq?: boolean;
}

export type LoginError =
  | { readonly kind: 'invalid-input'; readonly keys: readonly LoginInputError[] }
  | { readonly kind: 'invalid-tenant'; readonly key: TenantError }
  | LoginFailure;

export interface LoggedIn {
  readonly session: Session;
  /** Where to go next, a route without a leading slash (SPEC §2 Login). */
  readonly landingRoute: string;
}

/** SPEC §2 Login, §4 Login, §5, §8: validates, asks the server, keeps the session and says where to land. */
export class LoginUseCase {
  constructor(
    private readonly auth: AuthGateway,
    private readonly geolocation: Geolocation,
    private readonly sessions: SessionStore,
    private readonly logger: Logger,
  ) {}

  async execute(input: LoginInput): Promise<Result<LoggedIn, LoginError>> {
    const tenant = tenantFromValue(input.tenant.trim() === '' ? null : input.tenant);
    if (!tenant.ok) return err({ kind: 'invalid-tenant', key: tenant.error });
    const valid = validateLogin({ email: input.email, password: input.password, tenant: tenant.value });
    if (!valid.ok) return err({ kind: 'invalid-input', keys: valid.error });

    const position = await this.geolocation.currentPosition(TIMINGS.loginGeolocationTimeout);
    let response;
    try {
      response = await this.auth.login({
        email: valid.value.email.trim(),
        password: valid.value.password,
        tenant: tenant.value,
        lat: position?.lat ?? null,
        long: position?.long ?? null,
      });
    } catch (error) {
      this.logger.warning('login refused', { kind: isGatewayError(error) ? error.kind : 'unknown' });
      return err(loginServerError(isGatewayError(error) ? error.serverMessage : undefined));
    }

    const outcome = loginOutcome(response);
    if (!outcome.ok) return err(outcome.error);

    const session: Session = {
      token: outcome.value.token,
      tenantId: tenant.value,
      user: {
        id: response.user?.id === undefined || response.user?.id === null ? '' : String(response.user.id),
        email: response.user?.email ?? valid.value.email.trim(),
        thumbnail: response.user?.thumbnail ?? null,
        isSuperUser: outcome.value.isSuperUser,
      },
      permissions: [],
    };
    this.sessions.save(session);
    return ok({
      session,
      landingRoute: landingRoute({
        tenantId: tenant.value,
        isSuperUser: session.user.isSuperUser,
        permissions: session.permissions,
        miniHq: input.miniHq === true,
        redirect: input.redirect ?? null,
      }),
    });
  }
}
