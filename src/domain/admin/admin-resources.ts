import type { ADMIN_RESOURCE_KEYS } from './admin-resource-keys';
import { ALLOWED_DEVICES } from './resources/allowed-devices';
import { ARGOS } from './resources/argos';
import { AUTH_DATA } from './resources/auth-data';
import { FEATURES } from './resources/features';
import { IPS_ADMIN } from './resources/ips-admin';
import { LOGGED_USERS } from './resources/logged-users';
import { NEW_USERS_REGISTER } from './resources/new-users-register';
import { ALLOWED_PLACES } from './resources/allowed-places';
import { PLACES_OF_INTEREST } from './resources/places-of-interest';
import { PREDEFINED_DESCRIPTION } from './resources/predefined-description';
import { RATES_APP } from './resources/rates-app';
import { TENANTS } from './resources/tenants';
import { USERS } from './resources/users';

/**
 * Every administration resource declared once (resources/<key>.ts): the one list the rest is derived from, so a
 * section added here has its port, adapters, facade, bindings, edge guard, sidebar entry and server routes, and
 * the type system asks for its REST row (adapters/real/resource-endpoints.ts) unless it reads its records with its own
 * `record` rules and names no verbs, and its demo row (adapters/fake/demo-resources.ts) unless it seeds its demo
 * records itself (`demo`). Their sidebar entries take SPEC §2's order
 * (domain/routing/sidebar.ts); one the spec does not list comes after those of its heading, in this order.
 */
export const ADMIN_RESOURCES = [
  USERS,
  NEW_USERS_REGISTER,
  PLACES_OF_INTEREST,
  AUTH_DATA,
  ALLOWED_PLACES,
  ALLOWED_DEVICES,
  RATES_APP,
  IPS_ADMIN,
  ARGOS,
  LOGGED_USERS,
  PREDEFINED_DESCRIPTION,
  FEATURES,
  TENANTS,
] as const;

/** The declarations whose ports are bound at sign-in (`boundAtSignIn`), or those bound with the first admin section. */
export const resourcesBound = (atSignIn: boolean): readonly DeclaredResource[] =>
  ADMIN_RESOURCES.filter((resource: DeclaredResource) => (resource.boundAtSignIn === true) === atSignIn);

export type DeclaredResource = (typeof ADMIN_RESOURCES)[number];
export type ResourceKey = DeclaredResource['key'];
/** The declaration of one key. */
export type ResourceOf<K extends ResourceKey> = Extract<DeclaredResource, { readonly key: K }>;

/** Each declaration's key, in declaration order. */
type KeysInOrder<T extends readonly { readonly key: string }[]> = { readonly [I in keyof T]: T[I]['key'] };
type SameTuple<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** ADMIN_RESOURCE_KEYS names the declarations, in their order: a key missing, extra or out of place does not compile. */
export const ADMIN_RESOURCE_KEYS_AGREE: SameTuple<KeysInOrder<typeof ADMIN_RESOURCES>, typeof ADMIN_RESOURCE_KEYS> = true;
