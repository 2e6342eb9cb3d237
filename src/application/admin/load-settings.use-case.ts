import type { Settings } from '../../domain/incident/settings';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { SettingsGateway } from '../ports/settings-gateway.port';
import type { CurrentUserStore } from '../session/current-user.store';
import { attempt, type CallFailure } from '../shared/failure';

/**
 * SPEC §7 Settings: GET /teleport-config for the settings screen. The server's answer is the tenant's truth, so the
 * copy kept in local state (SPEC §3) follows it when it differs: another administrator may have changed them since
 * this session signed in.
 */
export class LoadSettingsUseCase {
  constructor(
    private readonly settings: SettingsGateway,
    private readonly currentUser: CurrentUserStore,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<Settings, { readonly kind: 'no-session' } | CallFailure>> {
    if (!this.currentUser.isAuthenticated()) return err({ kind: 'no-session' });
    const read = await attempt(
      () => this.settings.getTeleportConfig(),
      (failure) => this.logger.warning('settings could not be loaded', { error: failure }),
    );
    if (!read.ok) return read;
    const loaded = read.value;
    if (JSON.stringify(loaded) !== JSON.stringify(this.currentUser.settings())) this.currentUser.replaceSettings(loaded);
    return ok(loaded);
  }
}
