import type { Settings } from '../../domain/incident/settings';

/** SPEC §7 Settings: GET and POST /teleport-config, plus the tenant settings call (path not shown). */
export interface SettingsGateway {
  /** GET /teleport-config: the tenant's settings, each one the tenant left unset at its default. */
  getTeleportConfig(): Promise<Settings>;
  /** POST /teleport-config */
  saveTeleportConfig(settings: Record<string, unknown>): Promise<void>;
  /** The tenant settings call (SPEC §7: path not shown). */
  getTenantSettings(tenantId: string): Promise<Settings>;
}
export const SettingsGateway = Symbol.for('SettingsGateway');
