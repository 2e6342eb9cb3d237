import type { AllowedDevice } from '../access-entities';
import { deviceSchema } from '../access-schemas';
import { defineResource, sortValueOf } from '../admin-resource';

/** SPEC §2 allowed devices (§7 `x-mac`): the device hashes that may sign in, approved, pending or revoked. */
export const ALLOWED_DEVICES = defineResource<AllowedDevice>()({
  key: 'allowed-devices',
  name: 'allowed devices',
  sidebar: { group: 'people', visibility: 'allowedDevicesTenantsOnly', icon: 'smartphone' },
  list: {
    sortable: ['hash', 'label', 'status', 'firstSeenAt', 'lastSeenAt', 'lastUserEmail'],
    filters: ['status'],
    defaultSort: { field: 'lastSeenAt', order: 'desc' },
  },
  fields: {
    text: (d) => `${d.hash} ${d.label} ${d.lastUserEmail ?? ''}`,
    sortValue: sortValueOf,
    matches: (d, filter, value) => (filter === 'status' ? d.status === value : true),
  },
  changes: { create: deviceSchema, update: deviceSchema },
});
