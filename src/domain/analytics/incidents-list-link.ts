import { INCIDENTS_LIST } from '../admin/incident-rows';
import { defaultListQuery, writeListQuery } from '../admin/list-query';
import { routePath } from '../routing/routes';

/**
 * The route ('{tenant}/incidents?f.from=…') of the admin incidents list showing the incidents behind a figure, with the
 * list's own filters (`f.<name>`, INCIDENTS_LIST): `from` and `to` days ('yyyy-mm-dd', the viewer's days, both
 * included), `live` and `media` ('yes' / 'no'), `status`.
 */
export function incidentsListPath(tenant: string, filters: Readonly<Record<string, string>>): string {
  const query = writeListQuery({ ...defaultListQuery(INCIDENTS_LIST), filters }, INCIDENTS_LIST);
  return routePath({ name: 'admin-section', tenant, section: 'incidents' }, query);
}
