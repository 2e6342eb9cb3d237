import { languageCode, type LanguageCode } from '../../domain/language/language';

/** Where the operator's chosen language is kept (PreferencesStore). */
export interface LanguageSource {
  storedLanguage(): string | null;
}

/** SPEC §1: a link opens its page in the operator's language, as the live page's code (none chosen: English, 1). */
export function linkLanguage(source: LanguageSource): LanguageCode {
  return languageCode(source.storedLanguage());
}
