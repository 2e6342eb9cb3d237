import { escapeXml } from '../../../domain/shared/xml-text';
import type { MapPoint } from '../../../domain/live/map-points';
import { rasterImage } from '../../shared/pdf/raster-image';
import { AXIS_FONT, HEIGHT, SCALE_FONT, WIDTH, builtInMapLayout, type GridLine } from '../../shared/map/map-geometry';

/** Where the incident happened, as the PDF's map snapshot draws it: its own point and the caller's track, oldest first. */
export interface IncidentLocation {
  readonly incidentPoint: { readonly latitude: number; readonly longitude: number } | null;
  readonly track: readonly MapPoint[];
}

/** The markers' words (the live map's: "Incident", "Caller"). */
export interface SnapshotWords {
  readonly incident: string;
  readonly caller: string;
}

/** The snapshot's colours on the PDF's dark page (the live map's marker colours, the track in the PDF's accent). */
const COLOURS = {
  background: '#27272a',
  grid: '#a1a1aa',
  text: '#f4f4f5',
  track: '#60a5fa',
  incident: '#e53e3e',
  caller: '#38a169',
} as const;

/** The raster is drawn at twice the built-in map's size, so its lines and words stay sharp when printed. */
export const SNAPSHOT_SCALE = 2;

export function hasLocation(location: IncidentLocation): boolean {
  return location.incidentPoint !== null || location.track.length > 0;
}

/**
 * The built-in map as a picture, no tiles and no network (SPEC §2 PDF export "map snapshot or coordinates"): the
 * live map's latitude/longitude grid and scale bar, the caller's track, its first point, the caller's latest point
 * and the incident's point, in the PDF's dark colours. SVG text; null when there is no location to draw.
 */
export function incidentMapSvg(location: IncidentLocation, words: SnapshotWords): string | null {
  if (!hasLocation(location)) return null;
  const { incidentPoint, track } = location;
  const layout = builtInMapLayout([...(incidentPoint ? [incidentPoint] : []), ...track]);
  const { toScreen, scale } = layout;
  const n = (value: number) => value.toFixed(1);
  const path = track.map((p) => toScreen(p.latitude, p.longitude));
  const first = path[0] ?? null;
  const latest = path[path.length - 1] ?? null;
  const incident = incidentPoint ? toScreen(incidentPoint.latitude, incidentPoint.longitude) : null;
  const parts: string[] = [`<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" fill="${COLOURS.background}"/>`];
  for (const line of layout.longitudes) parts.push(gridLine(line, 'longitude'));
  for (const line of layout.latitudes) parts.push(gridLine(line, 'latitude'));
  if (path.length > 1)
    parts.push(
      `<polyline points="${path.map((p) => `${n(p.x)},${n(p.y)}`).join(' ')}" fill="none" stroke="${COLOURS.track}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`,
    );
  if (first && path.length > 1)
    parts.push(
      `<circle cx="${n(first.x)}" cy="${n(first.y)}" r="4" fill="${COLOURS.background}" stroke="${COLOURS.track}" stroke-width="2"/>`,
    );
  if (incident) parts.push(marker(incident, 8, COLOURS.incident, words.incident, 18));
  // The caller's label above their point, the incident's below its own: both readable when the caller is at the incident.
  if (latest) parts.push(marker(latest, 7, COLOURS.caller, words.caller, -9));
  parts.push(
    `<rect x="${n(scale.box.x)}" y="${n(scale.box.y)}" width="${n(scale.box.width)}" height="${n(scale.box.height)}" fill="#ffffff" opacity="0.85" rx="2"/>`,
    `<path d="M${n(scale.x)} ${n(scale.y)}h${n(scale.length)}M${n(scale.x)} ${n(scale.barBox.y)}v${n(scale.barBox.height)}M${n(scale.x + scale.length)} ${n(scale.barBox.y)}v${n(scale.barBox.height)}" stroke="#000000" stroke-width="2"/>`,
    `<text x="${n(scale.labelX)}" y="${n(scale.labelY)}" font-size="${SCALE_FONT}" text-anchor="middle" fill="#000000">${escapeXml(scale.text)}</text>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * SNAPSHOT_SCALE}" height="${HEIGHT * SNAPSHOT_SCALE}" ` +
    `viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="Helvetica, Arial, sans-serif">${parts.join('')}</svg>`
  );
}

/** The snapshot as a JPEG data URL for the PDF; null without a location, or when the browser cannot draw it. */
export async function incidentMapSnapshot(location: IncidentLocation, words: SnapshotWords): Promise<string | null> {
  const svg = incidentMapSvg(location, words);
  if (svg === null) return null;
  return rasterImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, {
    width: WIDTH * SNAPSHOT_SCALE,
    height: HEIGHT * SNAPSHOT_SCALE,
  });
}

function gridLine(line: GridLine, axis: 'longitude' | 'latitude'): string {
  const ends =
    axis === 'longitude' ? `x1="${line.at}" y1="0" x2="${line.at}" y2="${HEIGHT}"` : `x1="0" y1="${line.at}" x2="${WIDTH}" y2="${line.at}"`;
  const label = line.label
    ? `<text x="${line.label.x}" y="${line.label.y}" font-size="${AXIS_FONT}" fill="${COLOURS.grid}">${escapeXml(line.text)}</text>`
    : '';
  return `<line ${ends} stroke="${COLOURS.grid}" stroke-opacity="0.3"/>${label}`;
}

function marker(at: { x: number; y: number }, radius: number, fill: string, word: string, labelDy: number): string {
  return (
    `<circle cx="${at.x.toFixed(1)}" cy="${at.y.toFixed(1)}" r="${radius}" fill="${fill}" stroke="#ffffff" stroke-width="2"/>` +
    `<text x="${(at.x + radius + 3).toFixed(1)}" y="${(at.y + labelDy).toFixed(1)}" font-size="12" font-weight="bold" fill="${COLOURS.text}">${escapeXml(word)}</text>`
  );
}
