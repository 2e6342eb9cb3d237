import type { i18n } from 'i18next';
import { oncePer } from '../../domain/shared/once-per';
import { languageOf } from './lazy-messages';

/**
 * Adds the whole of English (locales/en.json; the login route carries only its own namespaces, LOGIN_ROUTE_ENGLISH)
 * to an English instance's resources, once per instance; a Portuguese or Spanish instance has its whole language
 * already (i18n.ts) and never falls back to English (languageOf), so nothing is loaded for it. A screen suspends on it
 * (React's `use`), so it never shows a key.
 * The file is imported whole as text under its own module id (`?raw`), so the bundler does not pull it into the main
 * bundle beside the namespaces imported by name there.
 */
export const addEnglish = oncePer((instance: i18n) =>
  languageOf(instance) !== 'en'
    ? Promise.resolve()
    : import('../../../locales/en.json?raw').then(({ default: text }) => {
        instance.addResourceBundle('en', 'translation', JSON.parse(text) as object, true, true);
      }),
);
