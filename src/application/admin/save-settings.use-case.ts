import { parseSettings, type Settings } from '../../domain/incident/settings';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { SettingsGateway } from '../ports/settings-gateway.port';
import type { CurrentUserStore } from '../session/current-user.store';
import { callFailure, type CallFailure } from '../shared/failure';

/**
 * SPEC §7 Settings: POST /teleport-config with the tenant's settings, then the copy kept in local state (SPEC §3)
 * is replaced by the saved values, so the session's screens follow at once. The input is read with the domain
 * settings parser (garbage fields take their defaults) before it is sent.
 */
export class SaveSettingsUseCase {
  constructor(
    private readonly settings: SettingsGateway,
    private readonly currentUser: CurrentUserStore,
    private readonly logger: Logger,
  ) {}

  async execute(input: Partial<Settings>): Promise<Result<Settings, { readonly kind: 'no-session' } | CallFailure>> {
    if (!this.currentUser.isAuthenticated()) return err({ kind: 'no-session' });
    const next = parseSettings({ ...this.currentUser.settings(), ...input });
    try {
      await this.settings.saveTeleportConfig({ ...next });
    } catch (error) {
      const failure = callFailure(error);
      this.logger.warning('settings could not be saved', { error: failure });
      return err(failure);
    }
    this.currentUser.replaceSettings(next);
    return ok(next);
  }
}
