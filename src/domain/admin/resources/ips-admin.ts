import type { AllowedIp } from '../access-entities';
import { allowedIpSchema } from '../access-schemas';
import { defineResource, sortValueOf } from '../admin-resource';
import { ipTaken } from '../ip-entries';

/** SPEC §2 ips admin: the addresses and CIDR ranges the tenant's console may be used from. */
export const IPS_ADMIN = defineResource<AllowedIp>()({
  key: 'ips-admin',
  name: 'allowed ips',
  sidebar: { group: 'people', visibility: 'all', icon: 'network' },
  list: { sortable: ['value', 'label', 'createdAt'], filters: [], defaultSort: { field: 'createdAt', order: 'desc' } },
  fields: { text: (ip) => `${ip.value} ${ip.label}`, sortValue: sortValueOf },
  changes: {
    create: allowedIpSchema,
    update: allowedIpSchema,
    // A second entry for an address (however it is written) would allow nothing more, and deleting one of the two
    // would seem to leave it allowed.
    unique: { field: 'value', reason: 'ip-taken', taken: (input, records, self) => ipTaken(input.value, records, self) },
  },
});
