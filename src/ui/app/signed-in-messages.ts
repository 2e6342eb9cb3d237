import type { i18n } from 'i18next';
import { oncePer } from '../../domain/shared/once-per';
import { addAdminMessages } from '../admin/admin-words';
import { addEnglish } from '../i18n/signed-in-messages';

/** What the signed-in screens add to the login route's strings: the rest of English and the administration's. */
export const addSignedInMessages = oncePer((instance: i18n) =>
  Promise.all([addEnglish(instance), addAdminMessages(instance)]).then(() => undefined),
);
