import type { BindingSet } from './adapter-set';
import { bindRealFoundation } from './bindings/foundation.real';
import { bindServedPush } from './bindings/push.served';
import { bindRealSession } from './bindings/session.real';

/**
 * The served console (`npm run serve`, VITE_ADAPTERS=served): production's adapters against the demo world's server,
 * with video and chat over that server's relay instead of Agora and Twilio, and the training screens trainers use
 * there. The production build proper (`real`) holds none of this.
 */
export const adapterSet: BindingSet = {
  now: [bindRealFoundation, bindRealSession, bindServedPush],
  later: async () => (await import('./served-adapters.later')).laterBinders,
  sections: async () => (await import('./real-adapters.sections')).sectionBinders,
  incidentPages: async () => (await import('./served-adapters.incident-pages')).incidentPagesBinders,
  training: async () => (await import('./training.served')).trainingModule(),
};
