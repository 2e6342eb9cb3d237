import { lazyMessages } from '../i18n/lazy-messages';

/** The section's key from its words file: its folder's name. */
const keyOf = (file: string): string => file.split('/').at(-2) ?? file;

/**
 * locales/admin's strings of one language with each section's own words of that language (`sections/<key>/words.json`,
 * one language of it: sections/words.<language>.ts) added under `admin.<key>`.
 */
async function withSectionWords(
  file: Promise<{ default: object }>,
  sectionWords: Promise<{ default: Readonly<Record<string, object>> }>,
): Promise<{ default: object }> {
  const [{ default: messages }, { default: words }] = await Promise.all([file, sectionWords]);
  const sections = Object.entries(words).map(([path, own]) => [keyOf(path), own] as const);
  const admin = { ...(messages as { admin?: object }).admin, ...Object.fromEntries(sections) };
  return { default: { ...messages, admin } };
}

/**
 * The administration screens' shared strings: the words the sections share (locales/admin/{en,pt,es}.json: forms,
 * lists, refusals, the range picker and figures), every section's names and the whole words of the sections other
 * screens read (sections/words.<language>.ts), in the console's language only: only signed-in screens show them, so
 * they are loaded with the authenticated shell, not with the login route. Each section's other words load with it
 * (sections/section-words.ts).
 */
export const addAdminMessages = lazyMessages({
  en: () => withSectionWords(import('../../../locales/admin/en.json'), import('./sections/words.en')),
  pt: () => withSectionWords(import('../../../locales/admin/pt.json'), import('./sections/words.pt')),
  es: () => withSectionWords(import('../../../locales/admin/es.json'), import('./sections/words.es')),
});
