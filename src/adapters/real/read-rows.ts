import { GatewayError } from '../../application/ports/gateway-error';
import { isObject } from './incidents-read';
import { MAX_ROWS } from './schemas/answer-basics';

/**
 * The object rows of a list answer: the list itself, or the first list under one of `wrappers` (a paginated or
 * wrapped answer); items that are not objects are dropped. Anything else is an invalid response, but for an empty
 * body where `emptyBodyIsEmpty` says the server answers "none" that way, and a list longer than MAX_ROWS.
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
  if (rows !== undefined) return rows.filter(isObject);
  if (emptyBodyIsEmpty && (data === '' || data === null || data === undefined)) return [];
  throw new GatewayError('invalid-response');
}
