import type { AdminResource, ChangeableResource, HasStoredFile, ListResource, WholeListResource } from '../../domain/admin/admin-resource';
import { validateForm } from '../../domain/admin/form-validation';
import type { VerbsOf } from '../../domain/admin/resource-verbs';
import type { EntityId } from '../../domain/incident/incident';
import type { Logger } from '../ports/logger.port';
import type { ChangeGateway, ListGateway, ResourceGateway, WholeListGateway } from '../ports/resource-gateway.port';
import type { AuditRecorder } from './audit-recorder';
import type { ResourceFacadeOptions } from './record-changes';
import { ListFacade, ResourceFacade, WholeListFacade, WholeResourceFacade } from './resource.facade';
import type { GatewayOf } from './resource-ports';

/**
 * The facade of a declared resource: a ResourceFacade when the administrator changes it, a WholeListFacade when the
 * wire answers it whole (a WholeResourceFacade when the administrator changes it too, with `fileAddress` when its
 * records hold a stored file's key), else a ListFacade.
 */
export type FacadeOf<R> =
  R extends WholeListResource<string, infer T, infer P, unknown, unknown>
    ? GatewayOf<R> extends ChangeGateway<T, infer C, infer U>
      ? HasStoredFile<R> extends true
        ? WholeResourceFacade<T, P, C, U>
        : Omit<WholeResourceFacade<T, P, C, U>, 'fileAddress'>
      : WholeListFacade<T, P, VerbsOf<R>>
    : R extends ChangeableResource<string, infer T, infer C, infer U>
      ? ResourceFacade<T, C, U, VerbsOf<R>>
      : R extends ListResource<string, infer T>
        ? ListFacade<T, VerbsOf<R>>
        : never;

/** A declared resource's port as the composition resolves it. */
export type ResourceGateways = <R extends AdminResource>(resource: R) => GatewayOf<R>;

/**
 * The facades of the declared administration resources, one per resource, made when first asked for: reads and
 * writes through the resource's port, its form rules checked again before a change goes out, its audit actions
 * recorded after one succeeds. A section's view-model factory asks `services.get(ResourceFacades).of(IPS_ADMIN)`.
 */
export class ResourceFacades {
  private readonly made = new Map<string, unknown>();

  constructor(
    private readonly gateways: ResourceGateways,
    private readonly audit: AuditRecorder,
    private readonly logger: Logger,
    /** The signed-in user's id, for the changes a declaration refuses on one's own record (none when absent). */
    private readonly signedIn: () => EntityId | null = () => null,
  ) {}

  of<R extends AdminResource>(resource: R): FacadeOf<R> {
    let facade = this.made.get(resource.key);
    if (!facade) {
      facade = this.make(resource);
      this.made.set(resource.key, facade);
    }
    return facade as FacadeOf<R>;
  }

  private make(resource: AdminResource): unknown {
    const gateway = this.gateways(resource);
    const { whole, changes, verbs } = resource;
    if (whole && changes)
      return new WholeResourceFacade(gateway as WholeListGateway<never, unknown> & ChangeGateway<never, unknown>, this.audit, this.logger, {
        ...changeOptions(resource.name, changes, this.signedIn),
        keep: whole.keep,
        params: {},
      });
    const declared = verbs && { declared: verbs, audit: this.audit, idOf: resource.idOf };
    if (whole) return new WholeListFacade(gateway as WholeListGateway<never, unknown>, this.logger, resource.name, whole.keep, declared);
    if (!changes) return new ListFacade(gateway as ListGateway<unknown>, this.logger, resource.name, declared);
    return new ResourceFacade(
      gateway as ResourceGateway<unknown, unknown>,
      this.audit,
      this.logger,
      changeOptions(resource.name, changes, this.signedIn),
      verbs,
    );
  }
}

/**
 * A declaration's changes as its facade runs them: its form rules checked again, its audit actions, its unique value,
 * and what it refuses given who is signed in.
 */
function changeOptions(
  name: string,
  changes: NonNullable<AdminResource['changes']>,
  signedIn: () => EntityId | null,
): ResourceFacadeOptions<unknown, unknown, never> {
  const { refuse } = changes;
  return {
    name,
    actions: changes.audit,
    validateCreate: (input) => validateForm(changes.create, input),
    validateUpdate: (input) => validateForm(changes.update, input),
    unique: changes.unique,
    refuseUpdate: refuse?.update && ((id, input) => refuse.update?.(id, input, signedIn()) ?? null),
    refuseRemove: refuse?.remove && ((id) => refuse.remove?.(id, signedIn()) ?? null),
  };
}
