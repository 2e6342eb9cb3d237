import { defineResource, sortValueOf } from '../admin-resource';
import { placeOfInterestInputSchema, type PlaceOfInterest } from '../places';

/**
 * SPEC §2 places of interest (public tenant): the hospitals, police stations … the maps show, filtered by category;
 * the live page's map reads them too.
 */
export const PLACES_OF_INTEREST = defineResource<PlaceOfInterest>()({
  key: 'places-of-interest',
  name: 'places of interest',
  sidebar: { group: 'catalogues', visibility: 'publicTenantOnly', icon: 'map-pin' },
  list: { sortable: ['name', 'category', 'createdAt'], filters: ['category'], defaultSort: { field: 'name', order: 'asc' } },
  fields: {
    text: (p) => `${p.name} ${p.address}`,
    sortValue: sortValueOf,
    matches: (p, filter, value) => (filter === 'category' ? p.category === value : true),
  },
  changes: { create: placeOfInterestInputSchema, update: placeOfInterestInputSchema },
  boundAtSignIn: true,
});
