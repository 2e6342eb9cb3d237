import * as z from 'zod/mini';
import { GatewayError } from '../../../application/ports/gateway-error';
import { MAX_ROWS, nestedDeeperThan } from './answer-basics';

/**
 * The edge of every real adapter: an answer is parsed with the call's schema into domain values, and an answer the
 * schema refuses is GatewayError('invalid-response'), never a success. A field the server may leave out is read as
 * null when it is missing or null, never when it holds another type: a title that is a number or a stream that is a
 * text is not an incident without a title or without a stream, it is an answer nobody can read.
 */

/** A server id the console can act on: a non-blank string or a finite number. */
export const entityId = z.union([z.string().check(z.refine((s) => s.trim() !== '')), z.number().check(z.refine(Number.isFinite))]);

/** A number that is one (NaN and the infinities are not sent by a healthy server). */
export const finiteNumber = z.number().check(z.refine(Number.isFinite));

/** A field that may be missing or null (read as null) but is never of another type. */
export function nullable<T>(schema: z.ZodMiniType<T>) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value): T | null => value ?? null),
  );
}

/** A field that may be missing or null (read as `fallback` then) but is never of another type. */
export function orDefault<T>(schema: z.ZodMiniType<T>, fallback: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value): T => value ?? fallback),
  );
}

/**
 * One of a set of texts; a text the console does not know (a newer server's value) or none reads as `fallback`, but a
 * value of another type is refused.
 */
export function knownOr<const T extends string>(values: readonly T[], fallback: NoInfer<T>) {
  return z.pipe(
    z.nullish(z.string()),
    z.transform((value): T => ((values as readonly string[]).includes(value ?? '') ? (value as T) : fallback)),
  );
}

/** An optional text field. */
export const maybeText = nullable(z.string());

/** An optional id of a related record (a user, a category): text or a finite number. */
export const maybeId = nullable(z.union([z.string(), finiteNumber]));

/** A record that says something: refused when every field it read is null (a server's row of nulls is no row). */
export function notAllNull<T extends object>(schema: z.ZodMiniType<T>) {
  return schema.check(z.refine((record: T) => Object.values(record).some((value) => value !== null && value !== undefined)));
}

/** A non-blank text (a token, a channel, a URL). */
export const filledText = z.string().check(z.refine((s) => s.trim() !== ''));

/** An empty body: what a server answers for "done, nothing to say" (204, or 200 with no content). */
export const emptyBody = z.union([z.undefined(), z.null(), z.literal('')]);

/** Any JSON object (arrays excluded), its fields kept for the reader that follows. */
export const anyObject = z.record(z.string(), z.unknown());

/** A list of at most MAX_ROWS entries, each left to the reader that follows. */
export const rows = z.array(z.unknown()).check(z.maxLength(MAX_ROWS));

/** Where a list answer keeps its rows, besides being the list itself. */
export interface ListShape {
  /** The fields of a wrapping object that may hold the list (a paginated answer), tried in order. */
  readonly wrappers?: readonly string[];
  /** Whether an empty body (204, `null`, `''`) means "none" for this call. */
  readonly emptyBodyIsEmpty?: boolean;
}

/**
 * A list answer: the list, or a list under one of the wrappers, of at most MAX_ROWS rows, every row read with `row`.
 * One row that does not fit refuses the whole answer: a list the console shows must not quietly lose or blank a row.
 */
export function listOf<T>(row: z.ZodMiniType<T>, { wrappers = ['data'], emptyBodyIsEmpty = false }: ListShape = {}): z.ZodMiniType<T[]> {
  const shapes: z.ZodMiniType<unknown[]>[] = [
    rows,
    ...wrappers.map((key) =>
      z.pipe(
        z.looseObject({ [key]: rows }),
        z.transform((value) => value[key] as unknown[]),
      ),
    ),
  ];
  if (emptyBodyIsEmpty)
    shapes.unshift(
      z.pipe(
        emptyBody,
        z.transform((): unknown[] => []),
      ),
    );
  return z.pipe(z.union(shapes), z.array(row));
}

/**
 * The answer read with `schema`, or GatewayError('invalid-response') when it does not fit or nests deeper than any
 * answer of the platform (measured first, without recursion, so no schema walks a hostile depth).
 */
export function parseAnswer<T>(schema: z.ZodMiniType<T>, data: unknown): T {
  if (nestedDeeperThan(data)) throw new GatewayError('invalid-response');
  const result = z.safeParse(schema, data);
  if (!result.success) throw new GatewayError('invalid-response');
  return result.data;
}

export { looksLikeHtml, MAX_ANSWER_DEPTH, MAX_ROWS, nestedDeeperThan, serverText } from './answer-basics';
