import type { i18n } from 'i18next';
import type { Language } from '../../../domain/language/language';
import { languageOf } from '../../i18n/lazy-messages';
import { withManyForms } from '../../i18n/plural-forms';

type WordsLoaders = Readonly<Record<string, () => Promise<object>>>;

/**
 * The sections whose whole words the signed-in shell holds (words.<language>.ts), because screens other than their own
 * read them: the roles screen names the users' columns, the create mode the allowed places, the maps the places of
 * interest. tests/ui/section-words.test.ts finds every such read in the code and fails on one not listed here.
 */
export const WORDS_READ_ELSEWHERE: readonly string[] = ['users', 'allowed-places', 'places-of-interest'];

/**
 * Each section's own words (`<key>/words.json`, one language), but for those the shell holds: each language's file is
 * a chunk of its own, loaded when the section opens.
 */
const LOADERS: Readonly<Record<Language, WordsLoaders>> = {
  en: import.meta.glob<object>(
    ['./*/words.json', '!./users/words.json', '!./allowed-places/words.json', '!./places-of-interest/words.json'],
    { query: { lang: 'en' }, import: 'default' },
  ),
  pt: import.meta.glob<object>(
    ['./*/words.json', '!./users/words.json', '!./allowed-places/words.json', '!./places-of-interest/words.json'],
    { query: { lang: 'pt' }, import: 'default' },
  ),
  es: import.meta.glob<object>(
    ['./*/words.json', '!./users/words.json', '!./allowed-places/words.json', '!./places-of-interest/words.json'],
    { query: { lang: 'es' }, import: 'default' },
  ),
};

const added = new WeakMap<i18n, Map<string, Promise<void>>>();

/**
 * Adds a section's own words (under `admin.<key>`) in the instance's language to its resources, once per instance and
 * section; the same promise every time, so the section's route suspends on it (React's `use`) and never shows a key.
 * A section without words of its own, or whose words the shell holds, answers at once.
 */
export function addSectionWords(instance: i18n, key: string): Promise<void> {
  const language = languageOf(instance);
  const load = LOADERS[language][`./${key}/words.json`];
  if (!load) return Promise.resolve();
  let sections = added.get(instance);
  if (!sections) added.set(instance, (sections = new Map()));
  let loading = sections.get(key);
  if (!loading) {
    const pending = sections;
    loading = load().then(
      (words) => {
        instance.addResourceBundle(language, 'translation', withManyForms(language, { admin: { [key]: words } }), true, true);
      },
      (error: unknown) => {
        // A chunk that could not be fetched is asked for again the next time the section opens.
        pending.delete(key);
        throw error;
      },
    );
    sections.set(key, loading);
  }
  return loading;
}
