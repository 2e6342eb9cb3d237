import { logoutRoute } from '../../domain/routing/landing-route';
import type { PreferencesService } from '../preferences/preferences.service';
import type { SessionStore } from '../session/session-store';

/**
 * SPEC §2 Login: logout clears local and session storage and goes to /minihq/{tenantId}, or /login
 * without a tenant. The display preferences (theme, language) are written back after the clear so the
 * console keeps looking and speaking the way the operator chose.
 */
export class LogoutUseCase {
  constructor(
    private readonly sessions: SessionStore,
    private readonly preferences: PreferencesService,
  ) {}

  execute(): { readonly route: string } {
    const tenantId = this.sessions.current()?.tenantId ?? null;
    const restorePreferences = this.preferences.snapshot();
    this.sessions.clearAll();
    restorePreferences();
    return { route: logoutRoute(tenantId) };
  }
}
