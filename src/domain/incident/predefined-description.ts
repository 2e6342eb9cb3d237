import { err, ok, type Result } from '../shared/result';
import type { PredefinedDescription } from '../admin/admin-entities';

/** A quick choice of the create form: the label (descriptionOption) and the text it puts in the description. */
export interface DescriptionChoice {
  readonly id: string;
  readonly label: string;
  readonly description: string;
}

/** The fields of a predefined description as the admin screen sends them (update may leave one out). */
export interface PredefinedDescriptionFields {
  readonly description?: string;
  readonly descriptionOption?: string;
}

/** SPEC §3: both fields of a predefined description must hold text. */
export interface PredefinedDescriptionInvalid {
  readonly kind: 'invalid';
  readonly field: 'description' | 'descriptionOption';
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** SPEC §1, §3 the create form's quick choices: trimmed, entries without a label or a text skipped. */
export function descriptionChoices(all: readonly PredefinedDescription[]): DescriptionChoice[] {
  return all
    .map((d) => ({ id: text(String(d.id ?? '')), label: text(d.descriptionOption), description: text(d.description) }))
    .filter((c) => c.label !== '' && c.description !== '');
}

/**
 * SPEC §3: the first blank field (label first), or the trimmed fields to send. `required` (creating) asks for both;
 * otherwise (updating) only the fields given are checked and sent.
 */
export function validatePredefinedDescription(
  input: PredefinedDescriptionFields,
  required: boolean,
): Result<PredefinedDescriptionFields, PredefinedDescriptionInvalid> {
  for (const field of ['descriptionOption', 'description'] as const) {
    const value = input[field];
    if ((required || value !== undefined) && text(value) === '') return err({ kind: 'invalid', field });
  }
  return ok({
    ...(input.description !== undefined ? { description: text(input.description) } : {}),
    ...(input.descriptionOption !== undefined ? { descriptionOption: text(input.descriptionOption) } : {}),
  });
}
