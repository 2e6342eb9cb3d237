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

/**
 * The words a section shows, by its key, when they are not (only) its own: the sidebar's control-panel entry is the
 * dashboard (ControlPanelSection.tsx); the roles screen names permissions and their kinds in the permissions section's
 * words (permissions.view-model.ts). Each loads those words when it opens, and tests/ui/section-words.test.ts lets it
 * read them.
 */
export const WORDS_SHOWN_BY: Readonly<Record<string, readonly string[]>> = {
  'control-panel': ['dashboard'],
  roles: ['roles', 'permissions'],
};

const added = new WeakMap<i18n, Map<string, Promise<void>>>();

/**
 * What a section with no words to load answers: one promise, already kept, so React's `use` knows it from the first
 * time on and renders the section at once. A new `Promise.resolve()` on each call is unknown to `use` every time: the
 * route suspended on it, showed its spinner and revealed the section only after React's 300 ms fallback throttle.
 */
const NOTHING_TO_LOAD: Promise<void> = Promise.resolve();

/**
 * The promise `start` gives, once per instance and name: the same one every time, but for one that failed (a chunk
 * that could not be fetched is asked for again the next time the section opens).
 */
function once(instance: i18n, name: string, start: () => Promise<void>): Promise<void> {
  let loads = added.get(instance);
  if (!loads) added.set(instance, (loads = new Map()));
  let loading = loads.get(name);
  if (!loading) {
    const pending = loads;
    loading = start().catch((error: unknown) => {
      pending.delete(name);
      throw error;
    });
    loads.set(name, loading);
  }
  return loading;
}

/**
 * Adds a section's words (its own under `admin.<key>`, and those of WORDS_SHOWN_BY) in the instance's language to its
 * resources, once per instance and section; the same promise every time, so the section's route suspends on it
 * (React's `use`) and never shows a key. A section without words of its own, or whose words the shell holds, answers
 * at once.
 */
export function addSectionWords(instance: i18n, section: string): Promise<void> {
  const language = languageOf(instance);
  const loaders = LOADERS[language];
  const keys = (WORDS_SHOWN_BY[section] ?? [section]).filter((key) => Object.hasOwn(loaders, `./${key}/words.json`));
  const add = (key: string) =>
    once(instance, key, async () => {
      const words = await loaders[`./${key}/words.json`]?.();
      instance.addResourceBundle(language, 'translation', withManyForms(language, { admin: { [key]: words } }), true, true);
    });
  const [only] = keys;
  if (keys.length <= 1) return only === undefined ? NOTHING_TO_LOAD : add(only);
  return once(instance, `shown-by:${section}`, () => Promise.all(keys.map(add)).then(() => undefined));
}
