import { defaultListQuery, writeListQuery, type ListQuerySpec } from '../admin/list-query';
import { routePath } from '../routing/routes';

/**
 * The incidents list's filters a figure can open it with (the admin incidents section, `f.<name>` in its query):
 * `from` and `to` days ('yyyy-mm-dd', the viewer's days, both included), `live` ('true'), `status` (an incident status),
 * `media` (a media kind).
 */
export const INCIDENT_LIST_FILTERS = ['from', 'to', 'status', 'live', 'media'] as const;

const LIST_SPEC: ListQuerySpec = { sortable: [], filters: INCIDENT_LIST_FILTERS };

/** The route ('{tenant}/incidents?f.from=…') of the incidents list showing the incidents behind a figure. */
export function incidentsListPath(tenant: string, filters: Readonly<Record<string, string>>): string {
  const query = writeListQuery({ ...defaultListQuery(LIST_SPEC), filters }, LIST_SPEC);
  return routePath({ name: 'admin-section', tenant, section: 'incidents' }, query);
}
