import { makeAutoObservable } from 'mobx';
import { LANGUAGES, type Language } from '../../domain/language/language';

/** Stores the chosen language and reloads the page (the language-change use case). */
export interface ChangeLanguage {
  execute(language: Language): unknown;
}

/** SPEC §1, §8: choosing a language asks for confirmation, then the language is stored and the page reloads. */
export class LanguageMenuViewModel {
  /** The language waiting for the user's confirmation, if any. */
  pending: Language | null = null;
  readonly languages: readonly Language[] = LANGUAGES;

  constructor(
    readonly current: Language,
    private readonly changeLanguage: ChangeLanguage,
  ) {
    makeAutoObservable<LanguageMenuViewModel, 'changeLanguage'>(this, { changeLanguage: false });
  }

  choose(language: Language): void {
    this.pending = language === this.current ? null : language;
  }

  cancel(): void {
    this.pending = null;
  }

  confirm(): void {
    const language = this.pending;
    this.pending = null;
    if (language) void this.changeLanguage.execute(language);
  }

  dispose(): void {}
}
