import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import pt from '../../../locales/pt.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/language/language';

export const resources = { en: { translation: en }, pt: { translation: pt }, es: { translation: es } } as const;

/** One i18next instance for the console; every string the views show comes from locales/{en,pt,es}.json. */
export function createI18n(language: Language = DEFAULT_LANGUAGE): i18n {
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
