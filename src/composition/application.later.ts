import { bindAdminApplication } from './bindings/admin.application';
import { bindAnalyticsApplication } from './bindings/analytics.application';
import type { Binder } from './adapter-set';
import { bindIncidentsApplication } from './bindings/incidents.application';
import { bindLiveApplication } from './bindings/live.application';
import { bindPlacesApplication } from './bindings/places.application';
import { bindSignedInScreensApplication } from './bindings/signed-in-screens.application';

/** The application's part two (after sign-in): the administration, incidents, live, and the signed-in screens' flows. */
export const laterBinders: readonly Binder[] = [
  bindAdminApplication,
  bindAnalyticsApplication,
  bindIncidentsApplication,
  bindLiveApplication,
  bindPlacesApplication,
  bindSignedInScreensApplication,
];
