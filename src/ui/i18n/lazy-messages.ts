import type { i18n } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/language/language';
import { withManyForms } from './plural-forms';

/** Each language's file of one group of strings, loaded on demand (locales/<group>/{en,pt,es}.json). */
export type MessageLoaders = Readonly<Record<Language, () => Promise<{ default: object }>>>;

/**
 * The one language whose files an instance needs: its own. Portuguese and Spanish have every key English has
 * (tests/ui/locales.test.ts), and a change of language reloads the page (SPEC §1), so the fallback (English) is never
 * read by a Portuguese or Spanish console and is not loaded for it; an unknown language shows English.
 */
export function languageOf(instance: i18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

/**
 * A group of strings only some screens show (the administration's after sign-in, the demo's training console),
 * loaded with those screens rather than with the login route. The returned function adds the strings of the
 * instance's language (languageOf) to its resources, once per instance; the same promise every time, so a component
 * can suspend on it with React's `use`.
 */
export function lazyMessages(loaders: MessageLoaders): (instance: i18n) => Promise<void> {
  const added = new WeakMap<i18n, Promise<void>>();
  return (instance) => {
    let loading = added.get(instance);
    if (!loading) {
      const language = languageOf(instance);
      loading = loaders[language]().then(({ default: messages }) => {
        instance.addResourceBundle(language, 'translation', withManyForms(language, messages), true, true);
      });
      added.set(instance, loading);
    }
    return loading;
  };
}
