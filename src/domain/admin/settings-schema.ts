import * as z from 'zod/mini';
import type { Settings, SettingsLanguage, ShareLocationPreference } from '../incident/settings';
import type { Result } from '../shared/result';
import { lineOf, MAX_FIELD_LENGTH, textField, validateForm, type InvalidInput } from './form-validation';

/** SPEC §3 shareLocationPreference values the settings form offers. */
export const SHARE_LOCATION_PREFERENCES: readonly ShareLocationPreference[] = ['default', 'google-maps'];

/** SPEC §1 settings language values, in the product's language order (en, pt, es). */
export const SETTINGS_LANGUAGES: readonly SettingsLanguage[] = ['en-US', 'pt-BR', 'es-ES'];

/**
 * SPEC §5: the longest title limit the form accepts. A title is stored in a varchar(255) column, so a limit above
 * 255 could never be reached; 0 means no limit.
 */
export const MAX_TITLE_LENGTH_LIMIT = MAX_FIELD_LENGTH;

/** The settings form as typed: the title limit is the text of its field (digits), the rest as chosen. */
export type SettingsFormInput = Omit<Settings, 'limitedTitleLength'> & { readonly limitedTitleLength: string | number };

const WHOLE_NUMBER = /^\d{1,9}$/;

/** The title limit as typed (text, spaces around it ignored) or as a number: a whole number from 0 to 255. */
const titleLimit = z
  .pipe(
    z.union([z.number(), z.string()], 'whole-number'),
    z.transform((value: number | string) => (typeof value === 'number' ? value : value.trim())),
  )
  .check(
    z.refine((value) => value !== '', 'required'),
    z.refine(
      (value) => value === '' || (typeof value === 'number' ? Number.isInteger(value) && value >= 0 : WHOLE_NUMBER.test(value)),
      'whole-number',
    ),
    z.refine((value) => {
      const n = typeof value === 'number' ? value : WHOLE_NUMBER.test(value) ? Number(value) : 0;
      return !(n > MAX_TITLE_LENGTH_LIMIT);
    }, 'too-large'),
  );

const flag = z.boolean('invalid');

/**
 * SPEC §3 Settings as the settings form sends them: every flag a boolean, the title limit a whole number from 0 (no
 * limit) to 255, the share-location preference and the default language one of their values. Each refusal's message
 * is a reason (`admin.form.errors.<reason>`).
 */
export const settingsSchema = z.object({
  restrictVideo: flag,
  restrictCreateIncident: flag,
  requireIncidentTitle: flag,
  // A number typed: room for any way of writing it, never a counter.
  limitedTitleLength: textField(
    z.pipe(
      titleLimit,
      z.transform((value: number | string) => Number(value)),
    ),
    lineOf(16),
  ),
  allowOperatorBroadcast: flag,
  allowArgoCreateIncident: flag,
  shareLocationPreference: z.enum(['default', 'google-maps'], 'invalid'),
  defaultLanguage: z.enum(['en-US', 'pt-BR', 'es-ES'], 'invalid'),
});

/** The settings the form's values make, or the first reason for each field refused. */
export function validateSettings(input: SettingsFormInput | Record<string, unknown>): Result<Settings, InvalidInput> {
  return validateForm<Settings>(settingsSchema, input);
}

/** The fields of SPEC §3 Settings in the order the form shows them. */
export const SETTINGS_FIELDS = [
  'restrictVideo',
  'restrictCreateIncident',
  'requireIncidentTitle',
  'limitedTitleLength',
  'allowOperatorBroadcast',
  'allowArgoCreateIncident',
  'shareLocationPreference',
  'defaultLanguage',
] as const satisfies readonly (keyof Settings)[];

/** Whether two settings hold the same values (the form is unchanged). */
export function sameSettings(a: Settings, b: Settings): boolean {
  return SETTINGS_FIELDS.every((field) => a[field] === b[field]);
}
