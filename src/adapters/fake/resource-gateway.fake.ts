import { GatewayError } from '../../application/ports/gateway-error';
import type { UploadProgress } from '../../application/ports/incidents-rest-gateway.port';
import type { ResourceGateway } from '../../application/ports/resource-gateway.port';
import { applyListQuery, type ListFields, type ListQuery, type Page } from '../../domain/admin/list-query';
import type { EntityId } from '../../domain/incident/incident';
import type { DemoCaller, DemoWorld } from './demo-world/demo-world';
import { UPLOAD_PROGRESS_STEPS } from './incidents-rest-gateway.fake';

/**
 * Where a declared resource's records live in the demo world, for the caller's tenant, and how the world answers a
 * change: a taken value (409) or a field it refuses (400) is the collection's to say, as a server's would be.
 */
export interface DemoCollection<T, Create = never, Update = Create> {
  /** The record's kind, as a 404 names it. */
  readonly what: string;
  records(caller: DemoCaller): readonly T[] | Promise<readonly T[]>;
  /**
   * A page of the records for a list query, for a collection of thousands that answers it itself (through a kept sort
   * index, giving only the page's records what they hold apart); else the gateway answers it over `records`.
   */
  list?(caller: DemoCaller, query: ListQuery): Page<T> | Promise<Page<T>>;
  /** Stores a new record (current null) or a changed one, and answers it. */
  save?(caller: DemoCaller, current: T | null, input: Create | Update): T | Promise<T>;
  remove?(caller: DemoCaller, record: T): void | Promise<void>;
  /** The declared verbs' answers on a record it found (approve a registration …), by verb. */
  readonly verbs?: Readonly<Record<string, (caller: DemoCaller, record: T, ...body: never[]) => unknown>>;
  /** The address a stored file of a record is shown through (a declaration's `storedFile`). */
  fileAddress?(caller: DemoCaller, key: string): string;
}

/** The collection of a resource the administrator changes: where its records live, how a change is stored and a record removed. */
export type ChangeableCollection<T, Create = never, Update = Create> = DemoCollection<T, Create, Update> &
  Required<Pick<DemoCollection<T, Create, Update>, 'save' | 'remove'>>;

/**
 * The demo world's gateway of every declared administration resource: each call waits the demo latency and answers
 * for the caller's tenant (401 without a valid token); the list query is answered with the domain's applyListQuery
 * and the resource's declared fields, as a server would, and a whole list's parameters with its `whole.within`.
 */
export class FakeResourceGateway<T extends object, Create = never, Update = Create> implements ResourceGateway<T, Create, Update> {
  /** Test switch: when set, every call rejects with it. */
  failWith: GatewayError | null = null;

  constructor(
    private readonly world: DemoWorld,
    private readonly fields: ListFields<T>,
    private readonly collection: DemoCollection<T, Create, Update>,
    /** A whole list's parameters as the world answers them (the declaration's `whole.within`). */
    private readonly within: (record: T, params: never) => boolean = () => true,
    /** What names a record in a call (the declaration's `idOf`: a feature's key), else its id. */
    private readonly idOf: (record: T) => EntityId = (record) => (record as { readonly id: EntityId }).id,
  ) {}

  /** A list the wire answers whole: every record that answers the parameters, in the collection's order. */
  all(params: never): Promise<readonly T[]> {
    return this.answer(async (caller) => (await this.collection.records(caller)).filter((record) => this.within(record, params)));
  }

  list(query: ListQuery): Promise<Page<T>> {
    return this.answer(async (caller) =>
      this.collection.list
        ? this.collection.list(caller, query)
        : applyListQuery(await this.collection.records(caller), query, this.fields),
    );
  }

  get(id: EntityId): Promise<T> {
    return this.answer((caller) => this.find(caller, id));
  }

  async create(input: Create, onProgress?: UploadProgress): Promise<T> {
    await this.upload(input, onProgress);
    return this.answer((caller) => this.saved(caller, null, input));
  }

  async update(id: EntityId, input: Update, onProgress?: UploadProgress): Promise<T> {
    await this.upload(input, onProgress);
    return this.answer(async (caller) => this.saved(caller, await this.find(caller, id), input));
  }

  /** The address of a stored file of the caller's tenant's records (a tenant's photo). */
  fileAddress(key: string): Promise<string> {
    return this.answer((caller) => {
      if (!this.collection.fileAddress) throw new TypeError(`${this.collection.what} holds no stored files`);
      return this.collection.fileAddress(caller, key);
    });
  }

  /** A change carrying a file goes up in a few steps of the demo's latency, each reported; one without has nothing to report. */
  private async upload(input: Create | Update, onProgress: UploadProgress | undefined): Promise<void> {
    const carriesFile = Object.values(input as object).some((value) => typeof Blob !== 'undefined' && value instanceof Blob);
    if (!onProgress || !carriesFile) return;
    for (let step = 1; step <= UPLOAD_PROGRESS_STEPS; step++) {
      await this.world.latency.wait();
      onProgress(step / UPLOAD_PROGRESS_STEPS);
    }
  }

  remove(id: EntityId): Promise<void> {
    return this.answer(async (caller) => {
      const record = await this.find(caller, id);
      if (!this.collection.remove) throw new TypeError(`${this.collection.what} cannot be deleted`);
      await this.collection.remove(caller, record);
    });
  }

  /** A declared verb on a record of the caller's tenant (404 when it has none by that id). */
  act(verb: string, id: EntityId, ...body: [] | [unknown]): Promise<unknown> {
    return this.answer(async (caller) => {
      const run = this.collection.verbs?.[verb];
      if (!run) throw new TypeError(`${this.collection.what} has no verb ${verb}`);
      return run(caller, await this.find(caller, id), ...(body as never[]));
    });
  }

  private saved(caller: DemoCaller, current: T | null, input: Create | Update): T | Promise<T> {
    if (!this.collection.save) throw new TypeError(`${this.collection.what} cannot be changed`);
    return this.collection.save(caller, current, input);
  }

  private async find(caller: DemoCaller, id: EntityId): Promise<T> {
    const found = (await this.collection.records(caller)).find((record) => String(this.idOf(record)) === String(id).trim());
    if (!found) throw new GatewayError('not-found', `${this.collection.what} not found`, 404);
    return found;
  }

  private answer<R>(work: (caller: DemoCaller) => R | Promise<R>): Promise<R> {
    return this.world.answer((caller) => {
      if (this.failWith) throw this.failWith;
      return work(caller);
    });
  }
}
