import { lazyMessages } from './lazy-messages';

/**
 * The administration screens' strings (the `admin` and `settings_admin` subtrees, locales/admin/{en,pt,es}.json):
 * only signed-in screens show them, so they are loaded with the authenticated shell, not with the login route.
 */
export const addAdminMessages = lazyMessages({
  en: () => import('../../../locales/admin/en.json'),
  pt: () => import('../../../locales/admin/pt.json'),
  es: () => import('../../../locales/admin/es.json'),
});
