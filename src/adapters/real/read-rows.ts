import { GatewayError } from '../../application/ports/gateway-error';
import { isObject, MAX_ROWS } from './schemas/answer-basics';

/**
 * The object rows of a list answer: the list itself, or the first list under one of `wrappers` (a paginated or
 * wrapped answer). Anything else is an invalid response (an item that is not an object, a list longer than
 * MAX_ROWS), but for an empty body where `emptyBodyIsEmpty` says the server answers "none" that way. Written without
 * the schema library for the login route's adapters (schemas/answer-basics.ts); the others use answer.ts's `listOf`.
 */
export function readRows(
  data: unknown,
  options: { readonly wrappers?: readonly string[]; readonly emptyBodyIsEmpty?: boolean } = {},
): Record<string, unknown>[] {
  const { wrappers = ['data'], emptyBodyIsEmpty = false } = options;
  const rows = Array.isArray(data)
    ? data
    : isObject(data)
      ? wrappers.map((key) => data[key]).find((v): v is unknown[] => Array.isArray(v))
      : undefined;
  if (rows !== undefined && rows.length > MAX_ROWS) throw new GatewayError('invalid-response');
  if (rows !== undefined) {
    if (!rows.every(isObject)) throw new GatewayError('invalid-response');
    return rows as Record<string, unknown>[];
  }
  if (emptyBodyIsEmpty && (data === '' || data === null || data === undefined)) return [];
  throw new GatewayError('invalid-response');
}
