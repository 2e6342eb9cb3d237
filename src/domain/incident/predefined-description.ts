import type { PredefinedDescription } from '../admin/admin-entities';

/** A quick choice of the create form: the label (descriptionOption) and the text it puts in the description. */
export interface DescriptionChoice {
  readonly id: string;
  readonly label: string;
  readonly description: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** SPEC §1, §3 the create form's quick choices: trimmed, entries without a label or a text skipped. */
export function descriptionChoices(all: readonly PredefinedDescription[]): DescriptionChoice[] {
  return all
    .map((d) => ({ id: text(String(d.id)), label: text(d.descriptionOption), description: text(d.description) }))
    .filter((c) => c.label !== '' && c.description !== '');
}
