import type { Binder } from './adapter-set';
import { bindAuditApplication } from './bindings/audit.application';
import { bindIncidentsApplication } from './bindings/incidents.application';
import { bindLiveApplication } from './bindings/live.application';
import { bindPlacesApplication } from './bindings/places.application';
import { bindSignedInScreensApplication } from './bindings/signed-in-screens.application';

/**
 * The application's part two (after sign-in): the audit, incidents, live, places and the signed-in screens' flows. The
 * administration's facades and the operations figures are part three (application.sections.ts).
 */
export const laterBinders: readonly Binder[] = [
  bindAuditApplication,
  bindIncidentsApplication,
  bindLiveApplication,
  bindPlacesApplication,
  bindSignedInScreensApplication,
];
