import { defineListResource, sortValueOf } from '../admin-resource';
import type { ArgosIncident, ArgosRecord } from '../argos';
import { recordVerb } from '../resource-verbs';

/**
 * SPEC §2 argos: the events the Argos integration raised, newest first, filtered by status; an operator makes an
 * incident of one (`createIncident`, refused when it already has one).
 */
export const ARGOS = defineListResource<ArgosRecord>()({
  key: 'argos',
  name: 'argos',
  sidebar: { group: 'operations', visibility: 'all', icon: 'activity' },
  list: { sortable: ['at', 'code', 'kind'], filters: ['status'], defaultSort: { field: 'at', order: 'desc' } },
  fields: {
    text: (r) => `${r.code} ${r.kind} ${r.description} ${r.address}`,
    sortValue: sortValueOf,
    matches: (r, filter, value) => (filter === 'status' ? r.status === value : true),
  },
  verbs: {
    createIncident: recordVerb<ArgosRecord, ArgosIncident>()({
      refuse: (record) => (record.incidentId !== null ? 'already-created' : null),
    }),
  },
});
