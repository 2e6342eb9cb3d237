import type { Binder } from './adapter-set';
import { bindRealAudit } from './bindings/audit.real';
import { bindRealIncidents } from './bindings/incidents.real';
import { bindRealLive } from './bindings/live.real';
import { bindRealPlaces } from './bindings/places.real';
import { bindRealSignedInResources } from './bindings/resources.real';

/** Production, part two (after sign-in): the audit trail, incidents, live and places over the platform's backend. */
export const laterBinders: readonly Binder[] = [bindRealAudit, bindRealIncidents, bindRealLive, bindRealPlaces, bindRealSignedInResources];
