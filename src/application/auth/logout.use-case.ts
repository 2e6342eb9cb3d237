import { logoutRoute } from '../../domain/routing/landing-route';
import { isGatewayError } from '../ports/gateway-error';
import type { Logger } from '../ports/logger.port';
import type { PushNotifications } from '../ports/push.port';
import type { PreferencesService } from '../preferences/preferences.service';
import type { SessionMonitorFlow } from '../session/session-monitor.flow';
import type { SessionStore } from '../session/session-store';

/**
 * SPEC §2 Login: logout stops the session monitor (health ping and auth check, SPEC §4), removes the push token
 * (failures only logged, never blocking), clears local and session storage and goes to /minihq/{tenantId}, or
 * /login without a tenant. The display preferences (theme, language) and the device hash (the device's identity
 * for x-mac, not the session's) are written back after the clear.
 */
export class LogoutUseCase {
  constructor(
    private readonly sessions: SessionStore,
    private readonly preferences: PreferencesService,
    private readonly monitor: SessionMonitorFlow,
    private readonly push: PushNotifications,
    private readonly logger: Logger,
  ) {}

  execute(): { readonly route: string } {
    this.monitor.stop();
    const tenantId = this.sessions.current()?.tenantId ?? null;
    this.removePushToken();
    const restorePreferences = this.preferences.snapshot();
    const deviceHash = this.sessions.deviceHash();
    this.sessions.clearAll();
    restorePreferences();
    if (deviceHash !== null) this.sessions.setDeviceHash(deviceHash);
    return { route: logoutRoute(tenantId) };
  }

  private removePushToken(): void {
    let removal: Promise<void>;
    try {
      removal = this.push.removeToken();
    } catch (error) {
      removal = Promise.reject(error);
    }
    removal.catch((error: unknown) => {
      this.logger.warning('push token could not be removed', { kind: isGatewayError(error) ? error.kind : 'unknown' });
    });
  }
}
