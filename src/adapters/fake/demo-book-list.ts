import type { GatewayError } from '../../application/ports/gateway-error';
import type { ListGateway } from '../../application/ports/resource-gateway.port';
import { applyListQuery, type ListFields, type ListQuery, type Page } from '../../domain/admin/list-query';
import type { EntityId } from '../../domain/incident/incident';
import type { DemoCaller, DemoWorld } from './demo-world/demo-world';

/** A demo store of tenants' books: a tenant's book, and a record of one of its lists by id (404 when absent). */
export interface DemoBooks<Book> {
  book(tenant: string): Book | Promise<Book>;
  find<T extends { readonly id: EntityId }>(list: readonly T[], id: EntityId, what: string): T;
}

/**
 * A list of a tenant's book in the demo world: every call waits the demo latency and answers for the caller's tenant
 * (401 without a valid token); the list query is answered with the domain's applyListQuery, as a server would.
 */
export abstract class DemoBookList<T extends { readonly id: EntityId }, Book, Store extends DemoBooks<Book>> implements ListGateway<T> {
  /** Test switch: when set, every call rejects with it. */
  failWith: GatewayError | null = null;

  constructor(
    protected readonly world: DemoWorld,
    protected readonly store: Store,
  ) {}

  /** The record's kind, as a 404 names it. */
  protected abstract readonly what: string;
  protected abstract readonly fields: ListFields<T>;
  protected abstract records(caller: DemoCaller, book: Book): T[] | Promise<T[]>;

  list(query: ListQuery): Promise<Page<T>> {
    return this.answer(async (caller, book) => applyListQuery(await this.records(caller, book), query, this.fields));
  }

  get(id: EntityId): Promise<T> {
    return this.answer(async (caller, book) => this.store.find(await this.records(caller, book), id, this.what));
  }

  protected answer<R>(work: (caller: DemoCaller, book: Book) => R | Promise<R>): Promise<R> {
    return this.world.answer(async (caller) => {
      if (this.failWith) throw this.failWith;
      return work(caller, await this.store.book(caller.tenant.id));
    });
  }
}
