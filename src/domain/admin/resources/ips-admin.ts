import type { AllowedIp } from '../access-entities';
import { allowedIpSchema } from '../access-schemas';
import { defineResource, sortValueOf } from '../admin-resource';

/** SPEC §2 ips admin: the addresses and CIDR ranges the tenant's console may be used from. */
export const IPS_ADMIN = defineResource<AllowedIp>()({
  key: 'ips-admin',
  name: 'allowed ips',
  sidebar: { group: 'people', visibility: 'all', icon: 'network' },
  list: { sortable: ['value', 'label', 'createdAt'], filters: [], defaultSort: { field: 'createdAt', order: 'desc' } },
  fields: { text: (ip) => `${ip.value} ${ip.label}`, sortValue: sortValueOf },
  changes: { create: allowedIpSchema, update: allowedIpSchema },
});
