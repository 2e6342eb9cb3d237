import { bindAdminApplication } from './bindings/admin.application';
import type { Binder } from './adapter-set';
import { bindIncidentsApplication } from './bindings/incidents.application';
import { bindLiveApplication } from './bindings/live.application';
import { bindIncidentFormsApplication } from './bindings/screens.application';

/** The application's part two (after sign-in): incidents, live and the incident forms. */
export const laterBinders: readonly Binder[] = [
  bindAdminApplication,
  bindIncidentsApplication,
  bindLiveApplication,
  bindIncidentFormsApplication,
];
