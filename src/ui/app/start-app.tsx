import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { loadI18n } from '../i18n/i18n';
import { App } from './App';
import { createAppViewModel } from '../shared/app.view-model';
import type { Services } from '../shared/services';

/** Renders the console with the services of the composition root, in the stored language (SPEC §1). */
export function startApp(root: Root, services: Services): void {
  const app = createAppViewModel(services);
  void loadI18n(app.language).then((i18n) => {
    document.documentElement.lang = i18n.language;
    document.title = i18n.t('app.name');
    root.render(
      <StrictMode>
        <App services={services} i18n={i18n} app={app} />
      </StrictMode>,
    );
  });
}
