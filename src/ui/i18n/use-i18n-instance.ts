import type { i18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext, getI18n } from 'react-i18next';

/**
 * The i18next instance the app was given (I18nextProvider): the same object on every render, so a promise made once
 * per instance (lazyMessages, oncePer) is the same promise every time a component suspends on it with `use`.
 *
 * Not `useTranslation().i18n`: react-i18next hands out a copy of the instance kept in a ref of the calling component,
 * and a component that suspends before its first commit loses its refs when React gives up that render. Each retry
 * then had a new copy, hence a new promise to suspend on, and never rendered: under `npm start`, where the signed-in
 * shell's words took long enough to arrive, the shell spun after every sign-in.
 */
export function useI18nInstance(): i18n {
  return useContext(I18nContext)?.i18n ?? getI18n();
}
