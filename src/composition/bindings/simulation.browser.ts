import { BrowserMediaRenderer, browserCallerMedia } from '../../adapters/fake/simulation/browser-media.browser';
import { FileScenarioCatalog } from '../../adapters/fake/simulation/scenario-catalog';
import type { BindingContext } from './binding-context';
import { RemoteMediaRendererToken } from './simulation-tokens';
import { simulationBinder } from './simulation.fake';

/** Every file of scenarios/, bundled into the demo (small JSON), so a trainer can name any of them. */
const scenarioFiles = import.meta.glob<unknown>('/scenarios/*.json', { eager: true, import: 'default' });

/** The `scenario` query parameter of the page, read when a link is sent (README "Writing a training scenario"). */
function trainerScenario(): string | null {
  const hash = window.location.hash;
  const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : window.location.search.replace(/^\?/, '');
  return new URLSearchParams(query).get('scenario');
}

/** The browser demo's simulated caller: real canvas video and tone, played into the live page's video element. */
export function bindBrowserSimulation(context: BindingContext): void {
  context.bind(RemoteMediaRendererToken).toConstantValue(new BrowserMediaRenderer());
  simulationBinder({ catalog: new FileScenarioCatalog(scenarioFiles), media: browserCallerMedia, trainerScenario })(context);
}
