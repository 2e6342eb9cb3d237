import { GatewayError } from '../../application/ports/gateway-error';
import type { Tenant } from '../../domain/admin/admin-entities';
import type { TenantInput } from '../../domain/admin/resources/tenants';
import type { DemoAdminStore, DemoTenantRecord } from './demo-world/admin-store';
import type { DemoCaller, DemoWorld } from './demo-world/demo-world';
import { svgImageDataUrl } from './demo-world/media-images';
import { uploadedFiles } from './demo-world/uploaded-files';
import type { ChangeableCollection, DemoCollection } from './resource-gateway.fake';

/** The demo world's collection of tenants, with the address of a tenant's photo. */
export type TenantsDemo = ChangeableCollection<Tenant, TenantInput> & Required<Pick<DemoCollection<Tenant>, 'fileAddress'>>;

/**
 * SPEC §7 Tenants in the demo world, kept by the administration store. The tenants screen belongs to the public tenant
 * (SPEC §2 Sidebar): callers without its permission are refused (403), so a tenant never reads another's api key; a
 * create or a delete is a super user's. An uploaded photo is kept under a new key; a photo never uploaded is a picture
 * generated from its key (the demo loads nothing).
 */
export function tenantsDemo(world: DemoWorld, store: DemoAdminStore): TenantsDemo {
  let uploads = 0;
  const allowed = (caller: DemoCaller, superUserOnly = false): void => {
    world.authorization.requireSection(caller, 'tenants');
    if (superUserOnly) world.authorization.requireSuperUser(caller);
  };
  /** Stores an uploaded photo under a new key, as a storage bucket would name it (a world put back from its file holds some). */
  const keep = (name: string, photo: Blob): string => {
    const slug = name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    const files = uploadedFiles(world);
    let key = `tenant-photos/${slug}-${++uploads}.jpg`;
    while (files.has(key)) key = `tenant-photos/${slug}-${++uploads}.jpg`;
    files.keep(key, photo);
    return key;
  };
  const fields = (input: TenantInput, photo: string | null): Omit<DemoTenantRecord, 'id'> => {
    if (input.name.trim() === '' || input.apiKey.trim() === '') throw new GatewayError('server', 'name and apiKey are required', 400);
    return {
      name: input.name.trim(),
      apiKey: input.apiKey.trim(),
      totalAdminUsers: input.totalAdminUsers,
      allowedIps: input.allowedIps,
      photo: input.photo ? keep(input.name, input.photo) : photo,
    };
  };
  return {
    what: 'Tenant',
    records: (caller) => (allowed(caller), store.tenants.map((t): Tenant => ({ ...t }))),
    save: (caller, current, input) => {
      allowed(caller, current === null);
      if (current === null) return { ...store.createTenant(fields(input, null)) };
      const id = String(current.id);
      return { ...store.updateTenant(id, fields(input, store.tenantRecord(id).photo)) };
    },
    remove: (caller, record) => (allowed(caller, true), store.removeTenant(String(record.id))),
    fileAddress: (caller, key) => {
      allowed(caller);
      const name = key.replace(/^tenant-photos\//, '').replace(/(-\d+)?\.\w+$/, '');
      return uploadedFiles(world).urlOf(key) ?? svgImageDataUrl(name, 'tenant photo', name.length * 37);
    },
  };
}
