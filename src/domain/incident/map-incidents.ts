import { normalizeLatitude, normalizeLongitude } from '../incident-form/incident-location';
import { isOpenLive, type Incident } from './incident';

/** One incident of the admin maps (SPEC §2 incidents map and teleport map): a marker and a line of the side list. */
export interface MapIncident {
  readonly id: string;
  /** Trimmed; '' when it has none (the screen shows its own fallback). */
  readonly title: string;
  readonly address: string;
  /** When it happened, as the server wrote it; '' when unknown. */
  readonly at: string;
  /** Live now: a video stream, neither finished nor deleted (SPEC §4). */
  readonly live: boolean;
  /** null when the incident has no usable coordinates: listed, not drawn. */
  readonly latitude: number | null;
  readonly longitude: number | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const timeOf = (entry: MapIncident): number => {
  const ms = Date.parse(entry.at);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};

function entryOf(incident: Incident): MapIncident | null {
  const id = incident.id === null || incident.id === undefined ? '' : String(incident.id).trim();
  if (id === '') return null;
  const latitude = normalizeLatitude(incident.latitude);
  const longitude = normalizeLongitude(incident.longitude);
  const located = latitude !== null && longitude !== null;
  return {
    id,
    title: text(incident.title),
    address: text(incident.address),
    at: text(incident.at),
    live: isOpenLive(incident),
    latitude: located ? latitude : null,
    longitude: located ? longitude : null,
  };
}

/**
 * The lines of an admin map from the server's incidents: each id once (the first answer wins), newest first (an
 * unreadable time last, then by id), live ones marked; coordinates that cannot be read (blank, zero, out of range)
 * leave the incident listed but off the map.
 */
export function mapIncidentEntries(incidents: unknown): MapIncident[] {
  const seen = new Set<string>();
  const entries: MapIncident[] = [];
  for (const incident of Array.isArray(incidents) ? (incidents as readonly (Incident | null)[]) : []) {
    const entry = incident && typeof incident === 'object' ? entryOf(incident) : null;
    if (entry === null || seen.has(entry.id)) continue;
    seen.add(entry.id);
    entries.push(entry);
  }
  return entries.sort((a, b) => timeOf(b) - timeOf(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The entries drawn on the map (those with coordinates), as marker points. */
export function locatedIncidents(
  entries: readonly MapIncident[],
): (MapIncident & { readonly latitude: number; readonly longitude: number })[] {
  return entries.filter((e): e is MapIncident & { latitude: number; longitude: number } => e.latitude !== null && e.longitude !== null);
}
