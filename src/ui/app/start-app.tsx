import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { PreferencesService } from '../../application/preferences/preferences.service';
import { languageFromSetting } from '../../domain/language/language';
import { createI18n } from '../i18n/i18n';
import { App } from './App';
import { AppViewModel } from './app.view-model';
import type { Services } from './services';

/** Renders the console with the services of the composition root. */
export function startApp(root: Root, services: Services): void {
  const preferences = services.get(PreferencesService);
  const i18n = createI18n(languageFromSetting(preferences.storedLanguage()));
  document.documentElement.lang = i18n.language;
  document.title = i18n.t('app.name');
  root.render(
    <StrictMode>
      <App services={services} i18n={i18n} app={new AppViewModel(preferences)} />
    </StrictMode>,
  );
}
