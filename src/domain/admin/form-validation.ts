import type * as z from 'zod/mini';
import { err, ok, type Result } from '../shared/result';

/**
 * A form's refusal, field by field: each value is a reason ('required', 'too-long', 'invalid-email', …) that the UI
 * words as `admin.form.errors.<reason>`. The administration forms' zod schemas (kept in src/domain/admin, one per
 * resource) give their reasons as the issue message, so a refusal never carries zod's own English.
 */
export type FieldErrors = Readonly<Record<string, string>>;

export interface InvalidInput {
  readonly kind: 'invalid';
  readonly fields: FieldErrors;
}

export { MAX_FIELD_LENGTH } from '../shared/constants';

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
