import type { IncidentsMapFacade } from '../../../../application/admin/incidents-map.facade';
import type { MapIncident } from '../../../../domain/incident/map-incidents';
import { opensLiveSession } from '../../../../domain/permissions/permissions';
import { routeLink } from '../../../../domain/routing/routes';
import type { Services } from '../../../shared/services';
import { MapListViewModel, mapSectionDeps, sectionTenant, type MapSectionDeps } from '../../map/map-list.view-model';
import type { AdminSectionParams } from '../../resource/use-admin-section';

/** The incidents of the last two hours are read again this often while the map is open. */
export const INCIDENTS_MAP_REFRESH_MS = 30_000;

/**
 * SPEC §2, §9 the incidents map ({tenant}/incidents-map, where the public tenant lands after sign-in): the incidents
 * of the last two hours on a map beside their list, live ones marked, refreshed every 30 s; opening one records
 * SELECT_INCIDENT_FROM_MAP and shows it in the incident view ({tenant}/incident/view/{id}), or, for a live one the
 * user may operate (domain opensLiveSession), joins its live session ({tenant}/incident/live/{id}).
 */
export function incidentsMapViewModel(
  { incidents, repeat, navigate, user }: MapSectionDeps<Pick<IncidentsMapFacade, 'lastHours' | 'recordSelection'>>,
  tenant: string,
): MapListViewModel {
  const opensLive = (entry: MapIncident) =>
    opensLiveSession({ live: entry.live, isSuperUser: user?.isSuperUser() ?? false, permissions: user?.permissions() ?? [] });
  const open = (entry: MapIncident) => {
    incidents.recordSelection(entry.id);
    navigate(routeLink({ name: opensLive(entry) ? 'incident-live' : 'incident-view', tenant, id: entry.id }));
  };
  return new MapListViewModel({ load: () => incidents.lastHours(), repeat, refreshMs: INCIDENTS_MAP_REFRESH_MS, open, opensLive });
}

export function createIncidentsMapViewModel(services: Services, params: AdminSectionParams): MapListViewModel {
  return incidentsMapViewModel(mapSectionDeps(services), sectionTenant(params));
}
