import type { ResourceAuditActions, UniqueValue } from '../../domain/admin/admin-resource';
import type { InvalidInput } from '../../domain/admin/form-validation';
import type { EntityId } from '../../domain/incident/incident';
import type { AuditAction } from '../../domain/shared/constants';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Logger } from '../ports/logger.port';
import { forwardProgress } from '../../domain/media/media-upload';
import type { UploadProgress } from '../ports/incidents-rest-gateway.port';
import type { ChangeGateway } from '../ports/resource-gateway.port';
import type { Unsubscribe } from '../ports/subscription';
import { Emitter } from '../shared/emitter';
import { attempt, type CallFailure } from '../shared/failure';
import type { AuditRecorder } from './audit-recorder';

/** A change the console refuses before any call (an administrator deleting their own account: reason 'self'). */
export interface Refused {
  readonly kind: 'refused';
  readonly reason: string;
}

/** Why a create or an update did not happen: a field the rules refuse, a refusal, or the call's failure. */
export type ChangeFailure = InvalidInput | Refused | CallFailure;

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
export function logged<T>(logger: Logger, name: string, verb: string, work: () => Promise<T>): Promise<Result<T, CallFailure>> {
  return attempt(work, (failure) => logger.warning(`${name}: ${verb} failed`, { kind: failure.kind }));
}

/**
 * An administrator's changes to a resource's records, whichever way the list is read (a page at a time or whole):
 * input checked by the domain's rules before any call, a value another record holds refused after reading them all,
 * each change that succeeds recorded as its audit action and announced (`onChange`), so a screen showing the records
 * elsewhere (the create form's quick choices) reads them again at once.
 */
export class RecordChanges<T, Create, Update = Create> {
  private readonly changed = new Emitter<void>();

  constructor(
    private readonly gateway: ChangeGateway<T, Create, Update>,
    private readonly audit: AuditRecorder,
    private readonly logger: Logger,
    private readonly options: ResourceFacadeOptions<Create, Update, T>,
    /** Every record, for a unique value's check. */
    private readonly readAll: () => Promise<Result<readonly T[], CallFailure>>,
  ) {}

  /** Hears every change that went through; returns the disposer. */
  readonly onChange = (listener: () => void): Unsubscribe => this.changed.event(listener);

  /** `onProgress` hears the body go up from 0 to 1, never backwards (a multipart form with a photo). */
  async create(input: Create, onProgress?: UploadProgress): Promise<Result<T, InvalidInput | CallFailure>> {
    const valid = this.options.validateCreate?.(input) ?? ok(input);
    if (!valid.ok) return valid;
    const taken = await this.refuseTaken(valid.value, null);
    if (taken) return taken;
    const created = await this.call('create', () => this.gateway.create(valid.value, forward(onProgress)));
    if (created.ok) this.done('create', { id: idOf(created.value) });
    return created;
  }

  async update(id: EntityId, input: Update, onProgress?: UploadProgress): Promise<Result<T, ChangeFailure>> {
    const refusal = this.options.refuseUpdate?.(id, input) ?? null;
    if (refusal !== null) return err({ kind: 'refused', reason: refusal });
    const valid = this.options.validateUpdate?.(input) ?? ok(input);
    if (!valid.ok) return valid;
    const taken = await this.refuseTaken(valid.value, id);
    if (taken) return taken;
    const updated = await this.call('update', () => this.gateway.update(id, valid.value, forward(onProgress)));
    if (updated.ok) this.done('update', { id });
    return updated;
  }

  async remove(id: EntityId): Promise<Result<void, CallFailure | Refused>> {
    const refusal = this.options.refuseRemove?.(id) ?? null;
    if (refusal !== null) return err({ kind: 'refused', reason: refusal });
    const removed = await this.call('remove', () => this.gateway.remove(id));
    if (removed.ok) this.done('remove', { id });
    return removed;
  }

  /** Records an audit action of a change made by a verb of the resource's own (a password change, …). */
  record(action: AuditAction, detail: Readonly<Record<string, unknown>>): void {
    this.audit.record(action, detail);
  }

  private call<R>(verb: string, work: () => Promise<R>): Promise<Result<R, CallFailure>> {
    return logged(this.logger, this.options.name, verb, work);
  }

  private done(verb: keyof ResourceAuditActions, detail: Readonly<Record<string, unknown>>): void {
    const action = this.options.actions?.[verb];
    if (action) this.audit.record(action, detail);
    this.changed.fire();
  }

  /** The refusal of a value another record holds (or of a failed reading of the list); null to go on. */
  private async refuseTaken(input: Create | Update, self: EntityId | null): Promise<Result<never, InvalidInput | CallFailure> | null> {
    const unique = this.options.unique;
    if (!unique) return null;
    const all = await this.readAll();
    if (!all.ok) return all;
    return unique.taken(input, all.value, self) ? err({ kind: 'invalid', fields: { [unique.field]: unique.reason } }) : null;
  }
}

/** An upload's reports as the caller hears them: clamped, only forward. */
function forward(onProgress: UploadProgress | undefined): UploadProgress | undefined {
  if (!onProgress) return undefined;
  const progress = forwardProgress(onProgress);
  return (fraction) => progress.report(fraction);
}

function idOf(record: unknown): unknown {
  return typeof record === 'object' && record !== null && 'id' in record ? record.id : null;
}
