import type { ChangeableResource, DemoSeed, HasStoredFile } from '../../domain/admin/admin-resource';
import type { RecordOf, CreateOf, UpdateOf } from '../../domain/admin/admin-resource';
import type { ResourceKey, ResourceOf } from '../../domain/admin/admin-resources';
import type { AnswerOf, BodyArgs, HasVerbs, VerbsOf } from '../../domain/admin/resource-verbs';
import type { DemoAccessStore } from './demo-world/access-store';
import type { DemoAdminStore } from './demo-world/admin-store';
import type { DemoCaller, DemoWorld } from './demo-world/demo-world';
import type { IncidentStore } from './demo-world/incident-store';
import type { DemoPlacesStore } from './demo-world/places-store';
import type { DemoRecords } from './demo-world/demo-records';
import { approveRegistration, argosIncident, publicRegistrations } from './demo-verbs';
import { FEATURES_DEMO } from './features.demo';
import { PREDEFINED_DESCRIPTIONS_DEMO } from './predefined-descriptions.demo';
import { tenantsDemo } from './tenants.demo';
import { usersDemo } from './users.demo';
import type { ChangeableCollection, DemoCollection } from './resource-gateway.fake';

/** What a demo row may build its collection from: the world's stores (each resolved when a row first reads it). */
export interface DemoStores {
  readonly access: DemoAccessStore;
  readonly places: DemoPlacesStore;
  /** Plain seeded collections, for a resource with no store of its own. */
  readonly records: DemoRecords;
  readonly incidents: IncidentStore;
  readonly admin: DemoAdminStore;
  readonly world: DemoWorld;
}

/** How the demo world answers each verb a declaration names, on a record of the caller's tenant it found. */
export type DemoVerbs<R> = {
  readonly [N in keyof VerbsOf<R>]: (
    caller: DemoCaller,
    record: RecordOf<R>,
    ...body: BodyArgs<VerbsOf<R>[N]>
  ) => AnswerOf<VerbsOf<R>[N]> | Promise<AnswerOf<VerbsOf<R>[N]>>;
};

/** The demo world's collection of one declared resource, typed by its declaration (with its verbs' answers). */
export type DemoRow<R> = (
  stores: DemoStores,
) => (R extends ChangeableResource ? ChangeableCollection<RecordOf<R>, CreateOf<R>, UpdateOf<R>> : DemoCollection<RecordOf<R>>) &
  (HasVerbs<R> extends true ? { readonly verbs: DemoVerbs<R> } : unknown) &
  (HasStoredFile<R> extends true ? Required<Pick<DemoCollection<RecordOf<R>>, 'fileAddress'>> : unknown);

/** The keys of the declarations that seed their demo records themselves (`demo`): they have no row here. */
export type SeededKey = { [K in ResourceKey]: ResourceOf<K> extends { readonly demo: DemoSeed<unknown, never> } ? K : never }[ResourceKey];

/**
 * The demo world's row of every declared administration resource (domain/admin/admin-resources.ts) whose records a
 * store of the world keeps, by key: where they live and how a change is stored. The type asks for a row per
 * declaration without its own `demo` seed, and checks it against the declaration's record and inputs.
 */
export const DEMO_RESOURCES: { readonly [K in Exclude<ResourceKey, SeededKey>]: DemoRow<ResourceOf<K>> } = {
  users: ({ world, access }) => usersDemo(world, access),
  'auth-data': ({ access }) => ({ what: 'Sign-in', records: (caller) => access.signInRecords(caller.tenant.id) }),
  'allowed-devices': ({ access }) =>
    access.collection(
      'Device',
      (book) => book.devices,
      (tenant, book, id, input) => access.saveDevice(tenant, book, id, input),
    ),
  'ips-admin': ({ access }) =>
    access.collection(
      'Address',
      (book) => book.ips,
      (tenant, book, id, input) => access.saveIp(tenant, book, id, input),
    ),
  'logged-users': ({ access }) => ({ what: 'Session', records: (caller) => access.signedIn(caller) }),
  'places-of-interest': ({ places }) => places.collection('Place', (book) => book.places),
  'allowed-places': ({ places }) => places.collection('Area', (book) => book.allowed),
  'rates-app': ({ places }) => ({ what: 'Rating', records: (caller) => places.book(caller.tenant.id).ratings }),
  argos: ({ places, incidents }) => ({
    what: 'Argos record',
    records: (caller) => places.book(caller.tenant.id).argos,
    verbs: { createIncident: (caller, record) => argosIncident(places, incidents, caller, record) },
  }),
  'new-users-register': ({ access }) => ({
    what: 'Registration',
    records: (caller) => publicRegistrations(access, caller),
    verbs: {
      approve: (caller, record) => approveRegistration(access, caller, record),
      reject: async (caller, record) => void access.decide(caller.tenant.id, await access.book(caller.tenant.id), record.id, 'rejected'),
    },
  }),
  features: ({ records }) => {
    const switches = records.collection('features', FEATURES_DEMO);
    return {
      what: switches.what,
      records: switches.records,
      verbs: { set: (caller, record, body) => switches.save(caller, record, body) },
    };
  },
  'predefined-description': ({ records }) => records.collection('predefined-description', PREDEFINED_DESCRIPTIONS_DEMO),
  tenants: ({ world, admin }) => tenantsDemo(world, admin),
};
