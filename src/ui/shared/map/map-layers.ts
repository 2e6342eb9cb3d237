import { areaExtent, type GeoPoint, type MapArea } from '../../../domain/map/areas';
import type { PlaceOfInterest } from '../../../domain/admin/places';
import type { MapPoint } from '../../../domain/live/map-points';
import { boxesOverlap, type Box } from './map-geometry';

/**
 * What every map of the console draws, whichever renderer draws it (Google Maps, the MapLibre street map, the
 * offline map): incidents (or clusters of them), places of interest, allowed areas, the incident's own point and
 * the caller's track.
 */
export interface MapLayers {
  readonly markers?: readonly MapMarker[];
  readonly places?: readonly PlaceOfInterest[];
  readonly areas?: readonly MapAreaShape[];
  readonly incidentPoint?: GeoPoint | null;
  /** The caller's positions, oldest first: the line and the latest point. */
  readonly track?: readonly MapPoint[];
}

/** An incident, or a cluster of them (count above 1), that can be pressed. */
export interface MapMarker {
  readonly key: string;
  readonly latitude: number;
  readonly longitude: number;
  /** Its accessible name, and the words written beside it when it is selected. */
  readonly label: string;
  readonly count: number;
  readonly live: boolean;
  readonly selected: boolean;
  readonly onPress: () => void;
}

/** An allowed area: drawn, selected or being drawn. */
export interface MapAreaShape {
  readonly key: string;
  readonly area: MapArea;
  readonly label: string;
  readonly tone: 'area' | 'selected' | 'draft';
}

/** The colours every renderer uses, so a map reads the same with or without a key. */
export const LAYER_COLOURS = {
  incident: '#e53e3e',
  caller: '#38a169',
  track: '#3182ce',
  place: '#805ad5',
  live: '#e53e3e',
  other: '#3182ce',
  selected: '#d69e2e',
  area: '#38a169',
} as const;

export function areaColour(tone: MapAreaShape['tone']): string {
  return tone === 'selected' ? LAYER_COLOURS.selected : tone === 'draft' ? LAYER_COLOURS.other : LAYER_COLOURS.area;
}

/** The points a view fitting the layers must show (markers, areas' extremes, the incident and the track). */
export function layerPoints(layers: MapLayers): GeoPoint[] {
  return [
    ...(layers.markers ?? []),
    ...(layers.areas ?? []).flatMap((shape) => areaExtent(shape.area)),
    ...(layers.incidentPoint ? [layers.incidentPoint] : []),
    ...(layers.track ?? []),
  ].map((p) => ({ latitude: p.latitude, longitude: p.longitude }));
}

const EARTH_RADIUS_M = 6_371_008.8;

/** A circle as a closed ring of `steps` corners (GeoJSON order: longitude, latitude), for renderers that draw polygons. */
export function circleRing(center: GeoPoint, radiusMetres: number, steps = 64): [number, number][] {
  const lat = (center.latitude * Math.PI) / 180;
  const lng = (center.longitude * Math.PI) / 180;
  const d = radiusMetres / EARTH_RADIUS_M;
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const bearing = (2 * Math.PI * i) / steps;
    const lat2 = Math.asin(Math.sin(lat) * Math.cos(d) + Math.cos(lat) * Math.sin(d) * Math.cos(bearing));
    const lng2 = lng + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat), Math.cos(d) - Math.sin(lat) * Math.sin(lat2));
    ring.push([(lng2 * 180) / Math.PI, (lat2 * 180) / Math.PI]);
  }
  return ring;
}

/** An area's outline as a closed GeoJSON ring. */
export function areaRing(area: MapArea): [number, number][] {
  if (area.kind === 'circle') return circleRing(area.center, area.radiusMetres);
  const ring = area.points.map((p): [number, number] => [p.longitude, p.latitude]);
  const first = ring[0];
  return first ? [...ring, first] : ring;
}

/** A line of text reaches this far above its baseline and below it (ems): generous for the usual sans-serif fonts. */
const ASCENT_EM = 1.05;
const DESCENT_EM = 0.35;

/** A label that wants a place beside its point (screen units), in order of importance. */
export interface LabelCandidate {
  readonly key: string;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  /** How far from the point the label keeps (the symbol's radius and a gap). */
  readonly offset: number;
}

export interface PlacedLabel {
  readonly key: string;
  readonly text: string;
  /** The text's start and baseline. */
  readonly x: number;
  readonly y: number;
  readonly box: Box;
}

/**
 * Where labels go so that none covers another or a symbol: each in turn (the most important first) tries the right
 * of its point, then the left, above and below; a label with no free place is left out (its symbol still carries
 * the name as its title). `textWidth` measures a text; `obstacles` are the symbols' own boxes.
 */
export function placeLabels(
  candidates: readonly LabelCandidate[],
  frame: Box,
  fontSize: number,
  obstacles: readonly Box[] = [],
  textWidth: (text: string) => number = (text) => text.length * fontSize * 0.65,
): PlacedLabel[] {
  const taken: Box[] = [...obstacles];
  const placed: PlacedLabel[] = [];
  for (const c of candidates) {
    const width = textWidth(c.text);
    const height = fontSize;
    // The text's line box as the browser lays it out: its ascent above the baseline, its descent below.
    const ascent = height * ASCENT_EM;
    const descent = height * DESCENT_EM;
    const options = [
      { x: c.x + c.offset, y: c.y + height * 0.35 },
      { x: c.x - c.offset - width, y: c.y + height * 0.35 },
      { x: c.x - width / 2, y: c.y - c.offset - descent },
      { x: c.x - width / 2, y: c.y + c.offset + ascent },
    ];
    for (const option of options) {
      const box: Box = { x: option.x - 2, y: option.y - ascent, width: width + 4, height: ascent + descent };
      const inFrame =
        box.x >= frame.x && box.y >= frame.y && box.x + box.width <= frame.x + frame.width && box.y + box.height <= frame.y + frame.height;
      if (!inFrame || taken.some((other) => boxesOverlap(box, other))) continue;
      taken.push(box);
      placed.push({ key: c.key, text: c.text, x: option.x, y: option.y, box });
      break;
    }
  }
  return placed;
}
