import type { Binder } from './adapter-set';
import { bindFakeAdmin } from './bindings/admin.fake';
import { bindFakeIncidents } from './bindings/incidents.fake';
import { bindFakeLive } from './bindings/live.fake';
import { bindFakePlaces } from './bindings/places.fake';

/** The demo world, part two (after sign-in): admin ports, incidents and live. The browser adds its simulated caller. */
export const laterBinders: readonly Binder[] = [bindFakeAdmin, bindFakeIncidents, bindFakeLive, bindFakePlaces];
