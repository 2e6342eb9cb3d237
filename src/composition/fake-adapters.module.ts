import type { BindingSet } from './adapter-set';
import { bindDemoSessionOnFirstCall } from './bindings/demo-session.browser';
import { bindFakeFoundation } from './bindings/foundation.fake';
import { bindFakePage } from './bindings/page.fake';

/**
 * The demo world: what the login route needs (foundation, the page, the session's ports, whose world loads on their
 * first call); the world itself for every part loaded after it; the rest after sign-in, with fault injection on the
 * gateways a training scenario names (a switch the scenario turns on); the simulated caller with the incident pages,
 * which send the links and open the calls.
 */
export const adapterSet: BindingSet = {
  now: [bindFakeFoundation, bindFakePage, bindDemoSessionOnFirstCall],
  afterBoot: async () => [(await import('./demo-session')).bindHostedDemoWorld],
  later: async () => {
    const [{ laterBinders }, { bindInjectedFaults }, { bindBuiltSeed }] = await Promise.all([
      import('./fake-adapters.later'),
      import('./bindings/fault-injection.fake'),
      import('./bindings/demo-seed.browser'),
    ]);
    return [...laterBinders, bindInjectedFaults, bindBuiltSeed];
  },
  sections: async () => (await import('./fake-adapters.sections')).sectionBinders,
  incidentPages: async () => {
    const [{ incidentPagesBinders }, { bindBrowserSimulation }] = await Promise.all([
      import('./fake-adapters.incident-pages'),
      import('./bindings/simulation.browser'),
    ]);
    return [...incidentPagesBinders, bindBrowserSimulation];
  },
  // On every route: the simulated calls a reload of the demo interrupted go on, the tab hears a trainer's console and
  // the caller pages a trainer plays, each loading the simulated caller (with the incident pages) when first needed.
  onLoaded: async (container, load) =>
    (await import('./bindings/simulation-on-demand.browser')).startSimulationOnDemand(container, load.incidentPages),
  // The trainer's console (#/training): its own chunk, loaded when a trainer opens it.
  training: async () => (await import('./training.module')).trainingModule(),
};
