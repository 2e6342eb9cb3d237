import type { MarkerCluster } from '../../../domain/map/marker-clusters';
import type { LocatedIncident } from './map-list.view-model';

/** The colours of the admin maps' markers: live incidents stand out in red, the others are blue; the selection is ringed in gold. */
export const MARKER_COLOURS = { live: '#e53e3e', other: '#3182ce', selected: '#d69e2e' } as const;

/** What one drawn marker (a single incident or a cluster) needs: its words, its colour, whether it holds the selection. */
export interface MarkerLook {
  readonly cluster: boolean;
  readonly live: boolean;
  readonly selected: boolean;
  readonly label: string;
}

/** The look of a marker: a cluster is live when any of its incidents is, and selected when it holds the selected one. */
export function markerLook(
  cluster: MarkerCluster<LocatedIncident>,
  selectedId: string | null,
  words: { readonly one: (incident: LocatedIncident) => string; readonly many: (count: number) => string },
): MarkerLook {
  const first = cluster.members[0];
  const single = cluster.members.length === 1 && first !== undefined;
  return {
    cluster: !single,
    live: cluster.members.some((m) => m.live),
    selected: cluster.members.some((m) => m.id === selectedId),
    label: single ? words.one(first) : words.many(cluster.members.length),
  };
}
