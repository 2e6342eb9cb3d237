import type { HttpClient } from './http-client';
import * as z from 'zod/mini';
import type { GatewayOf } from '../../application/admin/resource-ports';
import { GatewayError } from '../../application/ports/gateway-error';
import type { AdminResource, RecordOf } from '../../domain/admin/admin-resource';
import type { ListGateway, ResourceGateway, WholeListGateway } from '../../application/ports/resource-gateway.port';
import type { ListQuery, Page } from '../../domain/admin/list-query';
import type { EntityId } from '../../domain/incident/incident';
import type { UploadProgress } from '../../application/ports/incidents-rest-gateway.port';
import { SIGNED_URL_VALIDITY_SECONDS } from '../../domain/shared/constants';
import type { ResourceWire, VerbPath } from './assumed-endpoints';
import { signedStorageUrl } from './signed-storage-url';
import { MAX_ROWS, parseAnswer } from './schemas/answer';
import { uploadOptions } from './upload-options';

const segment = (id: EntityId): string => encodeURIComponent(String(id));

/** The query string of a list: page, perPage, sort (`name` or `-name`), q, and each filter by its name. */
export function listParams(query: ListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, perPage: query.perPage };
  if (query.sort) params.sort = `${query.sort.order === 'desc' ? '-' : ''}${query.sort.field}`;
  if (query.search.trim() !== '') params.q = query.search.trim();
  for (const [name, value] of Object.entries(query.filters)) params[name] = value;
  return params;
}

const pageAnswer = z.union([
  z.array(z.unknown()).check(z.maxLength(MAX_ROWS)),
  z.object({
    items: z.optional(z.array(z.unknown()).check(z.maxLength(MAX_ROWS))),
    data: z.optional(z.array(z.unknown()).check(z.maxLength(MAX_ROWS))),
    total: z.optional(z.number().check(z.int(), z.nonnegative())),
    count: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
]);

/**
 * A page answer: `[…]` (all of it: the total is its length) or `{ items | data: […], total | count }`. Every row is
 * read with the record's schema; one row the console could not act on refuses the answer (invalid-response).
 */
export function readPage<T>(data: unknown, schema: z.ZodMiniType<T>): Page<T> {
  const answer = parseAnswer(pageAnswer, data);
  const rows = Array.isArray(answer) ? answer : (answer.items ?? answer.data);
  if (rows === undefined) throw new GatewayError('invalid-response');
  const items = rows.map((row) => parseAnswer(schema, row));
  const total = Array.isArray(answer) ? items.length : (answer.total ?? answer.count ?? items.length);
  return { items, total: Math.max(total, items.length) };
}

/** A declared verb on the wire (resource-endpoints.ts): its method and path, and its answer's schema. */
export interface WireVerb<A = unknown> extends VerbPath {
  /** What the answer is read with; none when the console reads nothing of it. */
  readonly answer?: z.ZodMiniType<A>;
}

/** A change's multipart form: each text field as text, a file as a file part (named after its field unless it has a name). */
function multipartForm(input: unknown): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(input as Readonly<Record<string, unknown>>)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) form.append(field, value, value instanceof File ? value.name : field);
    else form.append(field, String(value as string | number | boolean));
  }
  return form;
}

/**
 * A read-only list resource over REST: GET {path} with the list query, GET {path}/{id}; and each declared verb,
 * {method} {path}/{id}{tail} with its body when it sends one. Where the wire leaves that shape (`wire`,
 * assumed-endpoints.ts' RESOURCE_WIRES), as its row says.
 */
export class AxiosListResource<T> implements ListGateway<T> {
  constructor(
    protected readonly http: HttpClient,
    protected readonly path: string,
    protected readonly schema: z.ZodMiniType<T>,
    private readonly verbs: Readonly<Record<string, WireVerb>> = {},
    protected readonly wire: ResourceWire = {},
  ) {}

  /**
   * The address a stored file is shown through (a declaration's `storedFile`): one the server already sends as an
   * http(s) URL (signed or public) as it is; a storage key signed by the backend with the file library's storage call
   * (valid SIGNED_URL_VALIDITY_SECONDS), the console holding no storage credentials; anything else is not found.
   */
  fileAddress(key: string): Promise<string> {
    const trimmed = key.trim();
    if (/^https?:\/\//i.test(trimmed)) return Promise.resolve(trimmed);
    // An address of another scheme is no storage key, and nothing the console would show.
    if (trimmed === '' || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return Promise.reject(new GatewayError('not-found', 'not a storage key'));
    return signedStorageUrl(this.http, trimmed, SIGNED_URL_VALIDITY_SECONDS);
  }

  async act(verb: string, id: EntityId, ...body: [] | [unknown]): Promise<unknown> {
    const wire = this.verbs[verb];
    if (!wire) throw new TypeError(`${this.path} has no verb ${verb}`);
    const url = this.at(id, wire.tail);
    const { data } = await (wire.method === 'DELETE'
      ? this.http.delete<unknown>(url)
      : wire.method === 'POST'
        ? this.http.post<unknown>(url, ...body)
        : wire.method === 'PATCH'
          ? this.http.patch<unknown>(url, ...body)
          : this.http.put<unknown>(url, ...body));
    return wire.answer ? parseAnswer(wire.answer, data) : undefined;
  }

  async list(query: ListQuery): Promise<Page<T>> {
    const { data } = await this.http.get<unknown>(this.path, { params: listParams(query) });
    return readPage(data, this.schema);
  }

  async get(id: EntityId): Promise<T> {
    const { data } = await this.http.get<unknown>(`${this.path}/${segment(id)}`);
    return parseAnswer(this.schema, data);
  }

  protected at(id: EntityId, tail = ''): string {
    return `${this.path}/${segment(id)}${tail}`;
  }
}

/**
 * A list resource an administrator changes: POST {path}, PATCH {path}/{id}, DELETE {path}/{id}; a change answers the
 * record. A resource changed by forms (`wire.forms`) sends each as a multipart form, its update by the form's method,
 * and reports how much of it went up.
 */
export class AxiosResource<T, Create, Update = Create> extends AxiosListResource<T> implements ResourceGateway<T, Create, Update> {
  async create(input: Create, onProgress?: UploadProgress): Promise<T> {
    const { data } = await (this.wire.forms
      ? this.http.post<unknown>(this.path, multipartForm(input), uploadOptions(onProgress))
      : this.http.post<unknown>(this.path, input));
    return parseAnswer(this.schema, data);
  }

  async update(id: EntityId, input: Update, onProgress?: UploadProgress): Promise<T> {
    const url = this.at(id);
    const forms = this.wire.forms;
    const { data } = await (forms === undefined
      ? this.http.patch<unknown>(url, input)
      : forms.update === 'POST'
        ? this.http.post<unknown>(url, multipartForm(input), uploadOptions(onProgress))
        : this.http.patch<unknown>(url, multipartForm(input), uploadOptions(onProgress)));
    return parseAnswer(this.schema, data);
  }

  async remove(id: EntityId): Promise<void> {
    await this.http.delete(this.at(id));
  }
}

/**
 * A list the wire answers whole: GET {path} with the parameters that hold a value (an open end is left out), answered
 * as an array or a page shape whose rows are all of them (or as the row's own `whole` answer schema says); changed,
 * when its declaration says so, as any other resource (POST {path}, PATCH and DELETE {path}/{id}); its verbs as any
 * other's ({method} {path}/{id}{tail}, the id being what its declaration names a record by).
 */
export class AxiosWholeList<T, P, Create = never, Update = Create>
  extends AxiosResource<T, Create, Update>
  implements WholeListGateway<T, P>
{
  constructor(
    http: HttpClient,
    path: string,
    schema: z.ZodMiniType<T>,
    private readonly answer?: z.ZodMiniType<readonly T[]>,
    verbs?: Readonly<Record<string, WireVerb>>,
    wire?: ResourceWire,
  ) {
    super(http, path, schema, verbs, wire);
  }

  async all(params: P): Promise<readonly T[]> {
    const given = Object.fromEntries(
      Object.entries(params as Readonly<Record<string, unknown>>).filter(([, value]) => value !== undefined && value !== ''),
    );
    const readBy = this.wire.readBy;
    const { data } = await (readBy
      ? this.http.post<unknown>(`${this.path}${readBy.tail}`, given)
      : this.http.get<unknown>(this.path, { params: given }));
    return this.answer ? parseAnswer(this.answer, data) : readPage(data, this.schema).items;
  }
}

/**
 * The REST adapter of a declared resource at its row's path: read whole when the wire answers it so, read and changed
 * when the administrator changes it, else read a page at a time (the port's type holds it to what is declared).
 */
export function restResource<R extends AdminResource>(
  http: HttpClient,
  resource: R,
  row: {
    readonly path: string;
    readonly schema: z.ZodMiniType<RecordOf<R>>;
    readonly verbs?: Readonly<Record<string, WireVerb>>;
    readonly whole?: z.ZodMiniType<readonly RecordOf<R>[]>;
    readonly wire?: ResourceWire;
  },
): GatewayOf<R> {
  const adapter = resource.whole
    ? new AxiosWholeList(http, row.path, row.schema, row.whole, row.verbs, row.wire)
    : resource.changes
      ? new AxiosResource(http, row.path, row.schema, row.verbs, row.wire)
      : new AxiosListResource(http, row.path, row.schema, row.verbs, row.wire);
  return adapter as unknown as GatewayOf<R>;
}
