import type { BindingSet } from './adapter-set';
import { bindDemoSessionOnFirstCall } from './bindings/demo-session.browser';
import { bindFakeFoundation } from './bindings/foundation.fake';
import { bindFakePage } from './bindings/page.fake';

/**
 * The demo world: what the login route needs (foundation, the page, the session's ports, whose world loads on their
 * first call); the world itself for every part loaded after it; the rest and the simulated caller after sign-in.
 */
export const adapterSet: BindingSet = {
  now: [bindFakeFoundation, bindFakePage, bindDemoSessionOnFirstCall],
  afterBoot: async () => [(await import('./demo-session')).bindHostedDemoWorld],
  later: async () => {
    const [{ laterBinders }, { bindBrowserSimulation }, { bindBuiltSeed }] = await Promise.all([
      import('./fake-adapters.later'),
      import('./bindings/simulation.browser'),
      import('./bindings/demo-seed.browser'),
    ]);
    return [...laterBinders, bindBrowserSimulation, bindBuiltSeed];
  },
  sections: async () => (await import('./fake-adapters.sections')).sectionBinders,
  incidentPages: async () => (await import('./fake-adapters.incident-pages')).incidentPagesBinders,
  // The simulated callers whose calls a reload of the demo interrupted go on; the tab hears a trainer's console and
  // the caller pages a trainer plays.
  onLoaded: async (container) => {
    const [simulation, trainee, played] = await Promise.all([
      import('./bindings/simulation.browser'),
      import('./bindings/training-trainee.browser'),
      import('./bindings/played-caller.browser'),
    ]);
    trainee.startTraineeDesk(container);
    played.startPlayedCallerHost(container);
    await simulation.resumeSimulatedCalls(container);
  },
  // The trainer's console (#/training): its own chunk, loaded when a trainer opens it.
  training: async () => (await import('./training.module')).trainingModule(),
};
