import type { DemoSeed } from '../../domain/admin/admin-resource';
import type { Feature } from '../../domain/admin/features';

/** Every tenant's switches; which are off differs by tenant, as real tenants' contracts do. */
const FEATURES: readonly (readonly [key: string, description: string, offFor: readonly string[]])[] = [
  ['chat', 'Chat with the caller during a live incident', []],
  ['whatsapp-links', 'Send the caller link by WhatsApp as well as SMS', ['tenant_24']],
  ['collab-broadcast', 'Invite collaborators to a collaborative broadcast', ['tenant_12']],
  ['video-history', 'Keep and replay recorded video of past incidents', []],
  ['push-notifications', 'Push notifications for new incidents and reported comments', ['tenant_5']],
  ['pdf-export', 'Export an incident as a PDF report', []],
  ['share-address', 'Share the incident address by SMS or WhatsApp (Waze link)', ['tenant_24']],
  ['speed-test', "Measure the operator's connection speed", ['public']],
];

/**
 * The tenant's feature switches in the demo world (assumed calls, kept by DemoRecords in the tab's memory across a
 * reload): seeded per tenant, switched one at a time (the `set` verb stores the switch with its new state).
 */
export const FEATURES_DEMO: DemoSeed<Feature, { readonly enabled: boolean }> = {
  what: 'Feature',
  seed: (tenant) => FEATURES.map(([key, description, offFor]) => ({ key, description, enabled: !offFor.includes(tenant) })),
  build: (input, current) => ({ key: current?.key ?? '', description: current?.description ?? '', enabled: input.enabled }),
  addedLast: true,
};
