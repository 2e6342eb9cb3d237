import { GatewayError } from '../../application/ports/gateway-error';
import { ASSUMED_SHARE_EXPIRED_CODE } from './assumed-endpoints';
import { isObject } from './schemas/answer-basics';
import { parseAnswer, serverText } from './schemas/answer';
import { graphqlEnvelope } from './schemas/graphql.schema';

/** One operation as it is posted: its name, its document's text and its variables. */
export interface GraphqlRequest {
  readonly operationName: string;
  readonly query: string;
  readonly variables: Record<string, unknown>;
}

/** The 'GraphQL error: ' prefix older servers put before a message (any case, repeated), SPEC §8. */
const GRAPHQL_ERROR_PREFIX = /^(?:\s*graphql error:\s*)+/i;

/** SPEC §8: the server message with every leading 'GraphQL error: ' removed. */
export function stripGraphqlErrorPrefix(message: string): string {
  return message.replace(GRAPHQL_ERROR_PREFIX, '');
}

/**
 * Posts one GraphQL operation (GraphQL over HTTP: a JSON body of operationName, query and variables) and answers the
 * response's `data`. The console asks every read afresh and caches nothing, so a plain POST is the whole client: no
 * document is parsed in the browser, the server parses the text.
 *
 * Failures, as GatewayError: no connection (or a body that stops arriving) is 'network'; an HTTP error status by
 * status (401/403 unauthorized, 404 not-found, else server) with the message of its body; a 2xx answer that is not a
 * GraphQL envelope (not JSON, HTML, `null`, `{}`, errors that are not a list, nested deeper than MAX_ANSWER_DEPTH) is
 * 'invalid-response'; a response holding GraphQL errors, even beside partial data, is 'server' with the first error's
 * message without the 'GraphQL error: ' prefix ('unauthorized' for UNAUTHENTICATED or FORBIDDEN, 'expired' for the
 * share link's expiry code).
 */
export async function postGraphql(
  url: string,
  request: GraphqlRequest,
  headers: Record<string, string>,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<Record<string, unknown>> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json;q=0.9' },
      body: JSON.stringify(request),
    });
    text = await response.text();
  } catch {
    throw new GatewayError('network');
  }
  if (!response.ok) throw statusFailure(response.status, text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new GatewayError('invalid-response', undefined, response.status);
  }
  const envelope = parseAnswer(graphqlEnvelope, body);
  if (envelope.errors && envelope.errors.length > 0) throw fromGraphqlErrors(envelope.errors);
  if (!isObject(envelope.data)) throw new GatewayError('invalid-response', undefined, response.status);
  return envelope.data;
}

function statusFailure(status: number, bodyText: string): GatewayError {
  const message = bodyMessage(bodyText);
  if (status === 401 || status === 403) return new GatewayError('unauthorized', message, status);
  if (status === 404) return new GatewayError('not-found', message, status);
  return new GatewayError('server', message, status);
}

const UNAUTHORIZED_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

function fromGraphqlErrors(errors: readonly unknown[]): GatewayError {
  const first = errors.find(isObject);
  const raw = first && typeof first.message === 'string' ? stripGraphqlErrorPrefix(first.message) : '';
  const message = serverText(raw);
  const code = first && isObject(first.extensions) ? first.extensions.code : undefined;
  if (typeof code === 'string' && UNAUTHORIZED_CODES.has(code)) return new GatewayError('unauthorized', message);
  if (code === ASSUMED_SHARE_EXPIRED_CODE) return new GatewayError('expired', message);
  return new GatewayError('server', message, 200);
}

/** The message of an HTTP error body: the first GraphQL error, or a REST-style `message`, or the text itself. */
function bodyMessage(bodyText: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return serverText(bodyText);
  }
  if (isObject(body)) {
    if (Array.isArray(body.errors)) {
      const first = body.errors.find(isObject);
      if (first && typeof first.message === 'string') return serverText(stripGraphqlErrorPrefix(first.message));
    }
    if (typeof body.message === 'string') return serverText(body.message);
  }
  return undefined;
}
