import type { Binder } from './adapter-set';
import { bindIncidentPagesApplication } from './bindings/incident-pages.application';
import { bindLiveApplication } from './bindings/live.application';

/**
 * The application's part the incident pages add (the create mode, the live page, the incident view and the read-only
 * live view): the incidents' own use cases (create, load, edit, media, search, links, the PDF), the live session,
 * messaging, sharing and chat, so an admin section does not carry them.
 */
export const incidentPagesBinders: readonly Binder[] = [bindIncidentPagesApplication, bindLiveApplication];
