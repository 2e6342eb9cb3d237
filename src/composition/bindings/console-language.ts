import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { LOCAL_STATE_KEYS } from '../../application/session/session.store';
import { isLanguage, type Language } from '../../domain/language/language';

/**
 * The language the console shows, as the demo world (which lives in the console's tab) reads it: the stored
 * currentLanguage, null when none was stored. A seeded caller speaks it and the names the demo invents are in it.
 */
export function consoleLanguageIn(local: KeyValueStorage): () => Language | null {
  return () => {
    const stored = local.get(LOCAL_STATE_KEYS.currentLanguage);
    return isLanguage(stored) ? stored : null;
  };
}
