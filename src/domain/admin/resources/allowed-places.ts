import { defineResource, sortValueOf } from '../admin-resource';
import { allowedPlaceInputSchema, type AllowedPlace } from '../places';

/**
 * SPEC §2 allowed places (public tenant): the areas, circles or polygons, where the service accepts incidents;
 * create mode reads them to say an address is outside them.
 */
export const ALLOWED_PLACES = defineResource<AllowedPlace>()({
  key: 'allowed-places',
  name: 'allowed places',
  sidebar: { group: 'catalogues', visibility: 'publicTenantOnly', icon: 'map-pinned' },
  list: { sortable: ['name', 'createdAt'], filters: ['kind'], defaultSort: { field: 'name', order: 'asc' } },
  fields: {
    text: (p) => p.name,
    sortValue: (p, field) => (field === 'kind' ? p.area.kind : sortValueOf(p, field)),
    matches: (p, filter, value) => (filter === 'kind' ? p.area.kind === value : true),
  },
  changes: { create: allowedPlaceInputSchema, update: allowedPlaceInputSchema },
  boundAtSignIn: true,
});
