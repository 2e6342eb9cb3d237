import type { Binder } from './adapter-set';
import { bindFakeAudit } from './bindings/audit.fake';
import { bindFakeIncidents } from './bindings/incidents.fake';
import { bindFakeLive } from './bindings/live.fake';
import { bindFakePlaces } from './bindings/places.fake';
import { bindFakeSignedInResources } from './bindings/resources.fake';

/**
 * The demo world, part two (after sign-in): the audit trail, incidents, live (but a call's video and chat, which load
 * with the incident pages: fake-adapters.incident-pages.ts) and places. The browser adds its simulated caller.
 */
export const laterBinders: readonly Binder[] = [bindFakeAudit, bindFakeIncidents, bindFakeLive, bindFakePlaces, bindFakeSignedInResources];
