import { storedJson } from '../shared/stored-json';
import { TIMINGS } from '../shared/constants';

/** The typed fields of the edit form that auto-save (SPEC §5) and that are kept as a draft until the server has them. */
export type DraftField = 'title' | 'description';
export const DRAFT_FIELDS: readonly DraftField[] = ['title', 'description'];

/** What the operator typed and the server has not accepted yet, for one incident. */
export interface IncidentDraft {
  readonly title?: string;
  readonly description?: string;
  /** When it was last written (Clock milliseconds). */
  readonly updatedAt: number;
}

type TypedValues = Readonly<Record<DraftField, string>>;

/** The longest wait between two retries of a failed save. */
export const SAVE_RETRY_MAX_MS = 30_000;

/**
 * How long to wait before sending a failed save again: the auto-save idle time (3 s, SPEC §9) after the first failure,
 * doubling after each further failure in a row, never more than 30 s. `failures` counts the failures in a row (≥ 1).
 */
export function saveRetryDelayMs(failures: number): number {
  const n = Number.isFinite(failures) ? Math.max(1, Math.floor(failures)) : 1;
  return Math.min(SAVE_RETRY_MAX_MS, TIMINGS.autoSaveIdle * 2 ** Math.min(n - 1, 16));
}

/**
 * The typed fields the server does not hold yet: not blank and different (trimmed) from the last accepted value.
 * A blank field is never saved by auto-save (SPEC §5), so it is not kept either.
 */
export function unsavedFields(values: TypedValues, saved: TypedValues): readonly DraftField[] {
  return DRAFT_FIELDS.filter((field) => {
    const value = values[field].trim();
    return value !== '' && value !== saved[field].trim();
  });
}

/** The draft of the unsaved fields (null when every field is saved). */
export function draftOf(values: TypedValues, saved: TypedValues, now: number): IncidentDraft | null {
  const fields = unsavedFields(values, saved);
  if (fields.length === 0) return null;
  return { ...Object.fromEntries(fields.map((field) => [field, values[field]])), updatedAt: now };
}

/** A draft still worth offering against what the server now holds (null when the server already has all of it). */
export function draftToOffer(draft: IncidentDraft | null, server: TypedValues): IncidentDraft | null {
  if (!draft) return null;
  const merged = { ...server, ...pick({ ...draft }) };
  return draftOf(merged, server, draft.updatedAt);
}

/** A stored draft, read tolerantly (anything a user may have edited by hand reads as no draft). */
export function parseIncidentDraft(raw: string | null): IncidentDraft | null {
  const value = storedJson(raw);
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const fields = pick(record);
  if (Object.keys(fields).length === 0) return null;
  const updatedAt = typeof record.updatedAt === 'number' && Number.isFinite(record.updatedAt) ? record.updatedAt : 0;
  return { ...fields, updatedAt };
}

function pick(record: Readonly<Record<string, unknown>>): Partial<Record<DraftField, string>> {
  const fields: Partial<Record<DraftField, string>> = {};
  for (const field of DRAFT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') fields[field] = value;
  }
  return fields;
}
