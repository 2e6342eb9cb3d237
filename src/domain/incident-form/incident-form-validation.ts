import { characterCount } from '../shared/user-text';

/** SPEC §5: the incident form fields that must be filled. */
export const REQUIRED_INCIDENT_FIELDS = ['title', 'address', 'description'] as const;
export type RequiredIncidentField = (typeof REQUIRED_INCIDENT_FIELDS)[number];

/** SPEC §5: keys of the missing-field messages. */
export type IncidentRequiredKey = 'incident.form.title_required' | 'incident.form.address_required' | 'incident.form.description_required';

export interface IncidentFieldError {
  readonly field: RequiredIncidentField;
  readonly key: IncidentRequiredKey | 'settings.limited-description-length';
  readonly params?: { readonly limit: number };
}

/** SPEC §3 Settings that affect the form, as the server may send them. */
export interface IncidentFormSettings {
  readonly requireIncidentTitle?: boolean | string | null;
  readonly limitedTitleLength?: number | string | null;
  /** SPEC §3, §6: creating incidents is turned off for the tenant (the create form is never sent). */
  readonly restrictCreateIncident?: boolean | string | null;
}

export interface IncidentFormValues {
  readonly title?: string | null;
  readonly address?: string | null;
  readonly description?: string | null;
}

/** SPEC §5: the actions that a required title can block. */
export type TitleGuardedAction = 'leave' | 'stop' | 'save';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** SPEC §5: address 'unavailable' (any case, surrounding spaces) and blank are empty; otherwise trimmed. */
export function normalizeAddress(address: unknown): string {
  const trimmed = text(address);
  return trimmed.toLowerCase() === 'unavailable' ? '' : trimmed;
}

/** SPEC §3 Settings: requireIncidentTitle is on for `true` or the string 'true' (any case). */
export function isTitleRequired(settings: IncidentFormSettings | null | undefined): boolean {
  const value = settings?.requireIncidentTitle;
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/** SPEC §5: limitedTitleLength as a whole number above 0, or null when there is no limit. */
export function titleLengthLimit(settings: IncidentFormSettings | null | undefined): number | null {
  const raw = settings?.limitedTitleLength;
  const value = typeof raw === 'string' && /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : null;
}

/**
 * The limit the title's counter shows: the tenant's limitedTitleLength when it has one (SPEC §5), never above the
 * `hardLimit` the server stores (varchar 255).
 */
export function titleCounterLimit(settings: IncidentFormSettings | null | undefined, hardLimit: number): number {
  const limit = titleLengthLimit(settings);
  return limit === null ? hardLimit : Math.min(limit, hardLimit);
}

/** SPEC §5: 'required.title' when the setting requires a title and the title is blank, for leave/stop/save. */
export function titleGuard(
  action: TitleGuardedAction | string,
  title: string | null | undefined,
  settings: IncidentFormSettings | null | undefined,
): 'required.title' | null {
  if (action !== 'leave' && action !== 'stop' && action !== 'save') return null;
  return isTitleRequired(settings) && text(title) === '' ? 'required.title' : null;
}

/**
 * SPEC §5: the trimmed title, counted in characters (code points), must not exceed limitedTitleLength
 * when that is above 0; otherwise 'settings.limited-description-length' with the limit as `limit`.
 */
export function titleLengthError(
  title: string | null | undefined,
  settings: IncidentFormSettings | null | undefined,
): IncidentFieldError | null {
  const limit = titleLengthLimit(settings);
  if (limit === null) return null;
  const trimmed = text(title);
  if (characterCount(trimmed) <= limit) return null;
  return { field: 'title', key: 'settings.limited-description-length', params: { limit } };
}

/**
 * SPEC §5: all form errors in field order: title, address, description are required (blank and
 * address 'unavailable' count as missing); a present title may also be too long.
 */
export function validateIncidentForm(
  values: IncidentFormValues | null | undefined,
  settings?: IncidentFormSettings | null,
): readonly IncidentFieldError[] {
  const errors: IncidentFieldError[] = [];
  if (text(values?.title) === '') errors.push({ field: 'title', key: 'incident.form.title_required' });
  else {
    const tooLong = titleLengthError(values?.title, settings);
    if (tooLong !== null) errors.push(tooLong);
  }
  if (normalizeAddress(values?.address) === '') errors.push({ field: 'address', key: 'incident.form.address_required' });
  if (text(values?.description) === '') {
    errors.push({ field: 'description', key: 'incident.form.description_required' });
  }
  return errors;
}
