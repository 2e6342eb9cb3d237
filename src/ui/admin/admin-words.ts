import { lazyMessages } from '../i18n/lazy-messages';
import type { Language } from '../../domain/language/language';

/**
 * Each section's own words, in the three languages: `sections/<key>/words.json`, read as `admin.<key>.*`. They are
 * few, and part of this module, which only the signed-in shell loads.
 */
const SECTION_WORDS = import.meta.glob<Readonly<Record<Language, object>>>('./sections/*/words.json', { import: 'default', eager: true });

/** The section's key from its words file: its folder's name. */
const keyOf = (file: string): string => file.split('/').at(-2) ?? file;

/** locales/admin's strings of one language with each section's own words added under `admin.<key>`. */
async function withSectionWords(language: Language, file: Promise<{ default: object }>): Promise<{ default: object }> {
  const { default: messages } = await file;
  const sections = Object.entries(SECTION_WORDS).map(([path, words]) => [keyOf(path), words[language]] as const);
  const admin = { ...(messages as { admin?: object }).admin, ...Object.fromEntries(sections) };
  return { default: { ...messages, admin } };
}

/**
 * The administration screens' strings (the `admin` and `settings_admin` subtrees, locales/admin/{en,pt,es}.json, and
 * each section's own words): only signed-in screens show them, so they are loaded with the authenticated shell, not
 * with the login route.
 */
export const addAdminMessages = lazyMessages({
  en: () => withSectionWords('en', import('../../../locales/admin/en.json')),
  pt: () => withSectionWords('pt', import('../../../locales/admin/pt.json')),
  es: () => withSectionWords('es', import('../../../locales/admin/es.json')),
});
