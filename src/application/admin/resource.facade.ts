import type { ListQuery, Page } from '../../domain/admin/list-query';
import { validateForm, type InvalidInput } from '../../domain/admin/form-validation';
import type { AnswerOf, AnyVerbs, BodyArgs, BodyOf, NoVerbs } from '../../domain/admin/resource-verbs';
import type { EntityId } from '../../domain/incident/incident';
import type { ResourceAuditActions, UniqueValue } from '../../domain/admin/admin-resource';
import type { AuditAction } from '../../domain/shared/constants';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import type { ListGateway, ResourceGateway, VerbGateway, WholeListGateway } from '../ports/resource-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';
import type { AuditRecorder } from './audit-recorder';
import { readAllPages } from './read-all-pages';

/** A change the console refuses before any call (an administrator deleting their own account: reason 'self'). */
export interface Refused {
  readonly kind: 'refused';
  readonly reason: string;
}

/** Why a create or an update did not happen: a field the rules refuse, a refusal, or the call's failure. */
export type ChangeFailure = InvalidInput | Refused | CallFailure;

/**
 * Why a verb did not happen: the console's refusal of the record, a field of its body the rules refuse (a verb that
 * sends one), or the call's failure.
 */
export type VerbFailure<V = unknown> = Refused | CallFailure | ([BodyOf<V>] extends [void] ? never : InvalidInput);

/** A declaration's verbs (domain/admin/resource-verbs.ts) as its facade runs them, and where a success is recorded. */
export interface FacadeVerbs<V> {
  readonly declared: V;
  readonly audit: AuditRecorder;
}

/** What deleting several records did: the ones removed, and each one that was not with its failure. */
export interface BulkRemoval {
  readonly removed: readonly EntityId[];
  readonly failed: ReadonlyArray<{ readonly id: EntityId; readonly failure: CallFailure | Refused }>;
}

export interface ResourceFacadeOptions<Create, Update, T = never> {
  /** The resource's name in logs ('users'). */
  readonly name: string;
  readonly actions?: ResourceAuditActions;
  /** The domain's form rules, checked again before any call (the form checks them as the administrator types). */
  readonly validateCreate?: (input: Create) => Result<Create, InvalidInput>;
  readonly validateUpdate?: (input: Update) => Result<Update, InvalidInput>;
  /** The reason an update is refused before any call, or null when it may go. */
  readonly refuseUpdate?: (id: EntityId, input: Update) => string | null;
  /** The reason a delete is refused before any call, or null when it may go. */
  readonly refuseRemove?: (id: EntityId) => string | null;
  /** A value no two records may share: the list is read before a create or an update that passed its rules. */
  readonly unique?: UniqueValue<T, Create | Update>;
}

/** Bulk delete over a one-record delete: one after the other, a failure not stopping the rest, saying which went. */
export function removeEach(
  remove: (id: EntityId) => Promise<Result<void, CallFailure | Refused>>,
): (ids: readonly EntityId[]) => Promise<BulkRemoval> {
  return async (ids) => {
    const removed: EntityId[] = [];
    const failed: Array<{ id: EntityId; failure: CallFailure | Refused }> = [];
    for (const id of ids) {
      const result = await remove(id);
      if (result.ok) removed.push(id);
      else failed.push({ id, failure: result.error });
    }
    return { removed, failed };
  };
}

/** A failed call, logged once with the resource and the verb; the failure is returned for the UI to word. */
function logged<T>(logger: Logger, name: string, verb: string, work: () => Promise<T>): Promise<Result<T, CallFailure>> {
  return attempt(work, (failure) => logger.warning(`${name}: ${verb} failed`, { kind: failure.kind }));
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
  async act<N extends keyof V & string>(verb: N, record: T, ...body: BodyArgs<V[N]>): Promise<Result<AnswerOf<V[N]>, VerbFailure<V[N]>>> {
    const verbs = this.verbs;
    const declared = (verbs?.declared as AnyVerbs | undefined)?.[verb];
    if (!verbs || !declared) throw new TypeError(`${this.name} has no verb ${verb}`);
    const id = (record as { readonly id: EntityId }).id;
    const refusal = declared.refuse?.(record as never) ?? null;
    if (refusal !== null) return err({ kind: 'refused', reason: refusal });
    const valid = declared.body ? validateForm(declared.body, body[0]) : ok(undefined);
    if (!valid.ok) return valid as Result<never, VerbFailure<V[N]>>;
    const sent = (declared.body ? [valid.value] : []) as BodyArgs<V[N]>;
    const done = await this.attempt(verb, () => (this.source as unknown as VerbGateway<V>).act(verb, id, ...sent));
    if (done.ok && declared.audit) verbs.audit.record(declared.audit, declared.detail?.(id, done.value) ?? { id });
    return done;
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
 * A read-only list the wire answers whole for its parameters (app ratings of a range of days): every record as a
 * Result; a record the console cannot act on (`keep`) is left out, and how many is logged.
 */
export class WholeListFacade<T, P> {
  constructor(
    private readonly source: WholeListGateway<T, P>,
    private readonly logger: Logger,
    private readonly name: string,
    private readonly keep?: (record: T) => boolean,
  ) {}

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
 * The administration screens' facade of a list-like resource: list, get, create, update, remove and remove several,
 * each a Result whose error the UI translates (`invalid` field by field, or a CallFailure). Input is checked by the
 * domain's rules before any call; each change that succeeds records its audit action.
 */
export class ResourceFacade<T, Create, Update = Create, V = NoVerbs> extends ListFacade<T, V> {
  constructor(
    private readonly gateway: ResourceGateway<T, Create, Update>,
    private readonly audit: AuditRecorder,
    logger: Logger,
    private readonly options: ResourceFacadeOptions<Create, Update, T>,
    verbs?: V,
  ) {
    super(gateway, logger, options.name, verbs === undefined ? undefined : { declared: verbs, audit });
  }

  async create(input: Create): Promise<Result<T, InvalidInput | CallFailure>> {
    const valid = this.options.validateCreate?.(input) ?? ok(input);
    if (!valid.ok) return valid;
    const taken = await this.refuseTaken(valid.value, null);
    if (taken) return taken;
    const created = await this.attempt('create', () => this.gateway.create(valid.value));
    if (created.ok) this.recordChange('create', { id: this.idOf(created.value) });
    return created;
  }

  async update(id: EntityId, input: Update): Promise<Result<T, ChangeFailure>> {
    const refusal = this.options.refuseUpdate?.(id, input) ?? null;
    if (refusal !== null) return err({ kind: 'refused', reason: refusal });
    const valid = this.options.validateUpdate?.(input) ?? ok(input);
    if (!valid.ok) return valid;
    const taken = await this.refuseTaken(valid.value, id);
    if (taken) return taken;
    const updated = await this.attempt('update', () => this.gateway.update(id, valid.value));
    if (updated.ok) this.recordChange('update', { id });
    return updated;
  }

  async remove(id: EntityId): Promise<Result<void, CallFailure | Refused>> {
    const refusal = this.options.refuseRemove?.(id) ?? null;
    if (refusal !== null) return err({ kind: 'refused', reason: refusal });
    const removed = await this.attempt('remove', () => this.gateway.remove(id));
    if (removed.ok) this.recordChange('remove', { id });
    return removed;
  }

  /** Deletes one record after the other (a failure does not stop the rest) and says which went. */
  removeMany(ids: readonly EntityId[]): Promise<BulkRemoval> {
    return removeEach((id) => this.remove(id))(ids);
  }

  /** Records an audit action of a change this resource made by a verb of its own (a password change, …). */
  protected recordAction(action: AuditAction, detail: Readonly<Record<string, unknown>>): void {
    this.audit.record(action, detail);
  }

  private recordChange(verb: keyof ResourceAuditActions, detail: Readonly<Record<string, unknown>>): void {
    const action = this.options.actions?.[verb];
    if (action) this.audit.record(action, detail);
  }

  /** The refusal of a value another record holds (or of a failed reading of the list); null to go on. */
  private async refuseTaken(input: Create | Update, self: EntityId | null): Promise<Result<never, InvalidInput | CallFailure> | null> {
    const unique = this.options.unique;
    if (!unique) return null;
    const all = await readAllPages((query) => this.list(query), { page: 1, perPage: 100, sort: null, search: '', filters: {} });
    if (!all.ok) return all;
    return unique.taken(input, all.value, self) ? err({ kind: 'invalid', fields: { [unique.field]: unique.reason } }) : null;
  }

  private idOf(record: T): unknown {
    return typeof record === 'object' && record !== null && 'id' in record ? record.id : null;
  }
}
