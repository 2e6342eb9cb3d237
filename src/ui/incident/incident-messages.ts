import { lazyMessages } from '../i18n/lazy-messages';

/**
 * The incident pages' own strings (the panels, the detail, the create mode, the incident form, the live page with its
 * call states, shortcuts, collaborators and push dialog: locales/incident/{en,pt,es}.json), loaded with those pages,
 * not with every signed-in route (a received push's toast, which any signed-in screen shows, is named in the main
 * strings: `push`). Its own module, so the signed-in shell starts the download with the pages' chunk on an incident route.
 */
export const addIncidentMessages = lazyMessages({
  en: () => import('../../../locales/incident/en.json'),
  pt: () => import('../../../locales/incident/pt.json'),
  es: () => import('../../../locales/incident/es.json'),
});
