import type * as z from 'zod/mini';
import type { HasRecordSchema, RecordOf } from '../../domain/admin/admin-resource';
import type { DeclaredResource, ResourceKey, ResourceOf } from '../../domain/admin/admin-resources';
import type { AnswerOf, HasVerbs, VerbsOf } from '../../domain/admin/resource-verbs';
import { RESOURCE_VERB_PATHS, RESOURCE_WIRES, resourcePath, type ResourceWire } from './assumed-endpoints';
import type { WireVerb } from './rest-resource.axios.adapter';
import {
  adminUserSchema,
  allowedDeviceSchema,
  allowedIpSchema,
  registrationSchema,
  signedInUserSchema,
  signInSchema,
} from './schemas/access.schema';
import {
  allowedPlaceSchema,
  appRatingSchema,
  argosIncidentSchema,
  argosRecordSchema,
  placeOfInterestSchema,
} from './schemas/places.schema';
import { feature, features } from './schemas/features.schema';
import { predefinedDescriptionList, predefinedDescriptionSchema, tenantList, tenantSchema } from './schemas/library.schema';

/** A declared resource's REST row as written here: the schema each record of an answer is read with. */
export interface RestRow<T> {
  readonly schema: z.ZodMiniType<T>;
  /** A list read whole whose answer has a shape of its own (an empty body read as none): its schema, else a page's. */
  readonly whole?: z.ZodMiniType<readonly T[]>;
}

/** A declared verb's wire: its method and tail, and its answer's schema unless it answers nothing the console reads. */
export type WireVerbOf<A> = [A] extends [void]
  ? Omit<WireVerb, 'answer'> & { readonly answer?: undefined }
  : WireVerb<A> & { readonly answer: z.ZodMiniType<A> };

/** A declaration's REST row: its record schema, and the wire of each verb it declares. */
export type RestRowOf<R> =
  HasVerbs<R> extends true
    ? RestRow<RecordOf<R>> & { readonly verbs: { readonly [N in keyof VerbsOf<R>]: WireVerbOf<AnswerOf<VerbsOf<R>[N]>> } }
    : RestRow<RecordOf<R>>;

/** The keys of the declarations whose row is derived: read with their own `record` schema, naming no verbs. */
type DerivedRowKey = {
  [K in ResourceKey]: HasRecordSchema<ResourceOf<K>> extends true ? (HasVerbs<ResourceOf<K>> extends true ? never : K) : never;
}[ResourceKey];

/**
 * The REST row of every declared administration resource (domain/admin/admin-resources.ts), by key, read at its path
 * (assumed-endpoints.ts, resourcePath): the type asks for a row per declaration that does not read its records with
 * its own `record` schema or names verbs, and checks its schema against the declared record.
 */
export const RESOURCE_ENDPOINTS: { readonly [K in Exclude<ResourceKey, DerivedRowKey>]: RestRowOf<ResourceOf<K>> } = {
  users: { schema: adminUserSchema, verbs: { password: RESOURCE_VERB_PATHS.users.password } },
  'auth-data': { schema: signInSchema },
  'allowed-devices': { schema: allowedDeviceSchema },
  'ips-admin': { schema: allowedIpSchema },
  'logged-users': { schema: signedInUserSchema },
  'places-of-interest': { schema: placeOfInterestSchema },
  'allowed-places': { schema: allowedPlaceSchema },
  'rates-app': { schema: appRatingSchema },
  features: { schema: feature, whole: features, verbs: { set: { ...RESOURCE_VERB_PATHS.features.set, answer: feature } } },
  argos: {
    schema: argosRecordSchema,
    verbs: { createIncident: { ...RESOURCE_VERB_PATHS.argos.createIncident, answer: argosIncidentSchema } },
  },
  'new-users-register': {
    schema: registrationSchema,
    verbs: {
      approve: { ...RESOURCE_VERB_PATHS['new-users-register'].approve, answer: adminUserSchema },
      reject: RESOURCE_VERB_PATHS['new-users-register'].reject,
    },
  },
  'predefined-description': { schema: predefinedDescriptionSchema, whole: predefinedDescriptionList },
  tenants: { schema: tenantSchema, whole: tenantList },
};

/** A declared resource on the wire: its path, its row (written, or derived from its `record`) and where it leaves the one REST shape. */
export type RestRowAt<R> = RestRowOf<R> & { readonly path: string; readonly wire?: ResourceWire };

/**
 * A declared resource on the wire, as its REST adapter and the server read it: its path (RESOURCE_PATHS, else
 * `/api/<key>`), its row of RESOURCE_ENDPOINTS or, where it has none, its own `record` schema, and its RESOURCE_WIRES
 * entry.
 */
export function restRowOf<R extends DeclaredResource>(resource: R): RestRowAt<R> {
  const rows: { readonly [K in ResourceKey]?: RestRow<unknown> } = RESOURCE_ENDPOINTS;
  const row = rows[resource.key] ?? (resource.record ? { schema: resource.record } : undefined);
  if (!row) throw new TypeError(`${resource.key}: no REST row and no record schema`);
  return { ...row, path: resourcePath(resource.key), wire: RESOURCE_WIRES[resource.key] } as never;
}
