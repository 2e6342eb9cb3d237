import type { EntityId } from '../../domain/incident/incident';
import type { ListQuery, Page } from '../../domain/admin/list-query';
import type { AnswerOf, BodyArgs } from '../../domain/admin/resource-verbs';
import type { UploadProgress } from './incidents-rest-gateway.port';

/**
 * The one shape of a list-like administration resource: a page of records for a list query, and one record by id.
 * A real adapter maps `list` to one call (sending page, size, sort, search and filters), the demo world answers it
 * with the domain's `applyListQuery`. Failures reject with a GatewayError, as every port does.
 */
export interface ListGateway<T> {
  list(query: ListQuery): Promise<Page<T>>;
  get(id: EntityId): Promise<T>;
}

/**
 * The changes an administrator makes to a resource's records (REST: POST, PATCH, DELETE by id); `onProgress` hears
 * how much of the body went up, 0 to 1 (a tenant's photo).
 */
export interface ChangeGateway<T, Create, Update = Create> {
  create(input: Create, onProgress?: UploadProgress): Promise<T>;
  update(id: EntityId, input: Update, onProgress?: UploadProgress): Promise<T>;
  remove(id: EntityId): Promise<void>;
}

/** A list-like resource an administrator also creates, updates and deletes. */
export interface ResourceGateway<T, Create, Update = Create> extends ListGateway<T>, ChangeGateway<T, Create, Update> {}

/** A list the wire answers whole for its parameters (a range of days …): every record, no pages. */
export interface WholeListGateway<T, P> {
  all(params: P): Promise<readonly T[]>;
}

/** The address a stored file of a record is shown through (a declaration's `storedFile`: a tenant's photo). */
export interface FileAddressGateway {
  fileAddress(key: string): Promise<string>;
}

/**
 * The verbs a declaration names beside its list and changes (domain/admin/resource-verbs.ts): each is one call on a
 * record by id, with its body when it sends one, answering the verb's answer.
 */
export interface VerbGateway<V> {
  act<N extends keyof V & string>(verb: N, id: EntityId, ...body: BodyArgs<V[N]>): Promise<AnswerOf<V[N]>>;
}

declare const portOf: unique symbol;

/**
 * The token of a port derived from a declaration rather than written in a port file (a declared administration
 * resource's gateway): the symbol carries the port's type, so the bindings check the adapter bound to it and the
 * dependencies given from it, as token-types.ts does for the written ports.
 */
export type PortToken<G> = symbol & { readonly [portOf]: G };
