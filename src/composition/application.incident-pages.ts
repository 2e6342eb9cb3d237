import type { Binder } from './adapter-set';
import { bindLiveApplication } from './bindings/live.application';

/**
 * The application's part the incident pages add (the create mode, the live page, the incident view and the read-only
 * live view): the live session, messaging, sharing and chat, so an admin section does not carry them.
 */
export const incidentPagesBinders: readonly Binder[] = [bindLiveApplication];
