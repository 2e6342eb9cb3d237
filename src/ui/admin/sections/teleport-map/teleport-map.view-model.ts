import type { IncidentsMapFacade } from '../../../../application/admin/incidents-map.facade';
import { routeLink } from '../../../../domain/routing/routes';
import type { Services } from '../../../shared/services';
import { MapListViewModel, mapSectionDeps, sectionTenant, type MapSectionDeps } from '../../map/map-list.view-model';
import type { AdminSectionParams } from '../../resource/use-admin-section';

/** Live streams start and end quickly: the teleport map reads them again this often while it is open. */
export const TELEPORT_MAP_REFRESH_MS = 15_000;

/**
 * SPEC §2, §7 the teleport map ({tenant}/teleport-map): the tenant's live streams now (getAllLiveStreams) on a map
 * beside their list, refreshed every 15 s; opening one goes to its live page ({tenant}/incident/live/{id}).
 */
export function teleportMapViewModel(
  { incidents, repeat, navigate }: MapSectionDeps<Pick<IncidentsMapFacade, 'liveStreams'>>,
  tenant: string,
) {
  const load = () => incidents.liveStreams();
  return new MapListViewModel({
    load,
    repeat,
    refreshMs: TELEPORT_MAP_REFRESH_MS,
    open: (entry) => navigate(routeLink({ name: 'incident-live', tenant, id: entry.id })),
  });
}

export function createTeleportMapViewModel(services: Services, params: AdminSectionParams): MapListViewModel {
  return teleportMapViewModel(mapSectionDeps(services), sectionTenant(params));
}
