import * as z from 'zod/mini';
import { defineWholeListResource } from '../admin-resource';
import type { Feature } from '../features';
import { recordVerb } from '../resource-verbs';

/**
 * SPEC §2 features: the tenant's switches, answered whole (no pages) in the server's order. A switch has no id: it is
 * named by its key (`idOf`), in its address as any record by its id. Switching one (`set`) sends `{ enabled }` and
 * answers the switch as saved; its undo is the same verb back.
 */
export const FEATURES = defineWholeListResource<Feature>()({
  key: 'features',
  name: 'features',
  sidebar: { group: 'system', visibility: 'all', icon: 'toggle-right' },
  list: { sortable: [], filters: ['state'], defaultSort: null },
  fields: {
    text: (f) => `${f.key} ${f.description}`,
    sortValue: () => null,
    matches: (f, filter, value) => filter !== 'state' || (value === 'on') === f.enabled,
  },
  idOf: (f) => f.key,
  whole: { params: z.object({}), within: () => true },
  verbs: { set: recordVerb<Feature, Feature, { readonly enabled: boolean }>()({ body: z.object({ enabled: z.boolean() }) }) },
});
