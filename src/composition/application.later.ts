import type { Binder } from './adapter-set';
import { bindAuditApplication } from './bindings/audit.application';
import { bindIncidentsApplication } from './bindings/incidents.application';
import { bindRealtimeApplication } from './bindings/realtime.application';
import { bindResourcesApplication } from './bindings/resources.application';
import { bindSignedInScreensApplication } from './bindings/signed-in-screens.application';

/**
 * The application's part two (after sign-in): the audit, the incidents' use cases the shell and the sections share,
 * the realtime socket, places, the declared administration resources' facades and the signed-in screens' flows. The
 * incident pages' use cases load with those pages (application.incident-pages.ts), the facades the admin sections
 * share with the first section (application.sections.ts), and a section's own with it (`sectionParts`).
 */
export const laterBinders: readonly Binder[] = [
  bindAuditApplication,
  bindIncidentsApplication,
  bindRealtimeApplication,
  bindResourcesApplication,
  bindSignedInScreensApplication,
];
