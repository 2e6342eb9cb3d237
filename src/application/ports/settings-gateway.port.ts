/** SPEC §7 Settings: GET and POST /teleport-config, plus the tenant settings call (path not shown). */
export interface SettingsGateway {
  /** GET /teleport-config: the tenant's settings as the server sends them (parsed with domain parseSettings). */
  getTeleportConfig(): Promise<unknown>;
  /** POST /teleport-config */
  saveTeleportConfig(settings: Record<string, unknown>): Promise<void>;
  /** The tenant settings call (SPEC §7: path not shown). */
  getTenantSettings(tenantId: string): Promise<unknown>;
}
export const SettingsGateway = Symbol.for('SettingsGateway');
