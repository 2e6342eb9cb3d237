import { validateSettings, type SettingsFormInput } from '../../domain/admin/settings-schema';
import type { InvalidInput } from '../../domain/admin/form-validation';
import type { Settings } from '../../domain/incident/settings';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { SettingsGateway } from '../ports/settings-gateway.port';
import type { CurrentUserStore } from '../session/current-user.store';
import { attempt, type CallFailure } from '../shared/failure';

export type SaveSettingsError = { readonly kind: 'no-session' } | InvalidInput | CallFailure;

/**
 * SPEC §7 Settings: POST /teleport-config with the tenant's settings, then the copy kept in local state (SPEC §3)
 * is replaced by the saved values and every open screen hears it (CurrentUserStore.onSettingsChange), so the
 * session follows at once. The input (the whole form, or only the fields to change) is checked with the domain's
 * settings schema first; a refused field sends nothing.
 */
export class SaveSettingsUseCase {
  constructor(
    private readonly settings: SettingsGateway,
    private readonly currentUser: CurrentUserStore,
    private readonly logger: Logger,
  ) {}

  async execute(input: Partial<SettingsFormInput>): Promise<Result<Settings, SaveSettingsError>> {
    if (!this.currentUser.isAuthenticated()) return err({ kind: 'no-session' });
    const valid = validateSettings({ ...this.currentUser.settings(), ...input });
    if (!valid.ok) return valid;
    const next = valid.value;
    const saved = await attempt(
      () => this.settings.saveTeleportConfig({ ...next }),
      (failure) => this.logger.warning('settings could not be saved', { error: failure }),
    );
    if (!saved.ok) return saved;
    this.currentUser.replaceSettings(next);
    return ok(next);
  }
}
