import * as z from 'zod/mini';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FacadeOf } from '../../src/application/admin/resource-facades';
import { resourcePort } from '../../src/application/admin/resource-ports';
import { DEMO_RESOURCES, type SeededKey } from '../../src/adapters/fake/demo-resources';
import type { RestRow, RESOURCE_ENDPOINTS } from '../../src/adapters/real/resource-endpoints';
import type { AdminUser, AllowedDevice, AllowedIp, Registration } from '../../src/domain/admin/access-entities';
import type { ArgosRecord } from '../../src/domain/admin/argos';
import {
  defineListResource,
  defineResource,
  sortValueOf,
  type HasRecordSchema,
  type RecordOf,
} from '../../src/domain/admin/admin-resource';
import { ADMIN_RESOURCE_KEYS } from '../../src/domain/admin/admin-resource-keys';
import { ADMIN_RESOURCES, type ResourceKey } from '../../src/domain/admin/admin-resources';
import type { ALLOWED_DEVICES } from '../../src/domain/admin/resources/allowed-devices';
import type { ARGOS } from '../../src/domain/admin/resources/argos';
import type { NEW_USERS_REGISTER } from '../../src/domain/admin/resources/new-users-register';
import type { IPS_ADMIN } from '../../src/domain/admin/resources/ips-admin';
import { INCIDENT_LIVE_SEGMENT } from '../../src/domain/routing/routes';
import { ADMIN_SECTION_KEYS, SIDEBAR_ENTRIES } from '../../src/domain/routing/sidebar';

interface Note {
  readonly id: string;
  readonly text: string;
}
const noteSchema = z.object({ text: z.string() });
/** A declaration's parts every check below shares. */
const NOTES = {
  key: 'notes',
  name: 'notes',
  sidebar: { group: 'system', visibility: 'all', icon: 'folder' },
  list: { sortable: [], filters: [] },
  fields: { text: (n: Note) => n.text, sortValue: sortValueOf },
} as const;

// These lines are compiled by `tsc -p .` (npm run typecheck): each `@ts-expect-error` fails the build if the line
// under it ever compiles.
export const typeChecks = () => {
  // A field the record does not have, in its search text.
  defineResource<Note>()({
    ...NOTES,
    // @ts-expect-error `title` is not a field of Note
    fields: { text: (n) => n.title, sortValue: sortValueOf },
    changes: { create: noteSchema, update: noteSchema },
  });
  // An icon the sidebar does not have.
  defineListResource<Note>()({
    ...NOTES,
    // @ts-expect-error 'teapot' is not a SidebarIcon
    sidebar: { group: 'system', visibility: 'all', icon: 'teapot' },
  });
  // A record schema that does not read the declared record.
  defineResource<Note>()({
    ...NOTES,
    changes: { create: noteSchema, update: noteSchema },
    // @ts-expect-error a record schema without `id` cannot read a Note
    record: noteSchema,
  });
  // A REST row whose wire schema reads another record.
  // @ts-expect-error a Note schema cannot read allowed IPs
  const wrongRow: (typeof RESOURCE_ENDPOINTS)['ips-admin'] = { schema: noteSchema as z.ZodMiniType<Note> };
  // A REST table without a declared resource's row.
  // @ts-expect-error 'allowed-devices' has no row
  const missing: typeof RESOURCE_ENDPOINTS = {
    'ips-admin': { schema: noteSchema as unknown as z.ZodMiniType<AllowedIp> },
  };
  // The facade of a declared resource takes its own input, and only that.
  const ips = {} as FacadeOf<typeof IPS_ADMIN>;
  void ips.create({ value: '10.0.0.1', label: 'HQ' });
  // @ts-expect-error a device is not an address
  void ips.create({ hash: 'abcdef', label: '', status: 'approved' });
  // A REST row without the wire of a declared verb (reject).
  const noWire: (typeof RESOURCE_ENDPOINTS)['new-users-register'] = {
    schema: noteSchema as unknown as z.ZodMiniType<Registration>,
    // @ts-expect-error 'reject' has no method and path
    verbs: { approve: { method: 'POST', tail: '/approve', answer: noteSchema as unknown as z.ZodMiniType<AdminUser> } },
  };
  // A verb's answer read with a schema of another record.
  const wrongAnswer: (typeof RESOURCE_ENDPOINTS)['argos'] = {
    schema: noteSchema as unknown as z.ZodMiniType<ArgosRecord>,
    // @ts-expect-error a Note schema does not read `{ incidentId }`
    verbs: { createIncident: { method: 'POST', tail: '/incident', answer: noteSchema as z.ZodMiniType<Note> } },
  };
  // A demo row without the demo's answer to a declared verb.
  // @ts-expect-error the demo row of argos answers createIncident
  const noDemoVerb: (typeof DEMO_RESOURCES)['argos'] = () => ({ what: 'Argos record', records: () => [] });
  // The facade runs the verbs its declaration names, on its own records.
  const argos = {} as FacadeOf<typeof ARGOS>;
  const event = {} as ArgosRecord;
  void argos.act('createIncident', event);
  // @ts-expect-error argos declares no approve
  void argos.act('approve', event);
  // @ts-expect-error a registration is not an Argos event
  void ({} as FacadeOf<typeof NEW_USERS_REGISTER>).act('approve', event);
  return [wrongRow, missing, noWire, wrongAnswer, noDemoVerb];
};

describe('one declaration per administration resource', () => {
  it('types each row and record from the declaration', () => {
    expectTypeOf<RecordOf<typeof ALLOWED_DEVICES>>().toEqualTypeOf<AllowedDevice>();
    expectTypeOf<(typeof RESOURCE_ENDPOINTS)['allowed-devices']>().toEqualTypeOf<RestRow<AllowedDevice>>();
    expectTypeOf<keyof typeof DEMO_RESOURCES | SeededKey>().toEqualTypeOf<ResourceKey>();
  });

  it('asks for a REST row only where a declaration reads no records with its own `record` schema, or names verbs', () => {
    const note = defineListResource<Note>()({ ...NOTES, record: z.object({ id: z.string(), text: z.string() }) });
    expectTypeOf<HasRecordSchema<typeof note>>().toEqualTypeOf<true>();
    expectTypeOf<HasRecordSchema<typeof IPS_ADMIN>>().toEqualTypeOf<false>();
  });

  it('finds the demo records of each declaration in its own seed or in one demo row, never both', () => {
    for (const resource of ADMIN_RESOURCES)
      expect(Boolean(resource.demo) !== Object.hasOwn(DEMO_RESOURCES, resource.key), resource.key).toBe(true);
  });

  it('derives one sidebar entry per declaration, and one port token per key', () => {
    for (const resource of ADMIN_RESOURCES) {
      const entry = SIDEBAR_ENTRIES.find((e) => e.key === resource.key);
      expect(entry).toMatchObject({ ...resource.sidebar, labelKey: `admin.${resource.key}.sidebar`, permissionNames: [resource.key] });
      expect(resourcePort(resource)).toBe(Symbol.for(`ResourceGateway:${resource.key}`));
    }
    expect(new Set(ADMIN_RESOURCES.map((r) => r.key)).size).toBe(ADMIN_RESOURCES.length);
  });

  it('lists the declared keys apart, for the router of the login route, and the router knows every entry', () => {
    expectTypeOf<(typeof ADMIN_RESOURCE_KEYS)[number]>().toEqualTypeOf<ResourceKey>();
    expect(ADMIN_RESOURCE_KEYS).toEqual(ADMIN_RESOURCES.map((r) => r.key));
    for (const entry of SIDEBAR_ENTRIES.filter((e) => e.key !== INCIDENT_LIVE_SEGMENT))
      expect(ADMIN_SECTION_KEYS.has(entry.key)).toBe(true);
  });
});
