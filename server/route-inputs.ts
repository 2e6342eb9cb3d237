import * as z from 'zod';
import { DemoWorld } from '../src/adapters/fake/demo-world/demo-world';
import { MAP_READ_LIMIT } from '../src/application/admin/read-all-pages';
import { PAGE_SIZES, MAX_LIST_SEARCH_LENGTH, type ListQuery } from '../src/domain/admin/list-query';
import { HttpFailure } from './http-answers';
import type { ServerWorld } from './server-world';

/** What the helpers read of a route's request (rest-routes.ts RouteRequest). */
interface CallOf {
  readonly body?: unknown;
  readonly token: string | null;
  readonly world: ServerWorld;
}

/** The query names a list reads itself; every other name in a list's query is a filter. */
const LIST_NAMES = new Set(['page', 'perPage', 'sort', 'q']);
// The maps read every place in one page of MAP_READ_LIMIT; the lists' pages are smaller.
const LARGEST_PAGE = Math.max(...PAGE_SIZES, MAP_READ_LIMIT);
const SORT = /^-?[A-Za-z][A-Za-z0-9_.]{0,63}$/;

/**
 * A list's query as the production adapters send it (rest-resource.axios.adapter.ts `listParams`): page, perPage,
 * sort (`name` or `-name`), q, and each filter by its name. A value out of its range is refused with 400 naming it.
 */
export function listQueryOf(query: URLSearchParams): ListQuery {
  const page = wholeNumber(query, 'page', 1, 1, 1_000_000);
  const perPage = wholeNumber(query, 'perPage', 10, 1, LARGEST_PAGE);
  const sortText = query.get('sort');
  if (sortText !== null && !SORT.test(sortText)) throw new HttpFailure(400, 'sort: expected a field name, or - and a field name');
  const sort =
    sortText === null ? null : ({ field: sortText.replace(/^-/, ''), order: sortText.startsWith('-') ? 'desc' : 'asc' } as const);
  const search = query.get('q') ?? '';
  if (search.length > MAX_LIST_SEARCH_LENGTH) throw new HttpFailure(400, `q: at most ${MAX_LIST_SEARCH_LENGTH} characters`);
  const filters: Record<string, string> = {};
  for (const [name, value] of query) if (!LIST_NAMES.has(name)) filters[name] = value;
  return { page, perPage, sort, search, filters };
}

function wholeNumber(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const text = query.get(name);
  if (text === null) return fallback;
  const value = /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= min && value <= max)) throw new HttpFailure(400, `${name}: expected a whole number from ${min} to ${max}`);
  return value;
}

/** A query value the call needs: 400 naming it when it is missing or blank. */
export function requiredQuery(query: URLSearchParams, name: string): string {
  const value = query.get(name)?.trim() ?? '';
  if (value === '') throw new HttpFailure(400, `${name}: required`);
  return value;
}

/** The multipart form of an upload call; a JSON body instead is 400. */
export function formOf(request: Pick<CallOf, 'body'>): FormData {
  if (request.body instanceof FormData) return request.body;
  throw new HttpFailure(400, 'body: expected multipart/form-data');
}

/** The file a multipart form carries under `name`; 400 naming the field when it is missing or not a file. */
export function fileOf(form: FormData, name: string): File {
  const value = form.get(name);
  if (value instanceof File && value.size > 0) return value;
  throw new HttpFailure(400, `${name}: a file is required`);
}

/** The text fields of a multipart form (files left out), to be read with a schema like a JSON body. */
export function textFieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/**
 * A multipart form read as `schema`'s object: its text fields, each number field of the schema as a number (an empty
 * or non-numeric text stays text, for the schema to refuse), and each file part that holds bytes.
 */
export function formFields(schema: z.core.$ZodType, form: FormData): Record<string, unknown> {
  const shape = (schema._zod.def as { readonly shape?: Readonly<Record<string, z.core.$ZodType>> }).shape ?? {};
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (value instanceof File) {
      if (value.size > 0) fields[name] = value;
    } else if (shape[name]?._zod.def.type === 'number' && value.trim() !== '' && Number.isFinite(Number(value)))
      fields[name] = Number(value);
    else fields[name] = value;
  }
  return fields;
}

/** An id as the console sends it: text or a number. */
export const wireId = z.union([z.string().trim().min(1).max(100), z.number().int()]);

/** A route that answers nothing to a caller without a token (the world's gateway checks the token itself too). */
export function needsToken(request: Pick<CallOf, 'token'>): void {
  if (!request.token) throw new HttpFailure(401, 'Unauthorized');
}

/** Refuses a call whose caller may open none of `sections` (401 without a session, 403 otherwise). */
export function authorize(request: CallOf, sections: readonly string[]): void {
  const world = request.world.get<DemoWorld>(DemoWorld as unknown as symbol);
  const caller = world.callerFor(request.token);
  if (!caller) throw new HttpFailure(401, 'Unauthorized');
  world.authorization.requireAnySection(caller, sections);
}
