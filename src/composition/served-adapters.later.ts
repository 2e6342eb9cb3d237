import type { Binder } from './adapter-set';
import { bindRealAudit } from './bindings/audit.real';
import { bindRealIncidents } from './bindings/incidents.real';
import { bindRealLiveComms } from './bindings/live-comms.real';
import { bindRealSignedInResources } from './bindings/resources.real';

/**
 * The served console, part two (after sign-in): production's (the live page's REST and WebSocket calls as in
 * production); video and chat over the demo world's server load with the incident pages
 * (served-adapters.incident-pages.ts).
 */
export const laterBinders: readonly Binder[] = [bindRealAudit, bindRealIncidents, bindRealLiveComms, bindRealSignedInResources];
