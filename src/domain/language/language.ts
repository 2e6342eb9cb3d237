/** SPEC §1: the languages of the product, in code order (1, 2, 3). */
export const LANGUAGES = ['en', 'pt', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** SPEC §1: the default language. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** SPEC §1: numeric codes of the live page. */
export type LanguageCode = 1 | 2 | 3;

const CODES: Readonly<Record<Language, LanguageCode>> = { en: 1, pt: 2, es: 3 };

const SETTINGS: Readonly<Record<string, Language>> = { 'en-us': 'en', 'pt-br': 'pt', 'es-es': 'es' };

/** SPEC §1: is this one of 'en', 'pt', 'es'? */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** SPEC §1: live-page code 1, 2, 3 (number or ASCII digit string) -> en, pt, es; anything else -> en. */
export function languageFromCode(code: number | string | null | undefined): Language {
  const n = typeof code === 'number' ? code : code === '1' || code === '2' || code === '3' ? Number(code) : NaN;
  return n === 1 || n === 2 || n === 3 ? (LANGUAGES[n - 1] ?? DEFAULT_LANGUAGE) : DEFAULT_LANGUAGE;
}

/** SPEC §1: en, pt, es -> live-page code 1, 2, 3 (unknown -> 1). */
export function languageCode(language: Language | string | null | undefined): LanguageCode {
  return isLanguage(language) ? CODES[language] : CODES[DEFAULT_LANGUAGE];
}

/**
 * SPEC §1: a settings language value en-US, pt-BR, es-ES (case-insensitive; the bare codes en, pt, es too)
 * -> en, pt, es; anything else -> en.
 */
export function languageFromSetting(value: string | null | undefined): Language {
  if (typeof value !== 'string' || value.length > 16) return DEFAULT_LANGUAGE;
  const lower = value.toLowerCase();
  if (isLanguage(lower)) return lower;
  return Object.hasOwn(SETTINGS, lower) ? (SETTINGS[lower] ?? DEFAULT_LANGUAGE) : DEFAULT_LANGUAGE;
}

/**
 * The language a browser asks for (navigator.languages, in its order of preference: 'pt-BR', 'es', 'en-US', …): the
 * first whose primary subtag is one of en, pt, es; en when none is. Used until the user chooses one.
 */
export function languageFromBrowser(tags: readonly string[] | null | undefined): Language {
  for (const tag of tags ?? []) {
    if (typeof tag !== 'string' || tag.length > 35) continue;
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * SPEC §1, §3 currentLanguage at sign-in: a language the user chose (stored) is kept; else the tenant's
 * defaultLanguage when the tenant set one other than the product's default (en), a choice of the tenant's; else the
 * language the sign-in page showed (the browser's, which the user was reading), so the console does not change
 * language at sign-in without a reason; else the tenant's default. null when nothing is known (nothing to store).
 */
export function signInLanguage(input: {
  readonly stored: unknown;
  readonly tenantDefault: string | null | undefined;
  readonly shown: Language | null | undefined;
}): Language | null {
  if (isLanguage(input.stored)) return input.stored;
  const tenant = typeof input.tenantDefault === 'string' && input.tenantDefault !== '' ? languageFromSetting(input.tenantDefault) : null;
  if (tenant !== null && tenant !== DEFAULT_LANGUAGE) return tenant;
  return input.shown ?? tenant;
}
