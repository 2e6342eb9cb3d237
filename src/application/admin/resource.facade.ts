import type { ListQuery, Page } from '../../domain/admin/list-query';
import { validateForm, type InvalidInput } from '../../domain/admin/form-validation';
import type { AnswerOf, AnyVerbs, BodyArgs, BodyOf, NoVerbs } from '../../domain/admin/resource-verbs';
import type { EntityId } from '../../domain/incident/incident';
import type { AuditAction } from '../../domain/shared/constants';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { UploadProgress } from '../ports/incidents-rest-gateway.port';
import type {
  ChangeGateway,
  FileAddressGateway,
  ListGateway,
  ResourceGateway,
  VerbGateway,
  WholeListGateway,
} from '../ports/resource-gateway.port';
import type { Unsubscribe } from '../ports/subscription';
import type { CallFailure } from '../shared/failure';
import type { AuditRecorder } from './audit-recorder';
import { readAllPages } from './read-all-pages';
import {
  logged,
  RecordChanges,
  removeEach,
  type BulkRemoval,
  type ChangeFailure,
  type Refused,
  type ResourceFacadeOptions,
} from './record-changes';

/**
 * Why a verb did not happen: the console's refusal of the record, a field of its body the rules refuse (a verb that
 * sends one), or the call's failure.
 */
export type VerbFailure<V = unknown> = Refused | CallFailure | ([BodyOf<V>] extends [void] ? never : InvalidInput);

/** A declaration's verbs (domain/admin/resource-verbs.ts) as its facade runs them, and where a success is recorded. */
export interface FacadeVerbs<V> {
  readonly declared: V;
  readonly audit: AuditRecorder;
  /** What names a record in its verb's address, when not its id (the declaration's `idOf`). */
  readonly idOf?: (record: never) => EntityId;
}

/**
 * A read-only list resource (sign-ins, signed-in users): a page for a query and one record, as Results; and the
 * declaration's verbs on a record (approve a registration), when it names some.
 */
export class ListFacade<T, V = NoVerbs> {
  constructor(
    protected readonly source: ListGateway<T>,
    protected readonly logger: Logger,
    protected readonly name: string,
    private readonly verbs?: FacadeVerbs<V>,
  ) {}

  /**
   * A declared verb on a record: refused before any call when its rule says so, its body checked with its rules, its
   * audit action recorded after it succeeds.
   */
  act<N extends keyof V & string>(verb: N, record: T, ...body: BodyArgs<V[N]>): Promise<Result<AnswerOf<V[N]>, VerbFailure<V[N]>>> {
    return runVerb(this.source as unknown as VerbGateway<V>, this.logger, this.name, this.verbs, verb, record, body);
  }

  list(query: ListQuery): Promise<Result<Page<T>, CallFailure>> {
    return logged(this.logger, this.name, 'list', () => this.source.list(query));
  }

  get(id: EntityId): Promise<Result<T, CallFailure>> {
    return logged(this.logger, this.name, 'get', () => this.source.get(id));
  }

  protected attempt<R>(verb: string, work: () => Promise<R>): Promise<Result<R, CallFailure>> {
    return logged(this.logger, this.name, verb, work);
  }
}

/**
 * A declared verb on a record, as either facade runs it: refused before any call when its rule says so, its body
 * checked with its rules, the record named as its declaration says (`idOf`, else its id), its audit action recorded
 * after it succeeds.
 */
async function runVerb<T, V, N extends keyof V & string>(
  source: VerbGateway<V>,
  logger: Logger,
  name: string,
  verbs: FacadeVerbs<V> | undefined,
  verb: N,
  record: T,
  body: BodyArgs<V[N]>,
): Promise<Result<AnswerOf<V[N]>, VerbFailure<V[N]>>> {
  const declared = (verbs?.declared as AnyVerbs | undefined)?.[verb];
  if (!verbs || !declared) throw new TypeError(`${name} has no verb ${verb}`);
  const id = verbs.idOf ? verbs.idOf(record as never) : (record as { readonly id: EntityId }).id;
  const refusal = declared.refuse?.(record as never) ?? null;
  if (refusal !== null) return err({ kind: 'refused', reason: refusal });
  const valid = declared.body ? validateForm(declared.body, body[0]) : ok(undefined);
  if (!valid.ok) return valid as Result<never, VerbFailure<V[N]>>;
  const sent = (declared.body ? [valid.value] : []) as BodyArgs<V[N]>;
  const done = await logged(logger, name, verb, () => source.act(verb, id, ...sent));
  if (done.ok && declared.audit) verbs.audit.record(declared.audit, declared.detail?.(id, done.value) ?? { id });
  return done;
}

/**
 * A list the wire answers whole for its parameters (app ratings of a range of days): every record as a Result; a
 * record the console cannot act on (`keep`) is left out, and how many is logged; and the declaration's verbs on a
 * record (switch a feature), when it names some.
 */
export class WholeListFacade<T, P, V = NoVerbs> {
  constructor(
    private readonly source: WholeListGateway<T, P>,
    private readonly logger: Logger,
    private readonly name: string,
    private readonly keep?: (record: T) => boolean,
    private readonly verbs?: FacadeVerbs<V>,
  ) {}

  /** A declared verb on a record, as ListFacade.act runs it. */
  act<N extends keyof V & string>(verb: N, record: T, ...body: BodyArgs<V[N]>): Promise<Result<AnswerOf<V[N]>, VerbFailure<V[N]>>> {
    return runVerb(this.source as unknown as VerbGateway<V>, this.logger, this.name, this.verbs, verb, record, body);
  }

  async all(params: P): Promise<Result<readonly T[], CallFailure>> {
    const read = await logged(this.logger, this.name, 'list', () => this.source.all(params));
    const keep = this.keep;
    if (!read.ok || !keep) return read;
    const kept = read.value.filter((record) => keep(record));
    if (kept.length < read.value.length)
      this.logger.warning(`${this.name}: records the console cannot read left out`, { count: read.value.length - kept.length });
    return ok(kept);
  }
}

/**
 * A list read whole that the administrator also changes (the predefined descriptions): `all`, and create, update and
 * remove as RecordChanges runs them, each change announced to `onChange`.
 */
export class WholeResourceFacade<T, P, Create, Update = Create> extends WholeListFacade<T, P> {
  private readonly changes: RecordChanges<T, Create, Update>;

  constructor(
    private readonly gateway: WholeListGateway<T, P> & ChangeGateway<T, Create, Update> & Partial<FileAddressGateway>,
    audit: AuditRecorder,
    private readonly log: Logger,
    private readonly options: ResourceFacadeOptions<Create, Update, T> & { readonly keep?: (record: T) => boolean; readonly params: P },
  ) {
    super(gateway, log, options.name, options.keep);
    this.changes = new RecordChanges(gateway, audit, log, options, () => this.all(options.params));
  }

  readonly onChange = (listener: () => void): Unsubscribe => this.changes.onChange(listener);
  readonly create = (input: Create, onProgress?: UploadProgress): Promise<Result<T, InvalidInput | CallFailure>> =>
    this.changes.create(input, onProgress);
  readonly update = (id: EntityId, input: Update, onProgress?: UploadProgress): Promise<Result<T, ChangeFailure>> =>
    this.changes.update(id, input, onProgress);
  readonly remove = (id: EntityId): Promise<Result<void, CallFailure | Refused>> => this.changes.remove(id);

  /**
   * The address a stored file of a record is shown through (its declaration's `storedFile`: a tenant's photo); the
   * facade of a declaration without one has no such method (FacadeOf).
   */
  fileAddress(key: string): Promise<Result<string, CallFailure>> {
    const address = this.gateway.fileAddress;
    if (!address) throw new TypeError(`${this.options.name} hold no stored files`);
    return logged(this.log, this.options.name, 'file address', () => address.call(this.gateway, key));
  }
}

/**
 * The administration screens' facade of a list-like resource: list, get, create, update, remove and remove several,
 * each a Result whose error the UI translates (`invalid` field by field, or a CallFailure). The changes run as
 * RecordChanges says (rules first, audit after, announced to `onChange`).
 */
export class ResourceFacade<T, Create, Update = Create, V = NoVerbs> extends ListFacade<T, V> {
  private readonly changes: RecordChanges<T, Create, Update>;

  constructor(
    gateway: ResourceGateway<T, Create, Update>,
    audit: AuditRecorder,
    logger: Logger,
    options: ResourceFacadeOptions<Create, Update, T>,
    verbs?: V,
  ) {
    super(gateway, logger, options.name, verbs === undefined ? undefined : { declared: verbs, audit });
    this.changes = new RecordChanges(gateway, audit, logger, options, () =>
      readAllPages((query) => this.list(query), { page: 1, perPage: 100, sort: null, search: '', filters: {} }),
    );
  }

  readonly onChange = (listener: () => void): Unsubscribe => this.changes.onChange(listener);

  create(input: Create, onProgress?: UploadProgress): Promise<Result<T, InvalidInput | CallFailure>> {
    return this.changes.create(input, onProgress);
  }

  update(id: EntityId, input: Update, onProgress?: UploadProgress): Promise<Result<T, ChangeFailure>> {
    return this.changes.update(id, input, onProgress);
  }

  remove(id: EntityId): Promise<Result<void, CallFailure | Refused>> {
    return this.changes.remove(id);
  }

  /** Deletes one record after the other (a failure does not stop the rest) and says which went. */
  removeMany(ids: readonly EntityId[]): Promise<BulkRemoval> {
    return removeEach((id) => this.remove(id))(ids);
  }

  /** Records an audit action of a change this resource made by a verb of its own (a password change, …). */
  protected recordAction(action: AuditAction, detail: Readonly<Record<string, unknown>>): void {
    this.changes.record(action, detail);
  }
}
