import type { BindingSet } from './adapter-set';
import { bindScreensApplication } from './bindings/screens.application';
import { bindSessionApplication } from './bindings/session.application';

/** The use cases and flows: the session's before anyone signs in, the rest after sign-in so the login route stays small. */
export const applicationSet: BindingSet = {
  now: [bindSessionApplication, bindScreensApplication],
  later: async () => (await import('./application.later')).laterBinders,
  sections: async () => (await import('./application.sections')).sectionBinders,
  incidentPages: async () => (await import('./application.incident-pages')).incidentPagesBinders,
};
