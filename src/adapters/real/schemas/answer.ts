import * as z from 'zod/mini';
import { GatewayError } from '../../../application/ports/gateway-error';
import { MAX_ROWS } from './answer-basics';

/**
 * The edge of every real adapter: an answer is parsed with the call's schema into domain values, and an answer the
 * schema refuses is GatewayError('invalid-response'), never a success. The schemas check what the console acts on
 * (ids, tokens, channels, the shape of a list); descriptive fields of the wrong type are read as absent by the readers
 * the schemas end in (incidents-read.ts), as before.
 */

/** A server id the console can act on: a non-blank string or a finite number. */
export const entityId = z.union([z.string().check(z.refine((s) => s.trim() !== '')), z.number().check(z.refine(Number.isFinite))]);

/** A non-blank text (a token, a channel, a URL). */
export const filledText = z.string().check(z.refine((s) => s.trim() !== ''));

/** An empty body: what a server answers for "done, nothing to say" (204, or 200 with no content). */
export const emptyBody = z.union([z.undefined(), z.null(), z.literal('')]);

/** Any JSON object (arrays excluded), its fields kept for the reader that follows. */
export const anyObject = z.record(z.string(), z.unknown());

/** A list of at most MAX_ROWS entries, each left to the reader that follows. */
export const rows = z.array(z.unknown()).check(z.maxLength(MAX_ROWS));

/** The answer read with `schema`, or GatewayError('invalid-response') when it does not fit. */
export function parseAnswer<T>(schema: z.ZodMiniType<T>, data: unknown): T {
  const result = z.safeParse(schema, data);
  if (!result.success) throw new GatewayError('invalid-response');
  return result.data;
}

/** `read` as a reader that refuses: what it reads, or GatewayError('invalid-response') where it reads nothing. */
export function required<T>(read: (value: unknown) => T | null): (value: unknown) => T {
  return (value) => {
    const result = read(value);
    if (result === null) throw new GatewayError('invalid-response');
    return result;
  };
}

export { looksLikeHtml, MAX_ROWS, serverText } from './answer-basics';
