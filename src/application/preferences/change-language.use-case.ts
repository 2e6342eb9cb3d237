import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/language/language';
import { err, ok, type Result } from '../../domain/shared/result';
import type { BrowserPage } from '../ports/browser-page.port';
import type { PreferencesService } from './preferences.service';

export interface ChangeLanguageInput {
  /** The chosen language: en, pt or es. */
  readonly language: string;
  /** The answer of the confirm dialog (SPEC §8 Language change). */
  readonly confirmed: boolean;
}

export type ChangeLanguageError = 'language.not_confirmed' | 'language.invalid';

export interface LanguageChanged {
  readonly language: Language;
  /** False when the chosen language was already the current one (no reload then). */
  readonly reloaded: boolean;
}

/** SPEC §1: changing language asks for confirmation, stores currentLanguage and reloads the page. */
export class ChangeLanguageUseCase {
  constructor(
    private readonly preferences: PreferencesService,
    private readonly page: BrowserPage,
  ) {}

  execute(input: ChangeLanguageInput): Result<LanguageChanged, ChangeLanguageError> {
    if (!isLanguage(input.language)) return err('language.invalid');
    if (!input.confirmed) return err('language.not_confirmed');
    const stored = this.preferences.storedLanguage();
    const current = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
    if (current === input.language) return ok({ language: input.language, reloaded: false });
    this.preferences.setLanguage(input.language);
    this.page.reload();
    return ok({ language: input.language, reloaded: true });
  }
}
