import { LIVE_LIST_PAGE_SIZE } from '../shared/constants';
import { isOpenLive, type Incident } from './incident';

/** One line of the live incidents list. */
export interface LiveIncidentEntry {
  readonly id: string;
  /** The incident's title, trimmed; '' when it has none (the screen shows its own fallback). */
  readonly title: string;
  /** The caller's phone (sendToPhone, else the first of sendToPhones, else the creator's phone); '' when none. */
  readonly phone: string;
  /** When the live stream started (videoStream.startedAt, else the incident's at), as the server wrote it; '' when unknown. */
  readonly startedAt: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The caller's phone: sendToPhone, else the first of sendToPhones, else the creator's phone; '' when none. */
export function callerPhone(incident: Incident): string {
  const direct = text(incident.sendToPhone);
  if (direct !== '') return direct;
  const listed = (incident.sendToPhones ?? []).map(text).find((p) => p !== '');
  return listed ?? text(incident.userCreate?.phone);
}

function entryOf(incident: Incident): LiveIncidentEntry | null {
  const id = incident.id === null || incident.id === undefined ? '' : String(incident.id).trim();
  if (id === '') return null;
  if (!isOpenLive(incident)) return null;
  const stream: unknown = incident.videoStream;
  const streamStart =
    typeof stream === 'object' && stream !== null && !Array.isArray(stream) ? text((stream as { startedAt?: unknown }).startedAt) : '';
  return { id, title: text(incident.title), phone: callerPhone(incident), startedAt: streamStart || text(incident.at) };
}

/** Epoch ms of a start time, or -Infinity when it cannot be read (such lines go last). */
function startTime(entry: LiveIncidentEntry): number {
  const ms = Date.parse(entry.startedAt);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/** Newest first; equal times by the higher id first (numerically when both ids are numbers). */
function newestFirst(a: LiveIncidentEntry, b: LiveIncidentEntry): number {
  const byTime = startTime(b) - startTime(a);
  if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
  const [na, nb] = [Number(a.id), Number(b.id)];
  if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return nb - na;
  return b.id.localeCompare(a.id);
}

/**
 * SPEC §2, §4, §9 the live list of create mode: only open live incidents (a video stream, neither finished nor
 * deleted), each once, newest first, at most LIVE_LIST_PAGE_SIZE (100).
 */
export function liveIncidentEntries(incidents: unknown): LiveIncidentEntry[] {
  const seen = new Set<string>();
  const entries = (Array.isArray(incidents) ? (incidents as readonly Incident[]) : [])
    .map(entryOf)
    .filter((e): e is LiveIncidentEntry => e !== null && !seen.has(e.id) && Boolean(seen.add(e.id)));
  return [...entries].sort(newestFirst).slice(0, LIVE_LIST_PAGE_SIZE);
}
