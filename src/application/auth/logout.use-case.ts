import { logoutRoute } from '../../domain/routing/landing-route';
import { ok, type Result } from '../../domain/shared/result';
import type { AuthGateway } from '../ports/auth-gateway.port';
import type { Logger } from '../ports/logger.port';
import type { PushNotifications } from '../ports/push.port';
import type { PreferencesStore } from '../preferences/preferences.store';
import type { SessionMonitorFlow } from '../session/session-monitor.flow';
import type { SessionStore } from '../session/session.store';
import { callFailure } from '../shared/failure';

/**
 * SPEC §2 Login: logout stops the session monitor (health ping and auth check, SPEC §4), asks the server to revoke the
 * session's token (assumed call; failures only logged), removes the push token
 * (failures only logged, never blocking), clears local and session storage and answers the route to go to:
 * /minihq/{tenantId}, or /login without a tenant. The display preferences (theme, language) and the device hash (the
 * device's identity for x-mac, not the session's) are written back after the clear. No incident text outlives it: the
 * drafts the server has not accepted go with the clear (the screen asks the operator first, who may save them now).
 * Logging out cannot fail. The storage is cleared before `execute` answers, in the caller's turn: the console runs it
 * in the turn of the logout's navigation, so the router hears the route and the session's end together.
 */
export class LogoutUseCase {
  constructor(
    private readonly sessions: SessionStore,
    private readonly preferences: PreferencesStore,
    private readonly monitor: SessionMonitorFlow,
    private readonly push: PushNotifications,
    private readonly logger: Logger,
    private readonly auth: AuthGateway,
  ) {}

  execute(): Promise<Result<{ readonly route: string }, never>> {
    this.monitor.stop();
    const tenantId = this.sessions.current()?.tenantId ?? null;
    this.revokeSession();
    this.removePushToken();
    const restorePreferences = this.preferences.snapshot();
    const deviceHash = this.sessions.deviceHash();
    this.sessions.clearAll();
    restorePreferences();
    if (deviceHash !== null) this.sessions.setDeviceHash(deviceHash);
    return Promise.resolve(ok({ route: logoutRoute(tenantId) }));
  }

  /** The server ends the session (a copied token stops working); a failure is logged, never blocking the logout. */
  private revokeSession(): void {
    const token = this.sessions.token();
    if (!token) return;
    Promise.resolve()
      .then(() => this.auth.revokeSession(token))
      .catch((error: unknown) => {
        this.logger.warning('session could not be revoked on the server', { kind: callFailure(error).kind });
      });
  }

  private removePushToken(): void {
    let removal: Promise<void>;
    try {
      removal = this.push.removeToken();
    } catch (error) {
      removal = Promise.reject(error);
    }
    removal.catch((error: unknown) => {
      this.logger.warning('push token could not be removed', { kind: callFailure(error).kind });
    });
  }
}
