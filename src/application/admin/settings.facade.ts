import { validateSettings, type SettingsFormInput } from '../../domain/admin/settings-schema';
import type { InvalidInput } from '../../domain/admin/form-validation';
import type { Settings } from '../../domain/incident/settings';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { SettingsGateway } from '../ports/settings-gateway.port';
import type { CurrentUserStore } from '../session/current-user.store';
import { attempt, type CallFailure } from '../shared/failure';

export type LoadSettingsError = { readonly kind: 'no-session' } | CallFailure;
export type SaveSettingsError = { readonly kind: 'no-session' } | InvalidInput | CallFailure;

/**
 * SPEC §7 Settings: the tenant's settings read and written (GET and POST /teleport-config). The session keeps a copy
 * (SPEC §3, CurrentUserStore) that follows both: the server's answer is the tenant's truth (another administrator may
 * have changed them since this session signed in), and a save reaches every open screen at once
 * (CurrentUserStore.onSettingsChange).
 */
export class SettingsFacade {
  constructor(
    private readonly settings: SettingsGateway,
    private readonly currentUser: CurrentUserStore,
    private readonly logger: Logger,
  ) {}

  async load(): Promise<Result<Settings, LoadSettingsError>> {
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

  /**
   * The input (the whole form, or only the fields to change) is checked with the domain's settings schema first; a
   * refused field sends nothing.
   */
  async save(input: Partial<SettingsFormInput>): Promise<Result<Settings, SaveSettingsError>> {
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
