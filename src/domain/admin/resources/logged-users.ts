import type { SignedInUser } from '../access-entities';
import { defineListResource, sortValueOf } from '../admin-resource';

/** SPEC §2 logged users: who is signed in to the tenant now, since when, last seen, from which IP; read only. */
export const LOGGED_USERS = defineListResource<SignedInUser>()({
  key: 'logged-users',
  name: 'signed-in users',
  sidebar: { group: 'people', visibility: 'all', icon: 'user-check' },
  list: { sortable: ['name', 'email', 'since', 'lastSeenAt', 'ip'], filters: [], defaultSort: { field: 'lastSeenAt', order: 'desc' } },
  fields: { text: (s) => `${s.name} ${s.email} ${s.ip}`, sortValue: sortValueOf },
});
