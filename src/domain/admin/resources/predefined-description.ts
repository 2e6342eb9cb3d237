import * as z from 'zod/mini';
import type { PredefinedDescription } from '../admin-entities';
import { defineWholeListResource, sortValueOf } from '../admin-resource';
import { predefinedDescriptionSchema } from '../catalogue-schemas';

/**
 * SPEC §2 predefined description, SPEC §7 /predefined-description: the tenant's quick choices, a label
 * (descriptionOption) and the text it puts in an incident's description. The wire answers them whole (no pages); every
 * signed-in screen reads them (the create form's and the chat's quick choices), the section's permission changes them.
 * An update sends only the fields it changes.
 */
export const PREDEFINED_DESCRIPTION = defineWholeListResource<PredefinedDescription>()({
  key: 'predefined-description',
  name: 'predefined descriptions',
  sidebar: { group: 'catalogues', visibility: 'all', icon: 'list-checks' },
  list: { sortable: ['descriptionOption', 'description'], filters: [], defaultSort: { field: 'descriptionOption', order: 'asc' } },
  fields: { text: (d) => `${d.descriptionOption ?? ''} ${d.description ?? ''}`, sortValue: sortValueOf },
  boundAtSignIn: true,
  readers: 'signed-in',
  whole: { params: z.object({}), within: () => true },
  changes: { create: predefinedDescriptionSchema, update: z.partial(predefinedDescriptionSchema) },
});
