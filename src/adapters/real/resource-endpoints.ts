import type * as z from 'zod/mini';
import type { RecordOf } from '../../domain/admin/admin-resource';
import type { ResourceKey, ResourceOf } from '../../domain/admin/admin-resources';
import { RESOURCE_PATHS } from './assumed-endpoints';
import { allowedDeviceSchema, allowedIpSchema, signedInUserSchema, signInSchema } from './schemas/access.schema';
import { allowedPlaceSchema, appRatingSchema, placeOfInterestSchema } from './schemas/places.schema';

/** A declared resource on the wire: its path and the schema each record of an answer is read with. */
export interface RestRow<T> {
  readonly path: string;
  readonly schema: z.ZodMiniType<T>;
}

/**
 * The REST row of every declared administration resource (domain/admin/admin-resources.ts), by key, at its path of
 * assumed-endpoints.ts (RESOURCE_PATHS); the type asks for a row per declaration and checks its schema against the declared record.
 */
export const RESOURCE_ENDPOINTS: { readonly [K in ResourceKey]: RestRow<RecordOf<ResourceOf<K>>> } = {
  'auth-data': { path: RESOURCE_PATHS['auth-data'], schema: signInSchema },
  'allowed-devices': { path: RESOURCE_PATHS['allowed-devices'], schema: allowedDeviceSchema },
  'ips-admin': { path: RESOURCE_PATHS['ips-admin'], schema: allowedIpSchema },
  'logged-users': { path: RESOURCE_PATHS['logged-users'], schema: signedInUserSchema },
  'places-of-interest': { path: RESOURCE_PATHS['places-of-interest'], schema: placeOfInterestSchema },
  'allowed-places': { path: RESOURCE_PATHS['allowed-places'], schema: allowedPlaceSchema },
  'rates-app': { path: RESOURCE_PATHS['rates-app'], schema: appRatingSchema },
};
