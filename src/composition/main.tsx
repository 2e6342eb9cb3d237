// First: the address loses its secrets before any other module reads it.
import { launchSecrets } from './boot-address';
import { createRoot } from 'react-dom/client';
import { adapterSet } from 'virtual:adapter-set';
import { startApp } from '../ui/app/start-app';
import { readConfig } from './app-config';
import { validateWithoutEval } from './strict-csp';
import { buildBrowserContainer } from './browser-container';
import { framedByAnotherOrigin, showFramedNotice } from './frame-guard';
import { uiConfigOf } from './ui-config';

validateWithoutEval();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
if (framedByAnotherOrigin(window)) {
  // Nothing of the console is built, so nothing signed in can be clicked through the framing page.
  void showFramedNotice(root, window);
} else {
  const config = readConfig(import.meta.env, window.location.origin);
  const { get, loadLater, prefetchLater, loadSections, loadIncidentPages, loadTraining } = buildBrowserContainer(adapterSet, config);
  startApp(createRoot(root), {
    get,
    ready: loadLater,
    prefetchSignedIn: prefetchLater,
    sectionsReady: loadSections,
    incidentPagesReady: loadIncidentPages,
    config: uiConfigOf(config, import.meta.env.BASE_URL ?? '/'),
    launch: launchSecrets,
    ...(loadTraining ? { training: loadTraining } : {}),
  });
}
