import * as z from 'zod/mini';
import type { Tenant } from '../admin-entities';
import { defineWholeListResource } from '../admin-resource';
import { validateTenant, type TenantForm } from '../tenant-form';
import { isPublicTenant } from '../../tenant/tenant-id';

/** What creating or updating a tenant sends (SPEC §7 multipart): the form's fields and the photo chosen, if any. */
export interface TenantInput extends TenantForm {
  /** A new photo; none keeps the current one. */
  readonly photo?: Blob | null;
}

/** A file's bytes as the platform holds them (a Blob or a File): the domain names no platform class. */
const isFile = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { readonly size?: unknown }).size === 'number' &&
  typeof (value as { readonly arrayBuffer?: unknown }).arrayBuffer === 'function';

const count = (value: Tenant['totalAdminUsers']): number | null =>
  value === null || value === undefined || !Number.isFinite(Number(value)) ? null : Number(value);

/**
 * The tenant form as validateTenant checks it, every field's reason at once, and the values as it writes them back
 * (trimmed, the allowed IPs one per ", "). An update keeps whatever key it sends (`keptKey`): the server cannot tell a
 * key the tenant already had from a new one, so only the form (which knows the key it opened with) asks a new key to be
 * one a client cannot guess.
 */
function tenantChange(keptKey: boolean) {
  const rules = (input: TenantForm) => validateTenant(input, keptKey ? input.apiKey : undefined);
  return z
    .object({
      name: z.string(),
      apiKey: z.string(),
      totalAdminUsers: z.number({ error: 'out-of-range' }),
      allowedIps: z.string(),
      photo: z.optional(z.nullable(z.custom<Blob>(isFile))),
    })
    .check(
      z.superRefine((input, payload) => {
        const checked = rules(input);
        if (checked.ok) return;
        for (const [field, reason] of Object.entries(checked.error.fields))
          payload.issues.push({ code: 'custom', message: reason, path: [field], input });
      }),
      z.overwrite((input) => {
        const checked = rules(input);
        return checked.ok ? checked.value : input;
      }),
    );
}

/**
 * SPEC §2 tenants (the public tenant's section), SPEC §7 /tenant: the tenants, answered whole for a filter (POST
 * /tenant/filter with `{ name }`, matched in the name or the id); created and updated as multipart forms with an
 * optional photo whose upload is heard as it goes; a tenant's photo is a stored file's key, shown through its signed
 * address (`storedFile`). A tenant without an id cannot be named in a call, so it is left out (and logged).
 */
export const TENANTS = defineWholeListResource<Tenant>()({
  key: 'tenants',
  name: 'tenants',
  sidebar: { group: 'system', visibility: 'publicTenantOnly', icon: 'building' },
  list: { sortable: ['name', 'id', 'totalAdminUsers'], filters: [], defaultSort: { field: 'name', order: 'asc' } },
  fields: {
    text: (t) => `${t.name ?? ''} ${String(t.id ?? '')}`,
    sortValue: (t, field) =>
      field === 'id' ? String(t.id ?? '') : field === 'totalAdminUsers' ? count(t.totalAdminUsers) : (t.name ?? ''),
  },
  idOf: (t) => t.id ?? '',
  whole: {
    params: z.object({ name: z.optional(z.string()) }),
    within: (t, { name }) => {
      const text = name?.trim().toLowerCase() ?? '';
      return (
        text === '' ||
        (t.name ?? '').toLowerCase().includes(text) ||
        String(t.id ?? '')
          .toLowerCase()
          .includes(text)
      );
    },
    keep: (t) => t.id !== null && t.id !== undefined,
  },
  changes: { create: tenantChange(false), update: tenantChange(true) },
  storedFile: 'photo',
});

/** A tenant's admin-user count as a number, null when it has none or it is not one. */
export const tenantAdminUsers = count;

/** The public tenant runs the platform: it is not deleted from the tenants screen. */
export const tenantRemovable = (tenant: Tenant): boolean => !isPublicTenant(String(tenant.id));
