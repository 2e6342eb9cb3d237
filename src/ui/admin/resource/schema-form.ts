import type * as z from 'zod/mini';
import type { ChangeFailure } from '../../../application/admin/record-changes';
import { formTextRules, validateForm } from '../../../domain/admin/form-validation';
import type { EntityId } from '../../../domain/incident/incident';
import type { Result } from '../../../domain/shared/result';
import type { FormSlot } from './form-slot.model';

/** The section's facade calls a form saves through. */
export interface SchemaFormFacade<I, R> {
  create(input: I): Promise<Result<R, ChangeFailure>>;
  update(id: EntityId, input: I): Promise<Result<R, ChangeFailure>>;
}

/** A form whose values a domain schema turns into the input the facade takes (typed coordinates into numbers …). */
export interface SchemaFormOpening<V extends object, P, I, R extends { readonly id: EntityId }> {
  readonly initial: V;
  readonly schema: z.ZodMiniType<P>;
  readonly input: (parsed: P) => I;
  /** Saves a new record with `create`, an edited one with `update` of its id. */
  readonly facade: SchemaFormFacade<I, R>;
  /** The section's words: `<words>.added` and `<words>.updated` toast the saved record's `name`. */
  readonly words: string;
  readonly name: (record: R) => string;
}

/**
 * Opens a slot's form for `record` (null: a new one) checked by the schema as typed and again before saving; its texts
 * are typed by the schema's rules (`formTextRules`).
 */
export function openSchemaForm<V extends object, P, I, R extends { readonly id: EntityId }>(
  slot: FormSlot<V, R>,
  record: R | null,
  opening: SchemaFormOpening<V, P, I, R>,
): void {
  slot.open(record, {
    initial: opening.initial,
    textRules: formTextRules(opening.schema),
    validate: (values) => validateForm(opening.schema, values),
    save: async (values) => {
      const valid = validateForm(opening.schema, values);
      if (!valid.ok) return valid;
      const input = opening.input(valid.value);
      return record ? opening.facade.update(record.id, input) : opening.facade.create(input);
    },
    savedMessage: (saved) => ({ key: `${opening.words}.${record ? 'updated' : 'added'}`, values: { name: opening.name(saved) } }),
  });
}
