import type { Container } from 'inversify';
import { Logger } from '../../application/ports/logger.port';
import { BrowserMediaRenderer, browserCallerMediaOf } from '../../adapters/fake/simulation/browser-media.browser';
import { CallerDirector } from '../../adapters/fake/simulation/caller-director';
import { FileScenarioCatalog } from '../../adapters/fake/simulation/scenario-catalog';
import type { BindingContext } from './binding-context';
import { value } from './bind';
import { RemoteMediaRendererToken } from './simulation-tokens';
import { callerDirectorBinder } from './simulation.fake';

/** Every file of scenarios/, bundled into the demo (small JSON), so a trainer can name any of them. */
const scenarioFiles = import.meta.glob<unknown>('/scenarios/*.json', { eager: true, import: 'default' });

/** The `scenario` query parameter of the page, read when a link is sent (README "Writing a training scenario"). */
function trainerScenario(): string | null {
  const hash = window.location.hash;
  const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : window.location.search.replace(/^\?/, '');
  return new URLSearchParams(query).get('scenario');
}

/**
 * The browser demo's simulated caller: real canvas video (of the configured size and frame rate) and tone, played
 * into the live page's video element. Bound with the incident pages (fake-adapters.module.ts), which send the links
 * and open the calls; fault injection is bound after sign-in (fault-injection.fake.ts).
 */
export function bindBrowserSimulation(context: BindingContext): void {
  value(context, RemoteMediaRendererToken, new BrowserMediaRenderer());
  const media = browserCallerMediaOf(context.config.demoCallerVideo);
  callerDirectorBinder({ catalog: new FileScenarioCatalog(scenarioFiles), media, trainerScenario })(context);
}

/** Picks up the calls an earlier page of this tab left running (README "Demo accounts": a reload keeps the caller). */
export async function resumeSimulatedCalls(container: Container): Promise<void> {
  try {
    const resumed = await container.get(CallerDirector).resume();
    if (resumed > 0) container.get<Logger>(Logger).info('demo: simulated calls resumed after a reload', { calls: resumed });
  } catch (error) {
    container.get<Logger>(Logger).warning('demo: the simulated calls could not be resumed', { error: String(error) });
  }
}
