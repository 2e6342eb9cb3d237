import type {
  AdminResource,
  ChangeableResource,
  CreateOf,
  HasStoredFile,
  ListResource,
  UpdateOf,
  WholeListResource,
} from '../../domain/admin/admin-resource';
import type { HasVerbs, VerbsOf } from '../../domain/admin/resource-verbs';
import type {
  ChangeGateway,
  FileAddressGateway,
  ListGateway,
  PortToken,
  ResourceGateway,
  VerbGateway,
  WholeListGateway,
} from '../ports/resource-gateway.port';

/**
 * The port of a declared resource: a ResourceGateway when the administrator changes it, a WholeListGateway when the
 * wire answers it whole (with a ChangeGateway when the administrator changes it), else a ListGateway; with a
 * VerbGateway beside when it declares verbs, and a FileAddressGateway when its records hold a stored file's key.
 */
export type GatewayOf<R> = (HasVerbs<R> extends true ? BaseGatewayOf<R> & VerbGateway<VerbsOf<R>> : BaseGatewayOf<R>) &
  (HasStoredFile<R> extends true ? FileAddressGateway : unknown);

/** The port of a declared resource's list and changes. */
type BaseGatewayOf<R> =
  R extends WholeListResource<string, infer T, infer P, unknown, unknown>
    ? R extends { readonly changes: object }
      ? WholeListGateway<T, P> & ChangeGateway<T, CreateOf<R>, UpdateOf<R>>
      : WholeListGateway<T, P>
    : R extends ChangeableResource<string, infer T, infer C, infer U>
      ? ResourceGateway<T, C, U>
      : R extends ListResource<string, infer T>
        ? ListGateway<T>
        : never;

/**
 * The port token of a declared resource, derived from its key (`Symbol.for`, so every call gives the same symbol):
 * the adapters are bound to it and the facades built over it, and the edge guard names it in logs.
 */
export const resourcePort = <R extends AdminResource>(resource: R): PortToken<GatewayOf<R>> =>
  Symbol.for(`ResourceGateway:${resource.key}`) as PortToken<GatewayOf<R>>;
