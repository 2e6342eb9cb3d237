import type { Binder } from './adapter-set';
import { bindRealAudit } from './bindings/audit.real';
import { bindRealIncidents } from './bindings/incidents.real';
import { bindRealLiveComms } from './bindings/live-comms.real';
import { bindRealSignedInResources } from './bindings/resources.real';

/**
 * Production, part two (after sign-in): the audit trail, incidents, the live WebSocket and REST calls and places over
 * the platform's backend (a call's video and chat load with the incident pages: real-adapters.incident-pages.ts).
 */
export const laterBinders: readonly Binder[] = [bindRealAudit, bindRealIncidents, bindRealLiveComms, bindRealSignedInResources];
