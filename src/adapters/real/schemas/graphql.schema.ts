import * as z from 'zod/mini';
import { GatewayError } from '../../../application/ports/gateway-error';
import { anyObject, MAX_ROWS, parseAnswer } from './answer';

/**
 * The GraphQL response envelope, checked before Apollo reads it: a JSON object holding `data` (an object), or
 * `errors` (a non-empty list of error objects) with `data` null or absent. Anything else (HTML with 200, an empty
 * body, `null`, `{}`, `errors` that is not a list) is an unreadable answer, not something for Apollo to stumble on.
 */
const errorList = z.array(anyObject).check(z.maxLength(MAX_ROWS));

export const graphqlEnvelope = z.union([
  z.looseObject({ data: anyObject, errors: z.optional(errorList) }),
  z.looseObject({ data: z.optional(z.null()), errors: errorList.check(z.minLength(1)) }),
]);

/**
 * A fetch for Apollo's HttpLink: no connection is GatewayError('network'); a 2xx answer whose body is not a
 * GraphQL envelope (or nests deeper than MAX_ANSWER_DEPTH, checked by parseAnswer before Apollo walks it) is
 * GatewayError('invalid-response'); other statuses go to Apollo as they came (it reads them as
 * ServerError with the body's text).
 */
export function checkedGraphqlFetch(fetchImpl: () => typeof fetch = () => globalThis.fetch): typeof fetch {
  return async (input, init) => {
    let response: Response;
    try {
      response = await fetchImpl()(input, init);
    } catch {
      throw new GatewayError('network');
    }
    if (!response.ok) return response;
    const text = await response.text().catch(() => {
      throw new GatewayError('network');
    });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new GatewayError('invalid-response', undefined, response.status);
    }
    parseAnswer(graphqlEnvelope, body);
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
