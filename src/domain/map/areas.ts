/** A point on the globe in degrees. */
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** An area drawn on a map: a circle (centre and radius in metres) or a polygon (its corners in order, not closed). */
export type MapArea =
  | { readonly kind: 'circle'; readonly center: GeoPoint; readonly radiusMetres: number }
  | { readonly kind: 'polygon'; readonly points: readonly GeoPoint[] };

/** The Earth's mean radius, as the haversine formula takes it. */
const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

const finite = (p: GeoPoint) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude);

/** The great-circle distance between two points in metres (haversine). */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Within the circle: at most its radius from its centre (the edge counts as inside). */
export function inCircle(point: GeoPoint, center: GeoPoint, radiusMetres: number): boolean {
  if (!finite(point) || !finite(center) || !(radiusMetres >= 0)) return false;
  return distanceMetres(point, center) <= radiusMetres;
}

/** Whether `p` lies on the segment a–b (degrees, with a tolerance of about a centimetre). */
function onSegment(p: GeoPoint, a: GeoPoint, b: GeoPoint): boolean {
  const cross = (b.longitude - a.longitude) * (p.latitude - a.latitude) - (b.latitude - a.latitude) * (p.longitude - a.longitude);
  if (Math.abs(cross) > 1e-14) return false;
  const within = (v: number, x: number, y: number) => v >= Math.min(x, y) - 1e-12 && v <= Math.max(x, y) + 1e-12;
  return within(p.longitude, a.longitude, b.longitude) && within(p.latitude, a.latitude, b.latitude);
}

/**
 * Within the polygon (corners in order; closed by itself): even-odd ray casting on latitude and longitude, which is
 * exact enough for city-sized areas that do not cross the antimeridian. A point on an edge or a corner is inside; a
 * polygon of fewer than three corners holds nothing.
 */
export function inPolygon(point: GeoPoint, corners: readonly GeoPoint[]): boolean {
  if (!finite(point) || corners.length < 3 || !corners.every(finite)) return false;
  let inside = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const a = corners[i] as GeoPoint;
    const b = corners[j] as GeoPoint;
    if (onSegment(point, a, b)) return true;
    const crosses = a.latitude > point.latitude !== b.latitude > point.latitude;
    if (crosses) {
      const longitudeAt = ((b.longitude - a.longitude) * (point.latitude - a.latitude)) / (b.latitude - a.latitude) + a.longitude;
      if (point.longitude < longitudeAt) inside = !inside;
    }
  }
  return inside;
}

export function inArea(point: GeoPoint, area: MapArea): boolean {
  return area.kind === 'circle' ? inCircle(point, area.center, area.radiusMetres) : inPolygon(point, area.points);
}

/**
 * Where a point stands against the areas a service accepts incidents in: 'inside' one of them, 'outside' every one,
 * 'no-areas' when there are none (everywhere is accepted), 'no-point' when the point is unknown (no coordinates yet).
 */
export type AreaVerdict = 'inside' | 'outside' | 'no-areas' | 'no-point';

export function areaVerdict(point: GeoPoint | null, areas: readonly MapArea[]): AreaVerdict {
  if (areas.length === 0) return 'no-areas';
  if (point === null || !finite(point)) return 'no-point';
  return areas.some((area) => inArea(point, area)) ? 'inside' : 'outside';
}

/** Every point that bounds an area: a circle's four extremes (north, south, east, west), a polygon's corners. */
export function areaExtent(area: MapArea): GeoPoint[] {
  if (area.kind === 'polygon') return [...area.points];
  const { center, radiusMetres } = area;
  const dLat = (radiusMetres / EARTH_RADIUS_M) * (180 / Math.PI);
  const dLng = dLat / Math.max(0.01, Math.cos(rad(center.latitude)));
  return [
    { latitude: center.latitude + dLat, longitude: center.longitude },
    { latitude: center.latitude - dLat, longitude: center.longitude },
    { latitude: center.latitude, longitude: center.longitude + dLng },
    { latitude: center.latitude, longitude: center.longitude - dLng },
  ];
}
