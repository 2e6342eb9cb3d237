import type { SignInRecord } from '../access-entities';
import { defineListResource, sortValueOf } from '../admin-resource';
import { withinDays } from '../list-query';

/** A date filter (YYYY-MM-DD) against an ISO time: `from` keeps that day and later, `to` that day and earlier. */
const inDateRange = (at: string, filter: string, value: string): boolean =>
  withinDays(at, filter === 'from' ? value : undefined, filter === 'to' ? value : undefined);

/**
 * SPEC §2 auth data: every attempt to sign in to the tenant, read only; sorted newest first, filtered by result, by a
 * day range (YYYY-MM-DD) and by user.
 */
export const AUTH_DATA = defineListResource<SignInRecord>()({
  key: 'auth-data',
  name: 'sign-ins',
  sidebar: { group: 'people', visibility: 'all', icon: 'key-round' },
  list: {
    sortable: ['at', 'email', 'ip', 'success'],
    filters: ['result', 'from', 'to', 'userId'],
    defaultSort: { field: 'at', order: 'desc' },
  },
  fields: {
    text: (s) => `${s.email} ${s.ip} ${s.deviceHash ?? ''}`,
    sortValue: sortValueOf,
    matches: (s, filter, value) => {
      if (filter === 'userId') return String(s.userId) === value;
      if (filter === 'result') return value === 'success' ? s.success : value === 'failure' ? !s.success : true;
      return inDateRange(s.at, filter, value);
    },
  },
});
