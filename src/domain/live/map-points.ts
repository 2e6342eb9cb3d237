import { normalizeLatitude, normalizeLongitude } from '../incident-form/incident-location';

/** A point the map can draw: numeric, in range, not the SPEC §5 "zero is empty" placeholder. */
export interface MapPoint {
  readonly latitude: number;
  readonly longitude: number;
  readonly at: string | null;
}

/** A location as the server reports it (any field may be missing or garbage). */
export interface RawLocationPoint {
  readonly latitude?: unknown;
  readonly longitude?: unknown;
  readonly at?: unknown;
}

/** SPEC §5 coordinates: garbage, out-of-range and zero values are dropped. */
export function mapPoints(points: readonly (RawLocationPoint | null | undefined)[] | null | undefined): MapPoint[] {
  const out: MapPoint[] = [];
  for (const point of points ?? []) {
    const latitude = normalizeLatitude(point?.latitude);
    const longitude = normalizeLongitude(point?.longitude);
    if (latitude === null || longitude === null) continue;
    out.push({ latitude, longitude, at: typeof point?.at === 'string' ? point.at : null });
  }
  return out;
}

/** Whether two tracks are the same points in the same order. */
export function samePoints(a: readonly MapPoint[], b: readonly MapPoint[]): boolean {
  return a.length === b.length && a.every((p, i) => p.latitude === b[i]?.latitude && p.longitude === b[i]?.longitude && p.at === b[i]?.at);
}
