import type { i18n } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/language/language';

/** Each language's file of one group of strings, loaded on demand (locales/<group>/{en,pt,es}.json). */
export type MessageLoaders = Readonly<Record<Language, () => Promise<{ default: object }>>>;

/**
 * A group of strings only some screens show (the administration's after sign-in, the demo's training console),
 * loaded with those screens rather than with the login route. The returned function adds the strings of the
 * instance's language and of the fallback (English) to its resources, once per instance; the same promise every
 * time, so a component can suspend on it with React's `use`.
 */
export function lazyMessages(loaders: MessageLoaders): (instance: i18n) => Promise<void> {
  const added = new WeakMap<i18n, Promise<void>>();
  return (instance) => {
    let loading = added.get(instance);
    if (!loading) {
      const languages = new Set<Language>([DEFAULT_LANGUAGE, isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE]);
      loading = Promise.all(
        [...languages].map(async (language) => {
          const { default: messages } = await loaders[language]();
          instance.addResourceBundle(language, 'translation', messages, true, true);
        }),
      ).then(() => undefined);
      added.set(instance, loading);
    }
    return loading;
  };
}
