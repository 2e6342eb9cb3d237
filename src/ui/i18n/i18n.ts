import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enMessages from '../../../locales/en.json';
import * as english from '../../../locales/en.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/language/language';
import { withManyForms } from './plural-forms';

type Messages = typeof enMessages;

/**
 * The English namespaces the code the login route loads names (the login, deep-links and SSO screens, the landing
 * route, the error boundary, the offline banner, the session's messages), and no other: only these are in the main bundle, imported
 * one by one so the bundler leaves the others out. The rest of English (the incident pages') comes with the signed-in
 * screens (signed-in-messages.ts). tests/ui/login-route-messages.test.ts holds this list to the code.
 */
export const LOGIN_ROUTE_ENGLISH = {
  app: english.app,
  app_error: english.app_error,
  call_failure: english.call_failure,
  common: english.common,
  connectivity: english.connectivity,
  deeplinks: english.deeplinks,
  error: english.error,
  language: english.language,
  login: english.login,
  sidebar: english.sidebar,
  tenant: english.tenant,
};

/**
 * English (the default and the fallback) is in the main bundle, its login route's part only; Portuguese and Spanish
 * are loaded whole, only when the operator chose them, before the first paint (so no key shows untranslated).
 */
const loaders: Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>>> = {
  pt: () => import('../../../locales/pt.json'),
  es: () => import('../../../locales/es.json'),
};

async function messagesFor(language: Exclude<Language, 'en'>): Promise<Messages | typeof LOGIN_ROUTE_ENGLISH> {
  try {
    return (await loaders[language]()).default;
  } catch {
    return LOGIN_ROUTE_ENGLISH;
  }
}

/**
 * The login route's English as an instance's own resources: a copy, since i18next extends the objects it is given
 * when strings are added later (the signed-in screens'), and the namespaces above must stay the login route's.
 */
const loginRouteEnglish = (): Resource => ({ en: { translation: structuredClone(LOGIN_ROUTE_ENGLISH) } });

/** One i18next instance for the console; every string the views show comes from locales/{en,pt,es}.json. */
export async function loadI18n(language: Language = DEFAULT_LANGUAGE): Promise<i18n> {
  const resources: Resource = loginRouteEnglish();
  if (language !== 'en') resources[language] = { translation: await messagesFor(language) };
  return createI18n(language, resources);
}

/** Synchronous form with the given resources (tests, or when every language is at hand). */
export function createI18n(language: Language = DEFAULT_LANGUAGE, resources: Resource = loginRouteEnglish()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(resources).map(([lang, namespaces]) => [lang, withManyForms(lang, namespaces)])),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
