import type { AdminUser, Registration } from '../access-entities';
import { defineListResource, sortValueOf } from '../admin-resource';
import { recordVerb } from '../resource-verbs';

/**
 * SPEC §2 new users register (public tenant): requests to become a console user, opening on the pending ones, oldest
 * first. Approving one creates the user (CREATE_USER, with the request's id); rejecting closes the request.
 */
export const NEW_USERS_REGISTER = defineListResource<Registration>()({
  key: 'new-users-register',
  name: 'registrations',
  sidebar: { group: 'people', visibility: 'publicTenantOnly', icon: 'user-plus' },
  list: {
    sortable: ['name', 'lastName', 'email', 'tenantName', 'requestedAt', 'status'],
    filters: ['status'],
    defaultSort: { field: 'requestedAt', order: 'asc' },
    defaultFilters: { status: 'pending' },
  },
  fields: {
    text: (r) => `${r.name} ${r.lastName} ${r.email} ${r.phone} ${r.tenantName}`,
    sortValue: sortValueOf,
    matches: (r, filter, value) => (filter === 'status' ? r.status === value : true),
  },
  verbs: {
    approve: recordVerb<Registration, AdminUser>()({
      audit: 'CREATE_USER',
      detail: (id, user) => ({ id: user.id, registrationId: id }),
    }),
    reject: recordVerb<Registration>()({}),
  },
});
