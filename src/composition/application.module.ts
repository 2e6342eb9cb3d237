import type { Binder, BindingSet } from './adapter-set';
import { bindScreensApplication } from './bindings/screens.application';
import { bindSessionApplication } from './bindings/session.application';

const analytics = async (): Promise<readonly Binder[]> => (await import('./application.analytics')).analyticsBinders;
const adminScreens = async (): Promise<readonly Binder[]> => (await import('./application.admin-screens')).adminScreensBinders;

/** The use cases and flows: the session's before anyone signs in, the rest after sign-in so the login route stays small. */
export const applicationSet: BindingSet = {
  now: [bindSessionApplication, bindScreensApplication],
  later: async () => (await import('./application.later')).laterBinders,
  sections: async () => (await import('./application.sections')).sectionBinders,
  sectionParts: {
    dashboard: analytics,
    'control-panel': analytics,
    reports: analytics,
    'incidents-map': adminScreens,
    'teleport-map': adminScreens,
    'places-of-interest': adminScreens,
    'speed-tests': adminScreens,
    logs: adminScreens,
    files: adminScreens,
    'user-behaviour': adminScreens,
    settings: adminScreens,
  },
  incidentPages: async () => (await import('./application.incident-pages')).incidentPagesBinders,
};
