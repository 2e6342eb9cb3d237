import { isOpenLive, type Incident } from '../../domain/incident/incident';
import { LIVE_LIST_PAGE_SIZE } from '../../domain/shared/constants';
import { err, ok, type Result } from '../../domain/shared/result';
import { isGatewayError } from '../ports/gateway-error';
import type { IncidentsGateway } from '../ports/incidents-gateway.port';
import type { Logger } from '../ports/logger.port';

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

/** The list could not be read; the screen offers to try again. */
export interface LiveIncidentsUnavailable {
  readonly kind: 'live-incidents-unavailable';
  readonly key: 'incident_live_list.load_failed';
}
export const LIVE_INCIDENTS_UNAVAILABLE: LiveIncidentsUnavailable = {
  kind: 'live-incidents-unavailable',
  key: 'incident_live_list.load_failed',
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function callerPhone(incident: Incident): string {
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
 * SPEC §2, §7, §9 the live list of create mode ({tenant}/incident/live): the signed-in tenant's live incidents,
 * read with getIncidents({ first: 100, onlyLive: true, ignoreStatus: true }). Only open live incidents are kept
 * (a video stream, neither finished nor deleted, SPEC §4), at most 100, newest first. A failure is logged and
 * answered as LIVE_INCIDENTS_UNAVAILABLE.
 */
export class ListLiveIncidentsUseCase {
  constructor(
    private readonly incidents: IncidentsGateway,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result<readonly LiveIncidentEntry[], LiveIncidentsUnavailable>> {
    let incidents: readonly Incident[];
    try {
      incidents = await this.incidents.getIncidents({ first: LIVE_LIST_PAGE_SIZE, onlyLive: true, ignoreStatus: true });
    } catch (error) {
      this.logger.error('live incidents could not be loaded', { kind: isGatewayError(error) ? error.kind : 'unknown' });
      return err(LIVE_INCIDENTS_UNAVAILABLE);
    }
    const seen = new Set<string>();
    const entries = (Array.isArray(incidents) ? incidents : [])
      .map(entryOf)
      .filter((e): e is LiveIncidentEntry => e !== null && !seen.has(e.id) && Boolean(seen.add(e.id)));
    return ok([...entries].sort(newestFirst).slice(0, LIVE_LIST_PAGE_SIZE));
  }
}
