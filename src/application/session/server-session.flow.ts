import type { AuthGateway } from '../ports/auth-gateway.port';
import { isGatewayError } from '../ports/gateway-error';
import type { Logger } from '../ports/logger.port';
import type { Unsubscribe } from '../ports/subscription';
import { Emitter } from '../shared/emitter';
import { serverPermissions } from './server-permissions';
import type { SessionStore } from './session.store';

/**
 * Where the server's word on the stored token stands: 'none' (no token), 'waiting' (asked, no answer yet),
 * 'confirmed', or 'unreachable' (the server could not be asked; try again).
 */
export type ServerSessionState = 'none' | 'waiting' | 'confirmed' | 'unreachable';

/**
 * Asks the server whose the stored token is (the user, the tenant, super-user status) and what that user may do (the
 * user's and the tenant's permissions, SPEC §6), in one call, and keeps the answer in the SessionStore, so nothing the browser stores about them is ever
 * taken for the server's word. confirm() runs after a reload (the guarded routes wait for it) and, while signed in,
 * on the session monitor's permission poll (SPEC §9: 2 s), so a permission taken away closes its screens.
 *
 * A 401 forgets the token (the session monitor then sends the user to login). An answer that arrives after the token
 * changed, or after a newer answer, is dropped: an older answer never replaces a newer state.
 */
export class ServerSessionFlow {
  private readonly changes = new Emitter<ServerSessionState>();
  private inFlight: { readonly token: string; readonly answer: Promise<ServerSessionState> } | null = null;
  private failedToken: string | null = null;
  private asked = 0;
  private applied = 0;

  constructor(
    private readonly auth: AuthGateway,
    private readonly sessions: SessionStore,
    private readonly logger: Logger,
  ) {}

  state(): ServerSessionState {
    const token = this.sessions.token();
    if (token === null) return 'none';
    if (this.sessions.current() !== null) return 'confirmed';
    return this.failedToken === token && this.inFlight === null ? 'unreachable' : 'waiting';
  }

  onChange(listener: (state: ServerSessionState) => void): Unsubscribe {
    return this.changes.event(listener);
  }

  /** Asks the server about the stored token (one question at a time per token) and keeps its answer. */
  confirm(): Promise<ServerSessionState> {
    const token = this.sessions.token();
    if (token === null) return Promise.resolve('none');
    if (this.inFlight?.token === token) return this.inFlight.answer;
    const asked = ++this.asked;
    const answer = this.ask(token, asked).finally(() => {
      if (this.inFlight?.answer === answer) this.inFlight = null;
      this.changes.fire(this.state());
    });
    this.inFlight = { token, answer };
    this.changes.fire(this.state());
    return answer;
  }

  private async ask(token: string, asked: number): Promise<ServerSessionState> {
    try {
      const answer = await this.auth.currentSession();
      const permissions = serverPermissions(answer.permissions, answer.tenantPermissions, answer.isSuperUser);
      if (this.sessions.token() !== token || asked < this.applied) return this.state();
      this.applied = asked;
      this.failedToken = null;
      const { user, isSuperUser, tenant } = answer;
      this.sessions.save({ token, tenantId: tenant, user: { ...user, isSuperUser }, permissions: permissions.names }, permissions.controls);
      this.sessions.saveAccess(permissions.access, permissions.controls);
      return 'confirmed';
    } catch (error) {
      if (this.sessions.token() !== token) return this.state();
      if (isGatewayError(error) && error.kind === 'unauthorized') {
        this.logger.info('the server refused the stored token');
        this.sessions.forgetToken();
        return 'none';
      }
      this.logger.warning('the session could not be confirmed', { kind: kindOf(error) });
      this.failedToken = token;
      return this.sessions.current() !== null ? 'confirmed' : 'unreachable';
    }
  }
}

function kindOf(error: unknown): string {
  return isGatewayError(error) ? error.kind : 'unknown';
}
