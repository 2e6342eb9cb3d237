import { lazyMessages } from '../i18n/lazy-messages';

/** The training console's strings (the `training` subtree, locales/training/{en,pt,es}.json), loaded with its chunk. */
export const addTrainingMessages = lazyMessages({
  en: () => import('../../../locales/training/en.json'),
  pt: () => import('../../../locales/training/pt.json'),
  es: () => import('../../../locales/training/es.json'),
});
