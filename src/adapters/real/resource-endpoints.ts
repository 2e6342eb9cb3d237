import type * as z from 'zod/mini';
import type { RecordOf } from '../../domain/admin/admin-resource';
import type { ResourceKey, ResourceOf } from '../../domain/admin/admin-resources';
import type { AnswerOf, HasVerbs, VerbsOf } from '../../domain/admin/resource-verbs';
import { RESOURCE_PATHS, RESOURCE_VERB_PATHS, RESOURCE_WIRES, type ResourceWire } from './assumed-endpoints';
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

/** A declared resource on the wire: its path and the schema each record of an answer is read with. */
export interface RestRow<T> {
  readonly path: string;
  readonly schema: z.ZodMiniType<T>;
  /** A list read whole whose answer has a shape of its own (an empty body read as none): its schema, else a page's. */
  readonly whole?: z.ZodMiniType<readonly T[]>;
  /** Where its wire leaves the one REST shape (RESOURCE_WIRES). */
  readonly wire?: ResourceWire;
}

/** A declared verb's wire: its method and tail, and its answer's schema unless it answers nothing the console reads. */
export type WireVerbOf<A> = [A] extends [void]
  ? Omit<WireVerb, 'answer'> & { readonly answer?: undefined }
  : WireVerb<A> & { readonly answer: z.ZodMiniType<A> };

/** A declaration's REST row: its path and record schema, and the wire of each verb it declares. */
export type RestRowOf<R> =
  HasVerbs<R> extends true
    ? RestRow<RecordOf<R>> & { readonly verbs: { readonly [N in keyof VerbsOf<R>]: WireVerbOf<AnswerOf<VerbsOf<R>[N]>> } }
    : RestRow<RecordOf<R>>;

/**
 * The REST row of every declared administration resource (domain/admin/admin-resources.ts), by key, at its path of
 * assumed-endpoints.ts (RESOURCE_PATHS); the type asks for a row per declaration and checks its schema against the declared record.
 */
export const RESOURCE_ENDPOINTS: { readonly [K in ResourceKey]: RestRowOf<ResourceOf<K>> } = {
  users: { path: RESOURCE_PATHS.users, schema: adminUserSchema, verbs: { password: RESOURCE_VERB_PATHS.users.password } },
  'auth-data': { path: RESOURCE_PATHS['auth-data'], schema: signInSchema },
  'allowed-devices': { path: RESOURCE_PATHS['allowed-devices'], schema: allowedDeviceSchema },
  'ips-admin': { path: RESOURCE_PATHS['ips-admin'], schema: allowedIpSchema },
  'logged-users': { path: RESOURCE_PATHS['logged-users'], schema: signedInUserSchema },
  'places-of-interest': { path: RESOURCE_PATHS['places-of-interest'], schema: placeOfInterestSchema },
  'allowed-places': { path: RESOURCE_PATHS['allowed-places'], schema: allowedPlaceSchema },
  'rates-app': { path: RESOURCE_PATHS['rates-app'], schema: appRatingSchema },
  features: {
    path: RESOURCE_PATHS.features,
    schema: feature,
    whole: features,
    verbs: { set: { ...RESOURCE_VERB_PATHS.features.set, answer: feature } },
  },
  argos: {
    path: RESOURCE_PATHS.argos,
    schema: argosRecordSchema,
    verbs: { createIncident: { ...RESOURCE_VERB_PATHS.argos.createIncident, answer: argosIncidentSchema } },
  },
  'new-users-register': {
    path: RESOURCE_PATHS['new-users-register'],
    schema: registrationSchema,
    verbs: {
      approve: { ...RESOURCE_VERB_PATHS['new-users-register'].approve, answer: adminUserSchema },
      reject: RESOURCE_VERB_PATHS['new-users-register'].reject,
    },
  },
  'predefined-description': {
    path: RESOURCE_PATHS['predefined-description'],
    schema: predefinedDescriptionSchema,
    whole: predefinedDescriptionList,
  },
  tenants: { path: RESOURCE_PATHS.tenants, schema: tenantSchema, whole: tenantList, wire: RESOURCE_WIRES.tenants },
};
