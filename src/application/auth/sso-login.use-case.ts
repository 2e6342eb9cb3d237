import type { Language } from '../../domain/language/language';
import { loginServerError, type LoginFailure } from '../../domain/login/login-outcome';
import { err, type Result } from '../../domain/shared/result';
import { tenantFromValue, type TenantError } from '../../domain/tenant/tenant-id';
import type { AuthGateway } from '../ports/auth-gateway.port';
import { isGatewayError } from '../ports/gateway-error';
import type { Logger } from '../ports/logger.port';
import type { SessionMonitorFlow } from '../session/session-monitor.flow';
import type { EstablishSessionStep, LoggedIn } from './establish-session.step';

export interface SsoLoginInput {
  /** The `token` query value. */
  readonly token: string | null | undefined;
  /** The `tenant` query value (or the route's tenant); blank means public. */
  readonly tenant: string | null | undefined;
  /** 'link' (GET /auth/sso/{token}?skipValidation=true) or 'hq' (GET /auth/sso/hq/{token}). */
  readonly kind?: 'link' | 'hq';
  readonly redirect?: string | null;
  readonly miniHq?: boolean;
  /** The language the sign-in page showed (domain signInLanguage keeps it when nothing says otherwise). */
  readonly shownLanguage?: Language | null;
}

export type SsoLoginError =
  /** No usable token in the link (blank, too long or with spaces: nothing is sent), or one the server refused. */
  { readonly kind: 'invalid-token' } | { readonly kind: 'invalid-tenant'; readonly key: TenantError } | LoginFailure;

/** Longest SSO token accepted from a query string; anything longer is not sent to the server. */
const MAX_SSO_TOKEN_LENGTH = 4096;

/**
 * SPEC §2 Login (token and tenant query), live page and incident view (token query), HQ SSO: exchanges the link's
 * token for a session, then the same outcome checks, local state and landing as the form login.
 */
export class SsoLoginUseCase {
  constructor(
    private readonly auth: AuthGateway,
    private readonly establishSession: EstablishSessionStep,
    private readonly monitor: SessionMonitorFlow,
    private readonly logger: Logger,
  ) {}

  async execute(input: SsoLoginInput): Promise<Result<LoggedIn, SsoLoginError>> {
    const token = typeof input.token === 'string' ? input.token.trim() : '';
    if (token === '' || token.length > MAX_SSO_TOKEN_LENGTH || /\s/.test(token)) return err({ kind: 'invalid-token' });
    const tenantValue = typeof input.tenant === 'string' ? input.tenant.trim() : '';
    const tenant = tenantFromValue(tenantValue === '' ? null : tenantValue);
    if (!tenant.ok) return err({ kind: 'invalid-tenant', key: tenant.error });

    this.monitor.stop();
    let response;
    try {
      response = input.kind === 'hq' ? await this.auth.ssoHqLogin(token) : await this.auth.ssoLogin(token);
    } catch (error) {
      this.logger.warning('single sign-on refused', { kind: isGatewayError(error) ? error.kind : 'unknown', hq: input.kind === 'hq' });
      // A refused link (expired, forged, of another tenant) reads alike in the user's language, not as the server's words.
      if (isGatewayError(error) && error.kind === 'unauthorized') return err({ kind: 'invalid-token' });
      return err(loginServerError(isGatewayError(error) ? error.serverMessage : undefined));
    }
    return this.establishSession.run({
      response,
      tenantId: tenant.value,
      redirect: input.redirect ?? null,
      miniHq: input.miniHq === true,
      shownLanguage: input.shownLanguage ?? null,
    });
  }
}
