import type { Incident } from '../incident/incident';
import { normalizeDigits } from '../phone/phone-digits';
import { DEFAULT_PHONE_PREFIX, isPhonePrefix, type PhonePrefix } from '../phone/phone-prefixes';
import { routePath } from '../routing/routes';

/** SPEC §2 Search modal modes: no-results 0, form 1, results 2. */
export const SEARCH_MODE = { noResults: 0, form: 1, results: 2 } as const;
export type SearchMode = (typeof SEARCH_MODE)[keyof typeof SEARCH_MODE];

/** SPEC §2 Search modal fields. Dates are ISO strings from date inputs ('YYYY-MM-DD' or with a time). */
export interface SearchForm {
  readonly name?: string | null;
  readonly incidentId?: string | number | null;
  readonly startDate?: string | null;
  readonly endDate?: string | null;
  readonly phone?: string | null;
  readonly prefix?: PhonePrefix | string | null;
}

/** SPEC §5: the validation messages the modal may display. */
export type SearchValidationKey = 'incidents.search.error' | 'incidents.search.error2';

/** SPEC §7 POST /api/incidents/search/ body; null marks a field left empty. */
export interface SearchRequest {
  readonly title: string | null;
  readonly id: number | null;
  readonly dateStart: string | null;
  readonly dateEnd: string | null;
  readonly linkPhone: string | null;
}

/** SPEC §3 Search result, as the server may send it; status and address are read when the server adds them. */
export interface SearchResult extends Pick<Incident, 'id' | 'title' | 'status' | 'address'> {
  readonly createdAt?: string | null;
  readonly phone?: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** An ISO date string, trimmed, or null when blank or not of that shape. */
function isoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  return s.length <= 40 && ISO_DATE.test(s) ? s : null;
}

/** SPEC §5: the phone with every non-word character and space removed, as JS /[\W_]/g (underscore removed too), after Unicode digits become ASCII. */
export function sanitizeSearchPhone(phone: string | null | undefined): string {
  return normalizeDigits(phone).replace(/[\W_]/g, '');
}

/** SPEC §2: the incident id as a positive safe integer (Unicode digits allowed), or null. */
export function parseIncidentId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const s = normalizeDigits(value.trim());
  if (!/^\d{1,16}$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** SPEC §5: which fields count as filled. */
function filled(form: SearchForm | null | undefined) {
  const start = isoDate(form?.startDate);
  const end = isoDate(form?.endDate);
  return {
    start,
    end,
    name: typeof form?.name === 'string' && form.name.trim() !== '',
    id: parseIncidentId(form?.incidentId) !== null,
    phone: sanitizeSearchPhone(form?.phone) !== '',
  };
}

/**
 * SPEC §5: messages for display: 'incidents.search.error2' when exactly one date is filled,
 * 'incidents.search.error' when the end date is before the start date. They never block the search.
 */
export function searchValidationMessages(form: SearchForm | null | undefined): readonly SearchValidationKey[] {
  const { start, end } = filled(form);
  if ((start === null) !== (end === null)) return ['incidents.search.error2'];
  if (start !== null && end !== null && end < start) return ['incidents.search.error'];
  return [];
}

/** SPEC §5: confirm is enabled unless exactly one date is filled or none of dates, id, name, phone is. */
export function canConfirmSearch(form: SearchForm | null | undefined): boolean {
  const f = filled(form);
  if ((f.start === null) !== (f.end === null)) return false;
  return f.start !== null || f.id || f.name || f.phone;
}

/** Why confirm is disabled (SPEC §5), so the form can say it: nothing filled, or only one of the dates; null when enabled. */
export type SearchBlockedReason = 'no-criteria' | 'one-date';

export function searchBlockedReason(form: SearchForm | null | undefined): SearchBlockedReason | null {
  const f = filled(form);
  if ((f.start === null) !== (f.end === null)) return 'one-date';
  return canConfirmSearch(form) ? null : 'no-criteria';
}

/** SPEC §5, §7: the search body; linkPhone is the prefix's digits followed by the sanitised phone. */
export function buildSearchRequest(form: SearchForm | null | undefined): SearchRequest {
  const f = filled(form);
  const phone = sanitizeSearchPhone(form?.phone);
  const prefix = isPhonePrefix(form?.prefix) ? form.prefix : DEFAULT_PHONE_PREFIX;
  return {
    title: f.name && typeof form?.name === 'string' ? form.name.trim() : null,
    id: parseIncidentId(form?.incidentId),
    dateStart: f.start,
    dateEnd: f.end,
    linkPhone: phone === '' ? null : `${prefix.slice(1)}${phone}`,
  };
}

/** SPEC §2: the mode after a search: results (2) when any came back, else no-results (0). */
export function searchModeFor(results: readonly unknown[] | null | undefined): SearchMode {
  return Array.isArray(results) && results.length > 0 ? SEARCH_MODE.results : SEARCH_MODE.noResults;
}

/** SPEC §2: the route a chosen result opens, {tenant}/incident/view/{id}; null when tenant or id is blank. */
export function searchResultPath(tenantId: string | null | undefined, id: number | string | null | undefined): string | null {
  const tenant = typeof tenantId === 'string' ? tenantId.trim() : '';
  const incident = id === null || id === undefined ? '' : String(id).trim();
  if (tenant === '' || incident === '') return null;
  return routePath({ name: 'incident-view', tenant, id: incident });
}
