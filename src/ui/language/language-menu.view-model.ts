import { ChangeLanguageUseCase } from '../../application/preferences/change-language.use-case';
import { LANGUAGES, type Language } from '../../domain/language/language';
import type { Services } from '../shared/services';
import { makeObservableExcept } from '../shared/make-observable-except';

/** Stores the chosen language and reloads the page (the language-change use case). */
export interface ChangeLanguage {
  execute(language: Language): unknown;
}

/** SPEC §1, §8: choosing a language asks for confirmation, then the language is stored and the page reloads. */
export class LanguageMenuViewModel {
  /** The language waiting for the user's confirmation, if any. */
  pending: Language | null = null;
  readonly languages: readonly Language[] = LANGUAGES;

  readonly current: Language;

  constructor(
    private readonly deps: { readonly changeLanguage: ChangeLanguage },
    params: { readonly current: Language },
  ) {
    this.current = params.current;
    makeObservableExcept(this, ['deps']);
  }

  /** Another language asks first; the one shown is kept at once (nothing changes on screen, no reload). */
  choose(language: Language): void {
    this.pending = language === this.current ? null : language;
    if (language === this.current) void this.deps.changeLanguage.execute(language);
  }

  cancel(): void {
    this.pending = null;
  }

  confirm(): void {
    const language = this.pending;
    this.pending = null;
    if (language) void this.deps.changeLanguage.execute(language);
  }

  dispose(): void {}
}

export function createLanguageMenuViewModel(services: Services, params: { readonly current: Language }): LanguageMenuViewModel {
  const useCase = services.get(ChangeLanguageUseCase);
  // SPEC §1: the confirm dialog has answered yes when this runs (or the language is the one shown); the use case stores
  // the language and reloads when it is another.
  return new LanguageMenuViewModel(
    { changeLanguage: { execute: (language) => useCase.execute({ language, confirmed: true, shown: params.current }) } },
    params,
  );
}
