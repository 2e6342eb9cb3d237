import type { Binder } from './adapter-set';
import { bindRealAudit } from './bindings/audit.real';
import { bindRealIncidents } from './bindings/incidents.real';
import { bindServedLive } from './bindings/live.served';
import { bindRealPlaces } from './bindings/places.real';
import { bindRealSignedInResources } from './bindings/resources.real';

/** The served console, part two (after sign-in): production's, with video and chat over the demo world's server. */
export const laterBinders: readonly Binder[] = [
  bindRealAudit,
  bindRealIncidents,
  bindServedLive,
  bindRealPlaces,
  bindRealSignedInResources,
];
