import type { i18n } from 'i18next';
import type adminEn from '../../../locales/admin/en.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/language/language';

type AdminMessages = typeof adminEn;

/**
 * The administration screens' strings (the `admin` and `settings_admin` subtrees, locales/admin/{en,pt,es}.json):
 * only signed-in screens show them, so they are loaded with the authenticated shell, not with the login route.
 */
const loaders: Readonly<Record<Language, () => Promise<{ default: AdminMessages }>>> = {
  en: () => import('../../../locales/admin/en.json'),
  pt: () => import('../../../locales/admin/pt.json'),
  es: () => import('../../../locales/admin/es.json'),
};

const added = new WeakMap<i18n, Promise<void>>();

/**
 * Adds the administration strings of the instance's language and of the fallback (English) to its resources, once
 * per instance; the same promise every time, so a component can suspend on it with React's `use`.
 */
export function addAdminMessages(instance: i18n): Promise<void> {
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
}
