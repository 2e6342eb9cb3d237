import * as z from 'zod/mini';
import { err, ok, type Result } from '../shared/result';
import type { TextRule } from '../shared/user-text';

/**
 * A form's refusal, field by field: each value is a reason ('required', 'too-long', 'invalid-email', …) that the UI
 * words as `admin.form.errors.<reason>`. The administration forms' zod schemas (kept in src/domain/admin, one per
 * resource) give their reasons as the issue message, so a refusal never carries zod's own English.
 */
export type FieldErrors = Readonly<Record<string, string>>;

export interface InvalidInput {
  readonly kind: 'invalid';
  readonly fields: FieldErrors;
  /** The parts of a field's text its reason is about (the wrong entries of a list), by field, for the message to name. */
  readonly entries?: Readonly<Record<string, readonly string[]>>;
}

export { MAX_FIELD_LENGTH } from '../shared/constants';

/** Longest name accepted for a role or a tenant. */
export const MAX_ADMIN_NAME_LENGTH = 100;

/** Angle brackets: refused in names, as in every other administration form (access-schemas.ts, places.ts). */
export const MARKUP = /[<>]/;

/** The reason of an issue whose message is not one of ours (a wrong type reaching a schema). */
const FALLBACK_REASON = 'invalid';

const REASON = /^[a-z][a-z0-9-]*$/;

/** The value the schema makes of `input`, or the first reason for each field it refuses. */
export function validateForm<T>(schema: z.ZodMiniType<T>, input: unknown): Result<T, InvalidInput> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    if (fields[field] !== undefined) continue;
    fields[field] = REASON.test(issue.message) ? issue.message : FALLBACK_REASON;
  }
  return err({ kind: 'invalid', fields });
}

/**
 * The typing rule of each text field a form schema checks (`textField`): the most characters the server takes, and
 * whether the text keeps its lines. A form reads its fields' rules from its schema (`formTextRules`), so a field stops
 * at the limit its save would be refused past, and the limit is written once, where the refusal is.
 */
const TEXT_FIELD_RULES = z.registry<TextRule>();

/** `schema` as a text field typed under `rule` (its limit as the schema refuses it, its shape). */
export function textField<S extends z.ZodMiniType>(schema: S, rule: TextRule): S {
  TEXT_FIELD_RULES.add(schema, rule);
  return schema;
}

/** A one-line text of at most `max` characters. */
export const lineOf = (max: number): TextRule => ({ shape: 'line', max });

/**
 * The typing rules of a form schema's text fields, by field: an object's fields marked with `textField`, and those
 * of every object of a union (a form whose fields depend on a choice). Fields not marked keep the default rule.
 */
export function formTextRules(schema: z.ZodMiniType): Readonly<Record<string, TextRule>> {
  const def = schema._zod.def as { readonly shape?: Readonly<Record<string, z.ZodMiniType>>; readonly options?: readonly z.ZodMiniType[] };
  if (def.options) return Object.assign({}, ...def.options.map((option) => formTextRules(option))) as Record<string, TextRule>;
  const rules: Record<string, TextRule> = {};
  for (const [field, fieldSchema] of Object.entries(def.shape ?? {})) {
    const rule = TEXT_FIELD_RULES.get(fieldSchema);
    if (rule) rules[field] = rule;
  }
  return rules;
}
