import type { MapPoint } from '../../../application/live/location-polling';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '../../../domain/shared/constants';

/** The live map's input and Web-Mercator geometry, shared by the built-in map and the Google map. */
export interface LiveMapProps {
  /** The incident's own point (null when it has no coordinates). */
  readonly incidentPoint: { readonly latitude: number; readonly longitude: number } | null;
  /** The caller's location track, oldest first. */
  readonly track: readonly MapPoint[];
}

export const WIDTH = 720;
export const HEIGHT = 420;
const TILE = 256;

export function project(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, latitude)) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export function unproject(x: number, y: number, zoom: number): { latitude: number; longitude: number } {
  const scale = TILE * 2 ** zoom;
  const longitude = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return { latitude: (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))), longitude };
}

const NICE = [1, 2, 5];

/** The largest 1-2-5 step not above `raw` (the scale bar's length). */
export function niceFloor(raw: number): number {
  const exp = Math.floor(Math.log10(raw));
  const base = 10 ** exp;
  let best = base;
  for (const n of NICE) if (n * base <= raw) best = n * base;
  return best;
}
export function niceStep(raw: number): number {
  const exp = Math.floor(Math.log10(raw));
  const base = 10 ** exp;
  for (const n of NICE) if (n * base >= raw) return n * base;
  return 10 * base;
}

/** The view: centre and zoom that show every point (zoom 15 at most, the default centre without points). */
export function mapView(points: readonly { latitude: number; longitude: number }[]): { center: { latitude: number; longitude: number }; zoom: number } {
  if (points.length === 0) return { center: { ...DEFAULT_MAP_CENTER }, zoom: DEFAULT_MAP_ZOOM };
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const center = {
    latitude: (Math.min(...lats) + Math.max(...lats)) / 2,
    longitude: (Math.min(...lngs) + Math.max(...lngs)) / 2,
  };
  let zoom = DEFAULT_MAP_ZOOM;
  while (zoom > 2) {
    const a = project(Math.max(...lats), Math.min(...lngs), zoom);
    const b = project(Math.min(...lats), Math.max(...lngs), zoom);
    if (b.x - a.x <= WIDTH * 0.8 && b.y - a.y <= HEIGHT * 0.8) break;
    zoom -= 1;
  }
  return { center, zoom };
}

