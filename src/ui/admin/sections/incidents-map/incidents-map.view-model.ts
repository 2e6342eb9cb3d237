import type { IncidentsMapFacade } from '../../../../application/admin/incidents-map.facade';
import { routeLink } from '../../../../domain/routing/routes';
import type { Services } from '../../../shared/services';
import { MapListViewModel, mapSectionDeps, sectionTenant, type MapSectionDeps } from '../../map/map-list.view-model';
import type { AdminSectionParams } from '../../resource/use-admin-section';

/** The incidents of the last two hours are read again this often while the map is open. */
export const INCIDENTS_MAP_REFRESH_MS = 30_000;

/**
 * SPEC §2, §9 the incidents map ({tenant}/incidents-map, where the public tenant lands after sign-in): the incidents
 * of the last two hours on a map beside their list, live ones marked, refreshed every 30 s; opening one records
 * SELECT_INCIDENT_FROM_MAP and shows it in the incident view ({tenant}/incident/view/{id}).
 */
export function incidentsMapViewModel(
  { incidents, repeat, navigate }: MapSectionDeps<Pick<IncidentsMapFacade, 'lastHours' | 'recordSelection'>>,
  tenant: string,
): MapListViewModel {
  const open = (id: string) => {
    incidents.recordSelection(id);
    navigate(routeLink({ name: 'incident-view', tenant, id }));
  };
  return new MapListViewModel({ load: () => incidents.lastHours(), repeat, refreshMs: INCIDENTS_MAP_REFRESH_MS, open: (e) => open(e.id) });
}

export function createIncidentsMapViewModel(services: Services, params: AdminSectionParams): MapListViewModel {
  return incidentsMapViewModel(mapSectionDeps(services), sectionTenant(params));
}
