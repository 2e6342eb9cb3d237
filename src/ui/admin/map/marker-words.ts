import type { TFunction } from 'i18next';
import { isolateText } from '../../../domain/shared/user-text';
import type { MarkerCluster } from '../../../domain/map/marker-clusters';
import { markerLook, type MarkerLook } from './map-markers';
import type { LocatedIncident, MapListViewModel } from './map-list.view-model';

/** An incident's name on the map and in the list: its title (or the section's word for none) and its id. */
export function incidentName(t: TFunction, words: string, incident: { readonly id: string; readonly title: string }): string {
  // The typed title isolated: its direction (or a U+202E in it) never reorders the id beside it.
  return t(`${words}.name`, { title: isolateText(incident.title) || t(`${words}.untitled`), id: incident.id });
}

/** Every marker of the view with its look, the selected one last (drawn on top). */
export function drawnMarkers(
  t: TFunction,
  words: string,
  vm: MapListViewModel,
): { readonly cluster: MarkerCluster<LocatedIncident>; readonly look: MarkerLook }[] {
  const drawn = vm.clusters.map((cluster) => ({
    cluster,
    look: markerLook(cluster, vm.selectedId, {
      one: (incident) => t(incident.live ? `${words}.marker_live` : `${words}.marker`, { name: incidentName(t, words, incident) }),
      many: (count) => t(`${words}.cluster`, { count }),
    }),
  }));
  return [...drawn.filter((d) => !d.look.selected), ...drawn.filter((d) => d.look.selected)];
}

/** Pressing a marker: a cluster opens up, a single incident becomes the selection (its list row shows it). */
export function pressMarker(vm: MapListViewModel, cluster: MarkerCluster<LocatedIncident>): void {
  const only = cluster.members.length === 1 ? cluster.members[0] : undefined;
  if (only) vm.select(only.id, 'map');
  else vm.zoomInto(cluster);
}
