import type { KeyValueStorage } from '../ports/key-value-storage.port';
import type { SettingsGateway } from '../ports/settings-gateway.port';
import { LOCAL_STATE_KEYS } from '../session/session.store';
import { defaultSettings, parseSettings, type Settings } from '../../domain/incident/settings';

/**
 * The tenant settings a live session reads (SPEC §3): the settings kept in local state when present, else
 * GET /teleport-config, else the defaults (operator broadcast not allowed).
 */
export function liveSettingsSource(local: KeyValueStorage, gateway: SettingsGateway): () => Promise<Settings> {
  return async () => {
    const stored = local.get(LOCAL_STATE_KEYS.settings);
    if (stored !== null && stored.trim() !== '') return parseSettings(stored);
    try {
      return await gateway.getTeleportConfig();
    } catch {
      return defaultSettings();
    }
  };
}
