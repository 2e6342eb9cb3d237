import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../locales/en.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/language/language';

type Messages = typeof en;

/**
 * English is always in the main bundle (the default and the fallback); Portuguese and Spanish are loaded only when
 * the operator chose them, so the login route carries one language.
 */
const loaders: Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>>> = {
  pt: () => import('../../../locales/pt.json'),
  es: () => import('../../../locales/es.json'),
};

async function messagesFor(language: Language): Promise<Messages> {
  if (language === 'en') return en;
  try {
    return (await loaders[language]()).default;
  } catch {
    return en;
  }
}

/** One i18next instance for the console; every string the views show comes from locales/{en,pt,es}.json. */
export async function loadI18n(language: Language = DEFAULT_LANGUAGE): Promise<i18n> {
  const resources: Resource = { en: { translation: en } };
  if (language !== 'en') resources[language] = { translation: await messagesFor(language) };
  return createI18n(language, resources);
}

/** Synchronous form with the given resources (tests, or when every language is at hand). */
export function createI18n(language: Language = DEFAULT_LANGUAGE, resources: Resource = { en: { translation: en } }): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
