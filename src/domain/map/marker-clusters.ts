import { project } from './mercator';

/** A point a map shows as a marker, named by its id. */
export interface MapMarkerPoint {
  readonly id: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** Markers drawn as one: a single marker (one member) or a cluster showing how many it holds. */
export interface MarkerCluster<T extends MapMarkerPoint> {
  /** The member's id for a single marker; 'cluster:' and the first member's id for a cluster. */
  readonly key: string;
  /** The members' mean position, where the cluster is drawn (the marker's own position for one member). */
  readonly latitude: number;
  readonly longitude: number;
  /** Ordered by id. */
  readonly members: readonly T[];
}

/** Markers whose screen positions fall in the same cell of this many pixels are drawn as one. */
export const CLUSTER_CELL_PX = 40;
/** The closest zoom a map offers (street level). */
export const MAX_MAP_ZOOM = 18;

const byId = (a: MapMarkerPoint, b: MapMarkerPoint) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const located = (p: MapMarkerPoint) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude);

/** Drawn closer than this share of a cell, two markers would overlap: they are drawn as one. */
const APART_SHARE = 0.75;

interface Group<T> {
  readonly members: T[];
  x: number;
  y: number;
}

/**
 * Grid clustering by zoom: every marker is placed in the cell of `cellPx` pixels holding its Web-Mercator screen
 * position at `zoom`; then groups drawn closer than 3/4 of a cell (neighbours across a cell's edge) are merged, so no
 * two markers overlap. A group of one stays that marker, a larger one becomes a cluster at its members' mean position.
 * Deterministic whatever the input order (members by id, groups in the order of their first member); markers without
 * finite coordinates are left out.
 */
export function clusterMarkers<T extends MapMarkerPoint>(points: readonly T[], zoom: number, cellPx = CLUSTER_CELL_PX): MarkerCluster<T>[] {
  const cells = new Map<string, Group<T>>();
  for (const point of [...points].filter(located).sort(byId)) {
    const { x, y } = project(point.latitude, point.longitude, zoom);
    const cell = `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`;
    const group = cells.get(cell);
    if (group) group.members.push(point);
    else cells.set(cell, { members: [point], x, y });
  }
  const groups = [...cells.values()].map((g) => place(g, zoom));
  for (let merged = mergeClosest(groups, cellPx * APART_SHARE, zoom); merged;) merged = mergeClosest(groups, cellPx * APART_SHARE, zoom);
  return groups.map(({ members }) => {
    const first = members[0] as T;
    if (members.length === 1) return { key: first.id, latitude: first.latitude, longitude: first.longitude, members };
    const mean = (value: (p: T) => number) => members.reduce((sum, p) => sum + value(p), 0) / members.length;
    return { key: `cluster:${first.id}`, latitude: mean((p) => p.latitude), longitude: mean((p) => p.longitude), members };
  });
}

/** The group's drawn position: its members' mean position on screen. */
function place<T extends MapMarkerPoint>(group: Group<T>, zoom: number): Group<T> {
  const at = group.members.map((p) => project(p.latitude, p.longitude, zoom));
  group.x = at.reduce((sum, p) => sum + p.x, 0) / at.length;
  group.y = at.reduce((sum, p) => sum + p.y, 0) / at.length;
  return group;
}

/** Merges the first two groups (in order) drawn closer than `apart` pixels; false when there are none. */
function mergeClosest<T extends MapMarkerPoint>(groups: Group<T>[], apart: number, zoom: number): boolean {
  for (let i = 0; i < groups.length; i++) {
    const a = groups[i] as Group<T>;
    for (let j = i + 1; j < groups.length; j++) {
      const b = groups[j] as Group<T>;
      if (Math.hypot(a.x - b.x, a.y - b.y) >= apart) continue;
      a.members.push(...b.members);
      a.members.sort(byId);
      place(a, zoom);
      groups.splice(j, 1);
      return true;
    }
  }
  return false;
}

/**
 * The lowest zoom from `zoom` up to `maxZoom` at which the marker `id` is drawn on its own (so that selecting it
 * shows it rather than its cluster); `maxZoom` when it never is (another marker at the same place), `zoom` when the
 * marker is not among the points.
 */
export function zoomToSeparate(
  points: readonly MapMarkerPoint[],
  id: string,
  zoom: number,
  maxZoom = MAX_MAP_ZOOM,
  cellPx = CLUSTER_CELL_PX,
): number {
  if (!points.some((p) => p.id === id && located(p))) return zoom;
  for (let z = zoom; z < maxZoom; z++) {
    const own = clusterMarkers(points, z, cellPx).find((c) => c.members.some((p) => p.id === id));
    if (own?.members.length === 1) return z;
  }
  return Math.max(zoom, maxZoom);
}
