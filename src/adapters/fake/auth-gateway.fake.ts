import type {
  AuthGateway,
  LoginRequest,
  LoginResponse,
  SessionAnswer,
  SsoLinkRequest,
  SsoLinkResponse,
} from '../../application/ports/auth-gateway.port';
import { GatewayError } from '../../application/ports/gateway-error';
import type { DemoAdminStore } from './demo-world/admin-store';
import { DEMO_PASSWORD, type DemoAccount } from './demo-world/demo-accounts';
import type { DemoMessaging } from './demo-world/demo-messaging';
import type { DemoWorld } from './demo-world/demo-world';
import { record } from './recording-log';

/**
 * The demo world's authentication. Like the real server, unknown credentials answer 'Internal server error'
 * and an inactive or non-admin account gets no token, which the console must explain. Single sign-on takes a
 * session token the world issued, or a link token signed by the demo's HQ (demoLinkToken), still within its lifetime,
 * and answers like a login of its account, with a fresh token. Sending and sharing links is the demo messaging's work.
 */
export class FakeAuthGateway implements AuthGateway {
  readonly requests: LoginRequest[] = [];
  readonly ssoRequests: { readonly kind: 'link' | 'hq'; readonly token: string }[] = [];

  constructor(
    private readonly world: DemoWorld,
    /** The demo messaging is part of the live area, resolved when a link is first sent. */
    private readonly messaging: () => DemoMessaging,
    /** The roles and permissions the world checks every call against, as administrators change them. */
    private readonly admin: DemoAdminStore,
  ) {}

  /** The demo server ends the session at once: the token is refused from now on, even if written back. */
  async revokeSession(token: string): Promise<void> {
    this.world.revoke(token);
    await this.world.arrive();
  }

  /**
   * The session of the stored token, from what the world issued it for (never from what the browser stores about it),
   * with the permissions the world checks calls against (the user's through their roles, and the tenant's list).
   */
  currentSession(): Promise<SessionAnswer> {
    return this.world.answer(({ account, tenant }) => ({
      user: { id: account.id, email: account.email, thumbnail: null },
      isSuperUser: account.isSuperUser,
      tenant: tenant.id,
      permissions: this.admin.userPermissionNames(tenant.id, account.id),
      tenantPermissions: this.admin.tenantPermissions(tenant.id).map((p) => p.name),
    }));
  }

  async login(request: LoginRequest): Promise<LoginResponse> {
    record(this.requests, request);
    await this.world.arrive();
    const account = this.world.accounts.find(
      (a) => a.email.toLowerCase() === request.email.trim().toLowerCase() && a.tenant === request.tenant,
    );
    if (!account || request.password !== DEMO_PASSWORD) throw new GatewayError('server', 'Internal server error', 500);
    return this.responseFor(account);
  }

  /** GET /auth/sso/{token}?skipValidation=true */
  async ssoLogin(token: string): Promise<LoginResponse> {
    return this.sso('link', token);
  }

  /** GET /auth/sso/hq/{token} */
  async ssoHqLogin(token: string): Promise<LoginResponse> {
    return this.sso('hq', token);
  }

  sendSsoLink(channel: 'sms' | 'whatsapp', request: SsoLinkRequest): Promise<SsoLinkResponse> {
    return this.messaging().sendSsoLink(channel, request);
  }

  shareSsoLink(channel: 'sms' | 'whatsapp', request: SsoLinkRequest, broadcastChannel?: string): Promise<SsoLinkResponse> {
    return this.messaging().shareSsoLink(channel, request, broadcastChannel);
  }

  private async sso(kind: 'link' | 'hq', token: string): Promise<LoginResponse> {
    record(this.ssoRequests, { kind, token });
    await this.world.arrive();
    const caller = this.world.signOnCallerFor(token);
    if (!caller) throw new GatewayError('unauthorized', 'Invalid or expired token', 401);
    return this.responseFor(caller.account);
  }

  private responseFor(account: DemoAccount): LoginResponse {
    const allowed = account.active && (account.isHqAdmin || account.isSuperUser);
    return {
      token: allowed ? this.world.issueToken(account) : null,
      isHqAdmin: account.isHqAdmin,
      isSuperUser: account.isSuperUser,
      active: account.active,
      user: { id: account.id, email: account.email, thumbnail: null },
    };
  }
}
