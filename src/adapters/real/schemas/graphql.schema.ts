import * as z from 'zod/mini';
import { anyObject, MAX_ROWS } from './answer';

/**
 * The GraphQL response envelope, checked before anything reads it: a JSON object holding `data` (an object), or
 * `errors` (a non-empty list of error objects) with `data` null or absent. Anything else (HTML with 200, an empty
 * body, `null`, `{}`, `errors` that is not a list) is an unreadable answer.
 */
const errorList = z.array(anyObject).check(z.maxLength(MAX_ROWS));

export const graphqlEnvelope = z.union([
  z.looseObject({ data: anyObject, errors: z.optional(errorList) }),
  z.looseObject({ data: z.optional(z.null()), errors: errorList.check(z.minLength(1)) }),
]);
