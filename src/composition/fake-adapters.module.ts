import type { Container, ContainerModule } from 'inversify';
import type { AppConfig } from './app-config';
import { moduleOf } from './application.module';
import { bindFakeFoundation } from './bindings/foundation.fake';
import { bindFakeSession } from './bindings/session.fake';

/** The demo world, part one: what the login route needs (foundation, session). */
export function adaptersModule(config: AppConfig): ContainerModule {
  return moduleOf(config, bindFakeFoundation, bindFakeSession);
}

/** The demo world, part two: incidents, live and the simulated caller, loaded after sign-in. */
export async function laterAdaptersModule(config: AppConfig): Promise<ContainerModule> {
  const [{ bindFakeIncidents }, { bindFakeLive }, { bindBrowserSimulation }] = await Promise.all([
    import('./bindings/incidents.fake'),
    import('./bindings/live.fake'),
    import('./bindings/simulation.browser'),
  ]);
  return moduleOf(config, bindFakeIncidents, bindFakeLive, bindBrowserSimulation);
}

/** Once the second part is loaded: the simulated callers whose calls a reload of the demo interrupted go on. */
export async function startLater(container: Container): Promise<void> {
  const { resumeSimulatedCalls } = await import('./bindings/simulation.browser');
  await resumeSimulatedCalls(container);
}
