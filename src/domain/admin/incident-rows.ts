import { isFinished, isOpenLive, type Incident } from '../incident/incident';
import { lifecycleFilterValue, lifecycleOf, type Lifecycle } from '../incident/lifecycle';
import { callerPhone } from '../incident/live-incidents';
import { idSetOf } from './id-set';
import type { ListFields, ListQuerySpec } from './list-query';

/**
 * The administration's incidents list (SPEC §2 'incidents', §3 Incident, §7 getIncidentsNotPagination): one row per
 * incident with what the table shows, filters on a day range, status, live and media, and the search's text.
 */

/** SPEC §3 reaction counts, and their sum. */
export interface IncidentReactions {
  readonly fearfulFace: number;
  readonly handsPressed: number;
  readonly redAngryFace: number;
  readonly redHeart: number;
  readonly total: number;
}

/** One incident as the list shows it. */
export interface IncidentRow {
  readonly id: string;
  readonly title: string;
  /** When it was created (`at`) as the server wrote it; '' when unknown. */
  readonly created: string;
  /** `created` in epoch ms; null when it cannot be read. */
  readonly createdMs: number | null;
  /** The reader's day of `created` (YYYY-MM-DD), which the day range filters on; '' when unknown. */
  readonly day: string;
  /** The status the operator sees (lifecycleOf): draft, live, finished or deleted. */
  readonly status: Lifecycle;
  /** Live now: a video stream, neither finished nor deleted (SPEC §4). */
  readonly live: boolean;
  readonly finished: boolean;
  readonly phone: string;
  readonly address: string;
  /** The active operator's name (or email); '' when none. */
  readonly operator: string;
  readonly mediaCount: number;
  readonly reactions: IncidentReactions;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0);

function operatorName(incident: Incident): string {
  const operator = incident.activeOperator;
  if (!operator) return '';
  const name = [text(operator.name), text(operator.lastName)].filter((part) => part !== '').join(' ');
  return name || text(operator.email);
}

/** The epoch ms of a server time (ISO text or epoch ms); null when it cannot be read. */
export function timeOfServer(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const typed = text(value);
  if (typed === '') return null;
  const ms = /^\d+$/.test(typed) ? Number(typed) : Date.parse(typed);
  return Number.isNaN(ms) ? null : ms;
}

/** An incident as a row (`dayOf` gives the reader's day of a time); null for one without an id. */
export function incidentRowOf(incident: Incident, dayOf: (ms: number) => string): IncidentRow | null {
  const id = incident.id === null || incident.id === undefined ? '' : String(incident.id).trim();
  if (id === '') return null;
  const createdMs = timeOfServer(incident.at);
  const finished = isFinished(incident);
  const reactions = {
    fearfulFace: count(incident.fearfulFace),
    handsPressed: count(incident.handsPressed),
    redAngryFace: count(incident.redAngryFace),
    redHeart: count(incident.redHeart),
  };
  return {
    id,
    title: text(incident.title),
    created: incident.at === null || incident.at === undefined ? '' : String(incident.at),
    createdMs,
    day: createdMs === null ? '' : dayOf(createdMs),
    status: lifecycleOf(incident),
    live: isOpenLive(incident),
    finished,
    phone: callerPhone(incident),
    address: text(incident.address),
    operator: operatorName(incident),
    mediaCount: Array.isArray(incident.media) ? incident.media.length : 0,
    reactions: { ...reactions, total: reactions.fearfulFace + reactions.handsPressed + reactions.redAngryFace + reactions.redHeart },
  };
}

/**
 * The list's query: newest first by default; a day range (from/to), status, live and media (yes/no) filters, and the
 * incidents behind a dashboard figure (`ids`, an idSetText).
 */
export const INCIDENTS_LIST: ListQuerySpec = {
  sortable: ['created', 'id', 'title', 'status', 'phone', 'operator', 'media', 'reactions'],
  filters: ['from', 'to', 'status', 'live', 'media', 'ids'],
  defaultSort: { field: 'created', order: 'desc' },
  longFilters: { ids: 20_000 },
  filterValues: { status: lifecycleFilterValue },
};

/** The last ids filter read: a list filters every row with the same text, which is read once. */
let lastIds: { readonly text: string; readonly set: ReadonlySet<string> } = { text: '', set: new Set() };

function idsOf(text: string): ReadonlySet<string> {
  if (lastIds.text !== text) lastIds = { text, set: idSetOf(text) };
  return lastIds.set;
}

const yesNo = (value: string, actual: boolean): boolean => (value === 'yes' ? actual : value === 'no' ? !actual : true);

/** Whether a row passes one filter (an unknown filter or value passes). */
export function incidentRowMatches(row: IncidentRow, filter: string, value: string): boolean {
  switch (filter) {
    case 'from':
      return row.day !== '' && row.day >= value;
    case 'to':
      return row.day !== '' && row.day <= value;
    case 'status':
      return row.status === lifecycleFilterValue(value);
    case 'live':
      return yesNo(value, row.live);
    case 'media':
      return yesNo(value, row.mediaCount > 0);
    case 'ids':
      return idsOf(value).has(row.id);
    default:
      return true;
  }
}

/** The value a column sorts by (ids by number when they are numbers). */
export function incidentSortValue(row: IncidentRow, field: string): string | number | null {
  switch (field) {
    case 'created':
      return row.createdMs;
    case 'id':
      return /^\d+$/.test(row.id) ? Number(row.id) : row.id;
    case 'media':
      return row.mediaCount;
    case 'reactions':
      return row.reactions.total;
    case 'phone': {
      // By its digits' value ('+5511…' as 5511…): the order a text sort with numbers by value gives, far cheaper.
      const digits = row.phone.replace(/\D/g, '');
      return digits !== '' && digits.length <= 15 ? Number(digits) : null;
    }
    case 'title':
    case 'status':
    case 'operator':
      return row[field] || null;
    default:
      return null;
  }
}

/** How the whole list is searched, sorted and filtered. */
export const INCIDENT_ROW_FIELDS: ListFields<IncidentRow> = {
  text: (row) => `${row.id} ${row.title} ${row.phone} ${row.address} ${row.operator}`,
  sortValue: incidentSortValue,
  matches: incidentRowMatches,
};

// Quick ranges ------------------------------------------------------------------------------------------------------

export const QUICK_RANGES = ['today', '7d', '30d', 'all'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

const QUICK_RANGE_DAYS: Readonly<Record<Exclude<QuickRange, 'all'>, number>> = { today: 1, '7d': 7, '30d': 30 };

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day (YYYY-MM-DD) moved by `days`; null when it is no day. */
export function addDays(day: string, days: number): string | null {
  const match = DAY_RE.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/**
 * The day range (from, to) of a quick range ending on `today` (YYYY-MM-DD, the reader's day): today only, the last 7
 * or 30 days with today; 'all' has no bounds ('' for both).
 */
export function quickRangeDays(range: QuickRange, today: string): { readonly from: string; readonly to: string } {
  if (range === 'all') return { from: '', to: '' };
  const from = addDays(today, 1 - QUICK_RANGE_DAYS[range]);
  return from === null ? { from: '', to: '' } : { from, to: today };
}

/** The quick range a day range is, on `today`; null when it is another range. */
export function quickRangeOf(from: string, to: string, today: string): QuickRange | null {
  return (
    QUICK_RANGES.find((range) => {
      const days = quickRangeDays(range, today);
      return days.from === from && days.to === to;
    }) ?? null
  );
}
