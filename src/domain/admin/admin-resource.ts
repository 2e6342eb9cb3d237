import type * as z from 'zod/mini';
import type { SidebarPlace } from '../routing/sidebar-entry';
import type { AuditAction } from '../shared/constants';
import type { EntityId } from '../incident/incident';
import type { ListFields, ListQuerySpec } from './list-query';
import type { AnyVerbs, NoVerbs, RecordVerb } from './resource-verbs';

/** The audit action each change records (SPEC §3), for the resources the spec audits. */
export interface ResourceAuditActions {
  readonly create?: AuditAction;
  readonly update?: AuditAction;
  readonly remove?: AuditAction;
}

/**
 * How the demo world seeds and stores the records of a resource no store of the world keeps: declared beside the
 * resource, so it needs no row of its own in the demo (adapters/fake/demo-resources.ts).
 */
export interface DemoSeed<T, Input> {
  /** The record's kind, as a 404 names it. */
  readonly what: string;
  /** A tenant's records the first time the demo opens them: the same on every run. */
  seed(tenant: string): T[];
  /** The record a create (current null) or an update stores, given its id and the time of the change. */
  build(input: Input, current: T | null, made: { readonly id: string; readonly at: string }): T;
  /** A value two records of one tenant may not share (409 when a change would), e.g. a number. */
  unique?(record: T): string;
  /** A new record goes at the end of the list (quick choices keep their places), else first (newest first). */
  readonly addedLast?: true;
}

/** What every declared administration resource says of itself, whether the administrator changes it or only reads it. */
interface ResourceBase<K extends string, T> {
  /**
   * The section's one name: its route segment under the tenant (SPEC §2), the permission that shows it, its folder
   * under ui/admin/sections, its words (`admin.<key>`), its port and its demo and REST rows.
   */
  readonly key: K;
  /** The resource's name in logs ('allowed ips'). */
  readonly name: string;
  readonly sidebar: SidebarPlace;
  /** What the list accepts from the route: sortable fields, filters, default sort. */
  readonly list: ListQuerySpec;
  /**
   * How a record is searched, sorted and filtered when the whole list is at hand: the demo world answers the list
   * query with it, as a server would.
   */
  readonly fields: ListFields<T>;
  /**
   * Its port is bound at sign-in, with the incident pages, rather than with the first admin section: set for a
   * resource a screen outside the administration reads (the live map's places, create mode's allowed places).
   */
  readonly boundAtSignIn?: true;
  /**
   * Who reads it besides its own section: the other sections whose permission also opens its reads (the roles screen
   * reads the users), or 'signed-in' when every signed-in screen reads it (the create form's quick choices); its
   * changes stay its own section's.
   */
  readonly readers?: 'signed-in' | readonly string[];
  /**
   * What names a record in a path (`{path}/{id}`) when it has no `id`: its key field (a feature switch, named by its
   * key); a record with an `id` is named by it.
   */
  readonly idOf?: (record: T) => EntityId;
  /**
   * The record's field holding a stored file's key (a tenant's photo): its port and facade give the address the file
   * is shown through (`fileAddress(key)`), which the backend signs (the REST adapter) or the demo makes.
   */
  readonly storedFile?: string;
}

/** A declaration's own record rules, where it has them. */
interface RecordRules<T> {
  /**
   * The record's own rules (zod/mini), for a resource whose server sends its records as declared here (a path the
   * console assumes): the production adapter reads each record of an answer with them, so the resource needs no REST
   * row of its own (adapters/real/resource-endpoints.ts) unless it names verbs.
   */
  readonly record?: z.ZodMiniType<T>;
}

/** A record's name in a path: its declaration's `idOf`, else its `id`. */
export function recordIdOf(resource: { readonly idOf?: (record: never) => EntityId }, record: object): EntityId {
  return resource.idOf ? resource.idOf(record as never) : (record as { readonly id: EntityId }).id;
}

/** A record with an `id` may say how it is named (`idOf`); any other record must (a feature by its key). */
type NamedBy<T> = T extends { readonly id: EntityId } ? unknown : { readonly idOf: (record: T) => EntityId };

/** A list the administrator only reads (GET list, GET by id). */
export interface ListResource<K extends string = string, T extends { readonly id: EntityId } = { readonly id: EntityId }>
  extends ResourceBase<K, T>, RecordRules<T> {
  readonly changes?: undefined;
  readonly demo?: DemoSeed<T, never>;
}

/**
 * A value the list holds once: a create or an update whose value another record has already is refused at `field`
 * with `reason` (the form's words for it), the record being edited aside.
 */
export interface UniqueValue<T, Input> {
  readonly field: string;
  readonly reason: string;
  taken(input: Input, records: readonly T[], self: EntityId | null): boolean;
}

/** What an administrator may change in a resource: the form rules of each change and the audit actions they record. */
export interface ResourceChanges<Create, Update, T = never> {
  /** The domain's form rules (zod/mini, issue messages are reasons): the form, the facade and the server check them. */
  readonly create: z.ZodMiniType<Create>;
  readonly update: z.ZodMiniType<Update>;
  readonly audit?: ResourceAuditActions;
  /** A value no two records may share; the facade reads the list before it sends the change. */
  readonly unique?: UniqueValue<T, Create | Update>;
  /** The changes the console refuses before any call, given who is signed in (an administrator's own account). */
  readonly refuse?: ChangeRefusals<Update>;
}

/** The reason a change is refused before any call, or null when it may go; `signedIn` is the signed-in user's id. */
export interface ChangeRefusals<Update> {
  update?(id: EntityId, input: Update, signedIn: EntityId | null): string | null;
  remove?(id: EntityId, signedIn: EntityId | null): string | null;
}

/** A list the administrator also creates, updates and deletes (POST, PATCH and DELETE by id). */
export interface ChangeableResource<
  K extends string = string,
  T extends { readonly id: EntityId } = { readonly id: EntityId },
  Create = unknown,
  Update = Create,
>
  extends ResourceBase<K, T>, RecordRules<T> {
  readonly changes: ResourceChanges<Create, Update, T>;
  /** Its demo records, for a resource no store of the demo world keeps (else a row of DEMO_RESOURCES says where they live). */
  readonly demo?: DemoSeed<T, Create | Update>;
}

/**
 * How a list the wire answers whole is read (no pages on the server: the console cuts them): the call's parameters,
 * how a server keeps a record for them, and which records the console counts.
 */
export interface WholeRead<T, P> {
  /** The call's query parameters (zod/mini): the server refuses a value that does not fit (400 naming it). */
  readonly params: z.ZodMiniType<P>;
  /** Does a record answer these parameters? The demo world answers the call with it, as a server would. */
  within(record: T, params: P): boolean;
  /** A record the console can act on; any other the server sent is left out, and how many is logged. */
  readonly keep?: (record: T) => boolean;
}

/**
 * A list answered whole for its parameters (GET {path} with them, no pages), which the administrator may also change
 * (POST {path}, PATCH and DELETE {path}/{id}) when it declares `changes`.
 */
export interface WholeListResource<
  K extends string = string,
  T extends object = { readonly id: EntityId },
  P = unknown,
  Create = never,
  Update = Create,
>
  extends ResourceBase<K, T>, RecordRules<T> {
  readonly whole: WholeRead<T, P>;
  readonly changes?: ResourceChanges<Create, Update, T>;
  readonly demo?: DemoSeed<T, Create | Update>;
}

/** Any declared administration resource (what the derivations walk over without knowing which). */
export interface AdminResource extends ResourceBase<string, never> {
  readonly changes?: ResourceChanges<unknown, unknown>;
  /**
   * The actions on one record beside the list and its changes (`recordVerb`, resource-verbs.ts), by name, declared
   * with `defineResource`, `defineListResource` or `defineWholeListResource`: each has its wire method and path in the resource's REST row and its
   * demo answer in its demo row.
   */
  readonly verbs?: AnyVerbs;
  readonly whole?: WholeRead<never, unknown>;
  readonly demo?: DemoSeed<unknown, never>;
  readonly record?: z.ZodMiniType<unknown>;
}

/** Whether a declaration reads its records with its own `record` schema. */
export type HasRecordSchema<R> = R extends { readonly record: z.ZodMiniType<unknown> } ? true : false;

/** Whether a declaration names a record field holding a stored file's key (`storedFile`). */
export type HasStoredFile<R> = R extends { readonly storedFile: string } ? true : false;

/** The record of a declared resource. */
export type RecordOf<R> = R extends ResourceBase<string, infer T> ? T : never;
/** What creating a record of a declared resource sends. */
export type CreateOf<R> = R extends { readonly changes: { readonly create: z.ZodMiniType<infer C> } } ? C : never;
/** What updating a record of a declared resource sends. */
export type UpdateOf<R> = R extends { readonly changes: { readonly update: z.ZodMiniType<infer U> } } ? U : never;
/** The parameters of a whole list's read. */
export type ParamsOf<R> = R extends WholeListResource<string, never, infer P, unknown, unknown> ? P : never;

/**
 * Declares an administration resource the administrator changes, once, with its record type given and the rest
 * inferred: `defineResource<AllowedIp>()({ key: 'ips-admin', … })`. Everything else (its port, its demo and REST
 * adapters, its facade, its bindings, its edge guard, its sidebar entry, its server routes) is derived from it.
 */
export const defineResource = <T extends { readonly id: EntityId }>(): DefineResource<T> => identity as DefineResource<T>;

/**
 * What a declaration says of its own `record` schema, in its type: one that declares it needs no REST row (the row is
 * derived), one that does not must have one.
 */
type WithRecord<S> = [S] extends [undefined] ? unknown : { readonly record: S };

/** defineResource's declaration: one that seeds its demo records itself (`demo`) is typed as such, for the demo rows. */
interface DefineResource<T extends { readonly id: EntityId }> {
  <const K extends string, Create, Update = Create, S extends z.ZodMiniType<T> | undefined = undefined>(
    declaration: ChangeableResource<K, T, Create, Update> & { readonly demo: DemoSeed<T, Create | Update>; readonly record?: S },
  ): ChangeableResource<K, T, Create, Update> & { readonly demo: DemoSeed<T, Create | Update> } & WithRecord<S>;
  <
    const K extends string,
    Create,
    Update = Create,
    const V extends VerbsFor<T> = NoVerbs,
    S extends z.ZodMiniType<T> | undefined = undefined,
  >(
    declaration: ChangeableResource<K, T, Create, Update> & { readonly verbs?: V; readonly record?: S },
  ): ChangeableResource<K, T, Create, Update> & { readonly verbs?: V } & WithRecord<S>;
}

/** The verbs a declaration of records T may name: each about a T. */
type VerbsFor<T> = Readonly<Record<string, RecordVerb<T, unknown, unknown>>>;

const identity = <D>(declaration: D): D => declaration;

/** Declares a resource the administrator only reads: `defineListResource<SignInRecord>()({ key: 'auth-data', … })`. */
export const defineListResource =
  <T extends { readonly id: EntityId }>() =>
  <const K extends string, const V extends VerbsFor<T> = NoVerbs, S extends z.ZodMiniType<T> | undefined = undefined>(
    declaration: ListResource<K, T> & { readonly verbs?: V; readonly record?: S },
  ): ListResource<K, T> & { readonly verbs?: V } & WithRecord<S> =>
    declaration as never;

/**
 * Declares a list the wire answers whole for its parameters, read only or changed as its `changes` say, with the
 * verbs it names: `defineWholeListResource<AppRating>()({ key: 'rates-app', …, whole: { params, within } })`. Its
 * records may have no `id` when it says what names one (`idOf`: a feature's key).
 */
export const defineWholeListResource =
  <T extends object>() =>
  <
    const K extends string,
    P,
    Create = never,
    Update = Create,
    const V extends VerbsFor<T> = NoVerbs,
    const S extends keyof T & string = never,
    Rec extends z.ZodMiniType<T> | undefined = undefined,
  >(
    declaration: WholeListResource<K, T, P, Create, Update> & {
      readonly verbs?: V;
      readonly storedFile?: S;
      readonly record?: Rec;
    } & NamedBy<T>,
  ): WholeListResource<K, T, P, Create, Update> & { readonly verbs?: V } & ([Create] extends [never]
      ? unknown
      : { readonly changes: ResourceChanges<Create, Update, T> }) &
    ([S] extends [never] ? unknown : { readonly storedFile: S }) &
    WithRecord<Rec> =>
    declaration as never;

/** A record's field as a list sorts by it: a string, number or boolean, else null (sorted last). */
export function sortValueOf(record: object, field: string): string | number | boolean | null {
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}

/** The i18n key of a declared section's sidebar label: its own words (`admin.<key>.sidebar`). */
export const resourceLabelKey = (key: string): string => `admin.${key}.sidebar`;
