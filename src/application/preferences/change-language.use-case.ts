import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/language/language';
import { err, ok, type Result } from '../../domain/shared/result';
import type { BrowserPage } from '../ports/browser-page.port';
import type { PreferencesStore } from './preferences.store';

export interface ChangeLanguageInput {
  /** The chosen language: en, pt or es. */
  readonly language: string;
  /** The answer of the confirm dialog (SPEC §8 Language change). */
  readonly confirmed: boolean;
  /**
   * The language the console shows now. It can differ from the stored one: a sign-in stores the tenant's default
   * language when none was chosen, shown from the next page load. Without it, the stored one (en when none).
   */
  readonly shown?: Language;
}

export type ChangeLanguageError = { readonly kind: 'invalid-language' } | { readonly kind: 'not-confirmed' };

export interface LanguageChanged {
  readonly language: Language;
  /** False when the chosen language was already the current one (no reload then). */
  readonly reloaded: boolean;
}

/**
 * SPEC §1: changing language asks for confirmation, stores currentLanguage and reloads the page. Choosing the language
 * shown is kept too, without a reload: it is the operator's choice, so a tenant's default language never replaces it
 * at the next sign-in or page load.
 */
export class ChangeLanguageUseCase {
  constructor(
    private readonly preferences: PreferencesStore,
    private readonly page: BrowserPage,
  ) {}

  execute(input: ChangeLanguageInput): Promise<Result<LanguageChanged, ChangeLanguageError>> {
    if (!isLanguage(input.language)) return Promise.resolve(err({ kind: 'invalid-language' }));
    if (!input.confirmed) return Promise.resolve(err({ kind: 'not-confirmed' }));
    const stored = this.preferences.storedLanguage();
    const current = input.shown ?? (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
    this.preferences.setLanguage(input.language);
    if (current === input.language) return Promise.resolve(ok({ language: input.language, reloaded: false }));
    this.page.reload();
    return Promise.resolve(ok({ language: input.language, reloaded: true }));
  }
}
