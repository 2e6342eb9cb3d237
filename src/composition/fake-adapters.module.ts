import type { BindingSet } from './adapter-set';
import { bindFakeFoundation } from './bindings/foundation.fake';
import { bindFakeSession } from './bindings/session.fake';

/** The demo world: what the login route needs (foundation, session); the rest and the simulated caller after sign-in. */
export const adapterSet: BindingSet = {
  now: [bindFakeFoundation, bindFakeSession],
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
