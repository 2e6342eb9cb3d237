import type { BindingSet } from './adapter-set';
import { bindRealFoundation } from './bindings/foundation.real';
import { bindRealSession, bindWebPush } from './bindings/session.real';

/**
 * Production: what the login route needs (foundation, session); the rest after sign-in, a call's media with the
 * incident pages. Nothing to start then.
 */
export const adapterSet: BindingSet = {
  now: [bindRealFoundation, bindRealSession, bindWebPush],
  later: async () => (await import('./real-adapters.later')).laterBinders,
  sections: async () => (await import('./real-adapters.sections')).sectionBinders,
  incidentPages: async () => (await import('./real-adapters.incident-pages')).incidentPagesBinders,
};
