import type { MapPoint } from '../../../domain/live/map-points';
import type { PlaceOfInterest } from '../../../domain/admin/places';
import { MAX_MAP_ZOOM } from '../../../domain/map/marker-clusters';
import { project, unproject } from '../../../domain/map/mercator';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '../../../domain/shared/constants';

export { project, unproject };

/** The farthest zoom a map's 'zoom out' goes (a continent). */
export const MIN_MAP_ZOOM = 3;

/** A view at a zoom kept between MIN_MAP_ZOOM and MAX_MAP_ZOOM: what a zoom button or a hand's zoom chooses. */
export const viewAtZoom = (view: MapViewport, zoom: number): MapViewport => ({
  center: view.center,
  zoom: Math.max(MIN_MAP_ZOOM, Math.min(MAX_MAP_ZOOM, zoom)),
});

/** The live map's input and Web-Mercator geometry, shared by the built-in map and the Google map. */
export interface LiveMapProps {
  /** The incident's own point (null when it has no coordinates). */
  readonly incidentPoint: { readonly latitude: number; readonly longitude: number } | null;
  /** The caller's location track, oldest first. */
  readonly track: readonly MapPoint[];
  /** The places of interest drawn as a layer (those inside the view; they never move it). */
  readonly places?: readonly PlaceOfInterest[];
}

export const WIDTH = 720;
export const HEIGHT = 420;
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

/** What a map shows: its centre and zoom. */
export interface MapViewport {
  readonly center: { readonly latitude: number; readonly longitude: number };
  readonly zoom: number;
}

/** A map's drawing size in screen units (the built-in map's own by default; the offline map's box when measured). */
export interface MapSize {
  readonly width: number;
  readonly height: number;
}

const DEFAULT_SIZE: MapSize = { width: WIDTH, height: HEIGHT };

/** The view: centre and zoom that show every point (zoom 15 at most, the default centre without points). */
export function mapView(
  points: readonly { latitude: number; longitude: number }[],
  size: MapSize = DEFAULT_SIZE,
): {
  center: { latitude: number; longitude: number };
  zoom: number;
} {
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
    if (b.x - a.x <= size.width * 0.8 && b.y - a.y <= size.height * 0.8) break;
    zoom -= 1;
  }
  return { center, zoom };
}

/** Most decimals an axis label gets (a step below 1e-8 degrees is far below any zoom the map uses). */
const MAX_DECIMALS = 8;

/**
 * The fewest decimals that write every multiple of a grid step exactly (0.005 → 3, 0.01 → 2, 0.02 → 2, 0.25 → 2,
 * 5 → 0), so that neighbouring grid lines, one step apart, never print the same label.
 */
export function labelDecimals(step: number): number {
  if (!Number.isFinite(step) || step <= 0) return 0;
  for (let decimals = 0; decimals < MAX_DECIMALS; decimals++) {
    const scaled = step * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, scaled)) return decimals;
  }
  return MAX_DECIMALS;
}

/** A grid line's label: its value (a multiple of `step`) with labelDecimals(step) decimals, never '-0'. */
export function gridLabel(value: number, step: number): string {
  const decimals = labelDecimals(step);
  const snapped = step > 0 && Number.isFinite(step) ? Math.round(value / step) * step : value;
  const text = snapped.toFixed(decimals);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** Every multiple of `step` from `from` to `to` (as k·step, so a long run of lines does not drift). */
export function gridValues(from: number, to: number, step: number): number[] {
  if (!(step > 0) || !Number.isFinite(from) || !Number.isFinite(to)) return [];
  const values: number[] = [];
  for (let k = Math.ceil(from / step - 1e-9); k * step <= to + step * 1e-9; k++) values.push(k * step);
  return values;
}

/** A rectangle of the built-in map's frame (viewBox units). */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(box: Box, frame: Box): boolean {
  return box.x >= frame.x && box.y >= frame.y && box.x + box.width <= frame.x + frame.width && box.y + box.height <= frame.y + frame.height;
}

/** The font sizes of the built-in map's axis labels and scale label (viewBox units). */
export const AXIS_FONT = 9;
export const SCALE_FONT = 10;

/**
 * The room a label takes, written from `x` (start, middle or end of the text) on the baseline `y`. A generous
 * estimate (0.65 em a character: wider than the digits, points and minus signs of the usual sans-serif fonts) so
 * that boxes that do not overlap here do not overlap on screen.
 */
export function textBox(text: string, x: number, y: number, fontSize: number, anchor: 'start' | 'middle' | 'end' = 'start'): Box {
  const width = text.length * fontSize * 0.65;
  const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  return { x: left, y: y - fontSize * 0.8, width, height: fontSize };
}

/** One grid line: its value, where it crosses the frame (x for a longitude, y for a latitude) and its label. */
export interface GridLine {
  readonly value: number;
  readonly at: number;
  readonly text: string;
  /** Where the label is written; null when it would leave the frame or cover the scale bar or the other axis's labels (the line is still drawn). */
  readonly label: { readonly x: number; readonly y: number; readonly box: Box } | null;
}

export interface ScaleBar {
  readonly metres: number;
  /** '500 m', '2 km'. */
  readonly text: string;
  /** The bar, from (x, y) to (x + length, y), with end ticks from y - 4 to y + 2. */
  readonly x: number;
  readonly y: number;
  readonly length: number;
  /** The label, centred above the bar. */
  readonly labelX: number;
  readonly labelY: number;
  /** The backdrop behind the bar and its label. */
  readonly box: Box;
  /** What the bar and its ticks cover; and what the label covers. */
  readonly barBox: Box;
  readonly labelBox: Box;
}

export interface MapLayout {
  /** The drawing's size (its viewBox). */
  readonly width: number;
  readonly height: number;
  readonly center: { readonly latitude: number; readonly longitude: number };
  readonly zoom: number;
  toScreen(latitude: number, longitude: number): { x: number; y: number };
  /** Vertical lines, west to east; their labels along the bottom edge. */
  readonly longitudes: readonly GridLine[];
  /** Horizontal lines, south to north; their labels along the left edge. */
  readonly latitudes: readonly GridLine[];
  readonly scale: ScaleBar;
}

/** The strip along the bottom edge that holds the longitude labels. */
const BOTTOM_BAND = 14;
const SCALE_MARGIN = 12;
const SCALE_PADDING = 6;
const TICK_TOP = 4;
const TICK_BOTTOM = 2;
/** Between the scale label's baseline and the top of the bar's end ticks. */
const SCALE_LABEL_GAP = 3;

function scaleBar(latitude: number, zoom: number, { width: WIDTH, height: HEIGHT }: MapSize): ScaleBar {
  const metresPerPixel = (156543.03392 * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom;
  const metres = niceFloor((WIDTH / 4) * metresPerPixel);
  const length = metres / metresPerPixel;
  const text = metres >= 1000 ? `${metres / 1000} km` : `${metres} m`;
  // Above the longitude labels' strip, at the right.
  const y = HEIGHT - BOTTOM_BAND - SCALE_PADDING - TICK_BOTTOM;
  const labelY = y - TICK_TOP - SCALE_LABEL_GAP;
  const labelWidth = textBox(text, 0, 0, SCALE_FONT).width;
  const width = Math.max(length, labelWidth);
  const x = WIDTH - SCALE_MARGIN - SCALE_PADDING - width + (width - length) / 2;
  const labelX = x + length / 2;
  const labelBox = textBox(text, labelX, labelY, SCALE_FONT, 'middle');
  const barBox: Box = { x: x - 1, y: y - TICK_TOP, width: length + 2, height: TICK_TOP + TICK_BOTTOM };
  const left = Math.min(barBox.x, labelBox.x) - SCALE_PADDING;
  const right = Math.max(barBox.x + barBox.width, labelBox.x + labelBox.width) + SCALE_PADDING;
  const top = labelBox.y - SCALE_PADDING / 2;
  const box: Box = { x: left, y: top, width: right - left, height: y + TICK_BOTTOM + SCALE_PADDING - top };
  return { metres, text, x, y, length, labelX, labelY, box, barBox, labelBox };
}

/**
 * Everything the built-in map draws besides the points: the view that shows every point, a latitude/longitude grid
 * of about five by four 1-2-5 steps, each line labelled with just enough decimals to tell it from its neighbours,
 * and a scale bar at the bottom right. Labels that would leave the frame or cover the scale bar or another label are
 * left out (their lines stay). A given `view` (a map the user zooms and moves) replaces the view that fits the points.
 */
export function builtInMapLayout(
  points: readonly { latitude: number; longitude: number }[],
  view: MapViewport | null = null,
  size: MapSize = DEFAULT_SIZE,
): MapLayout {
  const { width: WIDTH, height: HEIGHT } = size;
  const FRAME: Box = { x: 0, y: 0, width: WIDTH, height: HEIGHT };
  const { center, zoom } = view ?? mapView(points, size);
  const c = project(center.latitude, center.longitude, zoom);
  const origin = { x: c.x - WIDTH / 2, y: c.y - HEIGHT / 2 };
  const toScreen = (latitude: number, longitude: number) => {
    const p = project(latitude, longitude, zoom);
    return { x: p.x - origin.x, y: p.y - origin.y };
  };
  const topLeft = unproject(origin.x, origin.y, zoom);
  const bottomRight = unproject(origin.x + WIDTH, origin.y + HEIGHT, zoom);
  const lngStep = niceStep((bottomRight.longitude - topLeft.longitude) / 5);
  const latStep = niceStep((topLeft.latitude - bottomRight.latitude) / 4);
  const scale = scaleBar(center.latitude, zoom, size);
  const bottomBand: Box = { x: 0, y: HEIGHT - BOTTOM_BAND, width: WIDTH, height: BOTTOM_BAND };

  const fits = (box: Box, others: readonly Box[]) => inside(box, FRAME) && !others.some((other) => boxesOverlap(box, other));
  const longitudes = gridValues(topLeft.longitude, bottomRight.longitude, lngStep).map((value): GridLine => {
    const at = toScreen(center.latitude, value).x;
    const text = gridLabel(value, lngStep);
    const box = textBox(text, at + 3, HEIGHT - 4, AXIS_FONT);
    return { value, at, text, label: fits(box, [scale.box]) ? { x: at + 3, y: HEIGHT - 4, box } : null };
  });
  const latitudes = gridValues(bottomRight.latitude, topLeft.latitude, latStep).map((value): GridLine => {
    const at = toScreen(value, center.longitude).y;
    const text = gridLabel(value, latStep);
    const box = textBox(text, 3, at - 3, AXIS_FONT);
    return { value, at, text, label: fits(box, [scale.box, bottomBand]) ? { x: 3, y: at - 3, box } : null };
  });
  return { width: WIDTH, height: HEIGHT, center, zoom, toScreen, longitudes, latitudes, scale };
}

/** The point under a position of the built-in map's frame (viewBox units): the inverse of `layout.toScreen`. */
export function screenToPoint(
  layout: Pick<MapLayout, 'center' | 'zoom'> & Partial<MapSize>,
  x: number,
  y: number,
): { latitude: number; longitude: number } {
  const c = project(layout.center.latitude, layout.center.longitude, layout.zoom);
  return unproject(c.x - (layout.width ?? WIDTH) / 2 + x, c.y - (layout.height ?? HEIGHT) / 2 + y, layout.zoom);
}
