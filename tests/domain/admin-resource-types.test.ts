import * as z from 'zod/mini';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResourceFacades } from '../../src/application/admin/resource-facades';
import { resourcePort } from '../../src/application/admin/resource-ports';
import type { ListGateway, ResourceGateway } from '../../src/application/ports/resource-gateway.port';
import type { DEMO_RESOURCES } from '../../src/adapters/fake/demo-resources';
import type { RestRow, RESOURCE_ENDPOINTS } from '../../src/adapters/real/assumed-endpoints';
import type { AllowedDevice, AllowedIp, AllowedIpInput } from '../../src/domain/admin/access-entities';
import { defineListResource, defineResource, sortValueOf, type RecordOf } from '../../src/domain/admin/admin-resource';
import { ADMIN_RESOURCES, type ResourceKey } from '../../src/domain/admin/admin-resources';
import { ALLOWED_DEVICES } from '../../src/domain/admin/resources/allowed-devices';
import { IPS_ADMIN } from '../../src/domain/admin/resources/ips-admin';
import { SIDEBAR_ENTRIES } from '../../src/domain/routing/sidebar';
import type { TypeOf } from '../../src/composition/bindings/bind';

interface Note {
  readonly id: string;
  readonly text: string;
}
const noteSchema = z.object({ text: z.string() });

// These lines are compiled by `tsc -p .` (npm run typecheck): each `@ts-expect-error` fails the build if the line
// under it ever compiles.
export const typeChecks = () => {
  // A field the record does not have, in its search text.
  // @ts-expect-error `title` is not a field of Note
  defineResource<Note>()({
    key: 'notes',
    name: 'notes',
    sidebar: { group: 'system', visibility: 'all', icon: 'folder' },
    list: { sortable: [], filters: [] },
    fields: { text: (n) => n.title, sortValue: sortValueOf },
    changes: { create: noteSchema, update: noteSchema },
  });
  // An icon the sidebar does not have.
  // @ts-expect-error 'teapot' is not a SidebarIcon
  defineListResource<Note>()({
    key: 'notes',
    name: 'notes',
    sidebar: { group: 'system', visibility: 'all', icon: 'teapot' },
    list: { sortable: [], filters: [] },
    fields: { text: (n) => n.text, sortValue: sortValueOf },
  });
  // A REST row whose wire schema reads another record.
  // @ts-expect-error a Note schema cannot read allowed IPs
  const wrongRow: (typeof RESOURCE_ENDPOINTS)['ips-admin'] = { path: '/api/allowed-ips', schema: noteSchema as z.ZodMiniType<Note> };
  // A REST table without a declared resource's row.
  // @ts-expect-error 'allowed-devices' has no row
  const missing: typeof RESOURCE_ENDPOINTS = {
    'ips-admin': { path: '/api/allowed-ips', schema: noteSchema as unknown as z.ZodMiniType<AllowedIp> },
  };
  return [wrongRow, missing];
};

describe('one declaration per administration resource', () => {
  it('types each port, facade, row and record from the declaration', () => {
    expectTypeOf<TypeOf<ReturnType<typeof resourcePort<typeof IPS_ADMIN>>>>().toEqualTypeOf<
      ResourceGateway<AllowedIp, AllowedIpInput, AllowedIpInput>
    >();
    expectTypeOf<RecordOf<typeof ALLOWED_DEVICES>>().toEqualTypeOf<AllowedDevice>();
    expectTypeOf<(typeof RESOURCE_ENDPOINTS)['allowed-devices']>().toEqualTypeOf<RestRow<AllowedDevice>>();
    expectTypeOf<keyof typeof DEMO_RESOURCES>().toEqualTypeOf<ResourceKey>();
    expectTypeOf<ReturnType<ResourceFacades['of']>>().not.toBeAny();
    expectTypeOf<ListGateway<AllowedIp>>().toMatchTypeOf<ListGateway<AllowedIp>>();
  });

  it('derives one sidebar entry per declaration, and one port token per key', () => {
    for (const resource of ADMIN_RESOURCES) {
      const entry = SIDEBAR_ENTRIES.find((e) => e.key === resource.key);
      expect(entry).toMatchObject({ ...resource.sidebar, labelKey: `admin.${resource.key}.sidebar`, permissionNames: [resource.key] });
      expect(resourcePort(resource)).toBe(Symbol.for(`ResourceGateway:${resource.key}`));
    }
    expect(new Set(ADMIN_RESOURCES.map((r) => r.key)).size).toBe(ADMIN_RESOURCES.length);
  });
});
