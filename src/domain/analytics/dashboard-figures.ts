import { idSetText } from '../admin/id-set';
import { isDeleted, isOpenLive, type Incident } from '../incident/incident';
import type { MessageStatusRecord } from '../incident/message-status';
import { callerActivity, instantOf, median, sinceFirstLink, type CallerActivity } from './caller-activity';
import { DAY_MS, daysOf, rangeBounds, type DayRange } from './day-range';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A figure by its id (the dashboard's words say how each is computed: `admin.dashboard.how.<id>`), and the filters of
 * the incidents list that shows exactly the incidents behind it (`from`, `to` as days, `live` yes, and `ids` where the
 * figure counts only some of the range's incidents); null when no incident is behind it. The screen turns them into a
 * link.
 */
export interface Figure<T> {
  readonly id: string;
  readonly value: T;
  readonly listFilters: Readonly<Record<string, string>> | null;
}

/** What the figures are computed from: the incidents loaded, their message status records by incident id. */
export interface DashboardInput {
  readonly incidents: readonly Incident[];
  readonly records: ReadonlyMap<string, readonly MessageStatusRecord[]>;
  readonly range: DayRange;
  readonly now: number;
  /** The viewer's offset from UTC in minutes (east positive): days and hours are the viewer's. */
  readonly utcOffsetMinutes: number;
}

export interface DayCount {
  readonly day: string;
  readonly count: number;
}

export interface Funnel {
  readonly sent: number;
  readonly delivered: number;
  readonly read: number;
  readonly clicked: number;
  readonly granted: number;
}

export interface DelaySummary {
  /** The median time in milliseconds, null when no incident has both moments. */
  readonly medianMs: number | null;
  /** How many incidents it was computed over. */
  readonly count: number;
}

export interface Refusals {
  /** Callers asked for their permissions (who answered camera or location). */
  readonly asked: number;
  readonly camera: number;
  readonly location: number;
  /** Callers who refused the camera or the location (or both), and their share of those asked (0–1; null for none). */
  readonly either: number;
  readonly share: number | null;
}

export interface BusiestHours {
  /** Incidents created in each hour of the day (24 counts, 0 h first). */
  readonly perHour: readonly number[];
  /** The hour with the most (the earliest on a tie); null when there are none. */
  readonly top: number | null;
}

export interface DashboardFigures {
  readonly total: Figure<number>;
  readonly perDay: Figure<readonly DayCount[]>;
  readonly liveNow: Figure<number>;
  readonly links: Figure<{ readonly sms: number; readonly whatsapp: number }>;
  readonly funnel: Figure<Funnel>;
  readonly linkToVideo: Figure<DelaySummary>;
  readonly linkToLocation: Figure<DelaySummary>;
  readonly refusals: Figure<Refusals>;
  readonly busiestHours: Figure<BusiestHours>;
}

/** An incident of the range with what its caller did. */
export interface RangeIncident {
  readonly incident: Incident;
  readonly at: number;
  readonly activity: CallerActivity;
}

/** The incidents created within the range (deleted ones left out), each with its caller's activity. */
export function incidentsInRange(input: Omit<DashboardInput, 'now'>): RangeIncident[] {
  const { start, end } = rangeBounds(input.range, input.utcOffsetMinutes);
  const chosen: RangeIncident[] = [];
  for (const incident of input.incidents) {
    const at = instantOf(incident.at);
    if (at === null || at < start || at >= end || isDeleted(incident)) continue;
    const records = input.records.get(String(incident.id ?? '')) ?? [];
    chosen.push({ incident, at, activity: callerActivity(records) });
  }
  return chosen;
}

/** The median of the delays from the first link to a moment, over the incidents that have both. */
export function delaySummary(chosen: readonly RangeIncident[], moment: (a: CallerActivity) => number | null): DelaySummary {
  const delays: number[] = [];
  for (const { activity } of chosen) {
    const delay = sinceFirstLink(activity, moment(activity));
    if (delay !== null) delays.push(delay);
  }
  return { medianMs: median(delays), count: delays.length };
}

/** SPEC §3, §4: the dashboard's figures for the range (see each `how` text in the dashboard section's words.json for the rule in words). */
export function dashboardFigures(input: DashboardInput): DashboardFigures {
  const chosen = incidentsInRange(input);
  const inRange = { from: input.range.from, to: input.range.to };
  const figure = <T>(id: string, value: T, listFilters: Readonly<Record<string, string>> | null = inRange): Figure<T> => ({
    id,
    value,
    listFilters,
  });
  /** The range's incidents a figure counts, when they are not all of them. */
  const behind = (counted: (r: RangeIncident) => boolean): Readonly<Record<string, string>> | null => {
    const ids = chosen.filter(counted).map(({ incident }) => String(incident.id ?? ''));
    if (ids.length === 0) return null;
    return ids.length === chosen.length ? inRange : { ...inRange, ids: idSetText(ids) };
  };

  const days = daysOf(input.range);
  const perDayCounts = days.map(() => 0);
  const { start } = rangeBounds(input.range, input.utcOffsetMinutes);
  const perHour = Array.from({ length: 24 }, () => 0);
  const funnel = { sent: 0, delivered: 0, read: 0, clicked: 0, granted: 0 };
  const refusals = { asked: 0, camera: 0, location: 0, either: 0 };
  let [sms, whatsapp] = [0, 0];
  for (const { at, activity } of chosen) {
    // The range starts at a local midnight, so whole days from its start are local days (and hours likewise).
    const day = Math.floor((at - start) / DAY_MS);
    perDayCounts[day] = (perDayCounts[day] ?? 0) + 1;
    const hour = Math.floor((at - start - day * DAY_MS) / HOUR_MS);
    perHour[hour] = (perHour[hour] ?? 0) + 1;
    sms += activity.smsLinks;
    whatsapp += activity.whatsappLinks;
    if (activity.smsLinks + activity.whatsappLinks > 0) funnel.sent += 1;
    if (activity.delivered) funnel.delivered += 1;
    if (activity.read) funnel.read += 1;
    if (activity.clicked) funnel.clicked += 1;
    if (activity.camera === true) funnel.granted += 1;
    if (activity.asked) refusals.asked += 1;
    if (activity.camera === false) refusals.camera += 1;
    if (activity.location === false) refusals.location += 1;
    if (activity.camera === false || activity.location === false) refusals.either += 1;
  }
  const most = Math.max(0, ...perHour);
  const live = input.incidents.filter(isOpenLive);
  return {
    total: figure('total', chosen.length, chosen.length > 0 ? inRange : null),
    perDay: figure(
      'per_day',
      days.map((day, i) => ({ day, count: perDayCounts[i] ?? 0 })),
      chosen.length > 0 ? inRange : null,
    ),
    liveNow: figure('live_now', live.length, live.length > 0 ? { live: 'yes' } : null),
    links: figure(
      'links',
      { sms, whatsapp },
      behind(({ activity }) => activity.smsLinks + activity.whatsappLinks > 0),
    ),
    funnel: figure(
      'funnel',
      funnel,
      behind(({ activity }) => activity.smsLinks + activity.whatsappLinks > 0),
    ),
    linkToVideo: figure(
      'link_to_video',
      delaySummary(chosen, (a) => a.firstVideoAt),
      behind(({ activity }) => sinceFirstLink(activity, activity.firstVideoAt) !== null),
    ),
    linkToLocation: figure(
      'link_to_location',
      delaySummary(chosen, (a) => a.firstLocationAt),
      behind(({ activity }) => sinceFirstLink(activity, activity.firstLocationAt) !== null),
    ),
    refusals: figure(
      'refusals',
      { ...refusals, share: refusals.asked > 0 ? refusals.either / refusals.asked : null },
      behind(({ activity }) => activity.camera === false || activity.location === false),
    ),
    busiestHours: figure('busiest_hours', { perHour, top: most > 0 ? perHour.indexOf(most) : null }, chosen.length > 0 ? inRange : null),
  };
}
