import type { Binder } from './adapter-set';
import { bindRealAdmin } from './bindings/admin.real';
import { bindRealIncidents } from './bindings/incidents.real';
import { bindRealLive } from './bindings/live.real';
import { bindRealPlaces } from './bindings/places.real';

/** Production, part two (after sign-in): admin ports, incidents and live over the platform's backend. */
export const laterBinders: readonly Binder[] = [bindRealAdmin, bindRealIncidents, bindRealLive, bindRealPlaces];
