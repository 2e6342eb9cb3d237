import { incidentRowOf, timeOfServer, type IncidentRow } from '../admin/incident-rows';
import type { Lifecycle } from '../incident/lifecycle';
import type { Incident } from '../incident/incident';
import { normalizeAddress } from '../incident-form/incident-form-validation';
import type { SearchResult } from './search-incidents';

/**
 * What the search panel shows of one incident, whether it came from the tenant's recent incidents (SPEC §3 Incident)
 * or from a search (SPEC §3 Search result: id, title, createdAt, phone; status and address only when the server adds
 * them, else what the recent incidents know of the same id). Read as the administration's incident rows are.
 */
export type IncidentSummary = Pick<IncidentRow, 'id' | 'title' | 'address' | 'phone'> & {
  /** The status an operator sees (lifecycleOf); '' when unknown (a search result of an incident not listed recently). */
  readonly status: Lifecycle | '';
  /** When it was created, as the server wrote it; '' when unknown. */
  readonly createdAt: string;
};

/** How far back the panel's recent incidents reach (getIncidentsNotPagination's numberOfDays). */
export const RECENT_INCIDENT_DAYS = 30;
/** How many of them the panel lists, newest first. */
export const RECENT_INCIDENT_LIMIT = 20;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const idText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
/** The panel does not filter by day: the row's day is left empty. */
const noDay = (): string => '';

/**
 * One incident as the panel lists it; null for one without an id. SPEC §4: its status is the one an operator sees
 * (lifecycleOf). SPEC §5: address 'unavailable' is empty.
 */
export function summaryOfIncident(incident: Incident): IncidentSummary | null {
  const row = incidentRowOf(incident, noDay);
  if (row === null) return null;
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    address: normalizeAddress(row.address),
    createdAt: row.created.trim(),
    phone: row.phone,
  };
}

/** The incidents (deleted ones were left out by the server) as summaries, newest first (then the higher id). */
export function recentSummaries(incidents: readonly Incident[]): readonly IncidentSummary[] {
  return incidents
    .map((incident) => ({ summary: summaryOfIncident(incident), at: timeOfServer(incident.at) ?? -Infinity }))
    .filter((entry): entry is { summary: IncidentSummary; at: number } => entry.summary !== null)
    .sort((a, b) => b.at - a.at || Number(b.summary.id) - Number(a.summary.id))
    .map((entry) => entry.summary);
}

/**
 * A search result as a summary: what the search answered, completed by `known` (summaries by id) where the answer
 * has nothing. Null for a result without an id.
 */
export function summaryOfSearchResult(
  result: SearchResult | null | undefined,
  known: ReadonlyMap<string, IncidentSummary>,
): IncidentSummary | null {
  const id = idText(result?.id);
  if (id === '') return null;
  const seen = known.get(id);
  return {
    id,
    title: text(result?.title) || (seen?.title ?? ''),
    // The recent incidents' status is read now and tells live and finished apart; the search's word alone cannot.
    status: seen?.status ?? '',
    address: text(result?.address) || (seen?.address ?? ''),
    createdAt: text(result?.createdAt) || (seen?.createdAt ?? ''),
    phone: text(result?.phone) || (seen?.phone ?? ''),
  };
}

/** The results of a search as the panel lists them: each completed by the recent incidents of the same id, in the search's order; results without an id left out. */
export function searchSummaries(results: readonly SearchResult[], recent: readonly IncidentSummary[]): readonly IncidentSummary[] {
  const known = new Map(recent.map((item) => [item.id, item]));
  return results.map((result) => summaryOfSearchResult(result, known)).filter((summary) => summary !== null);
}
