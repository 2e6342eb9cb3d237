import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { PreferencesStore } from '../../application/preferences/preferences.store';
import { languageFromSetting } from '../../domain/language/language';
import { loadI18n } from '../i18n/i18n';
import { App } from './App';
import { AppViewModel } from './app.view-model';
import type { Services } from './services';

/** Renders the console with the services of the composition root, in the stored language (SPEC §1). */
export function startApp(root: Root, services: Services): void {
  const preferences = services.get(PreferencesStore);
  void loadI18n(languageFromSetting(preferences.storedLanguage())).then((i18n) => {
    document.documentElement.lang = i18n.language;
    document.title = i18n.t('app.name');
    root.render(
      <StrictMode>
        <App services={services} i18n={i18n} app={new AppViewModel(preferences)} />
      </StrictMode>,
    );
  });
}
