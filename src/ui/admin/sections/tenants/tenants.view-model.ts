import { removeEach } from '../../../../application/admin/record-changes';
import { ResourceFacades, type FacadeOf } from '../../../../application/admin/resource-facades';
import type { CallFailure } from '../../../../application/shared/failure';
import { TENANT_TEXT_RULES, tenantPhotoProblem, validateTenant } from '../../../../domain/admin/tenant-form';
import type { ListQuery } from '../../../../domain/admin/list-query';
import type { Tenant } from '../../../../domain/admin/admin-entities';
import { tenantAdminUsers, tenantRemovable, TENANTS } from '../../../../domain/admin/resources/tenants';
import type { EntityId } from '../../../../domain/incident/incident';
import type { AppRoute, RouteQuery } from '../../../../domain/routing/routes';
import { ok, type Result } from '../../../../domain/shared/result';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import type { DeclaredFields } from '../../resource/declared-fields';
import type { Notice } from '../../../../domain/shared/notice';
import { fieldErrorsOf, ResourceFormModel } from '../../resource/resource-form.model';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList } from '../../resource/resource-section';
import { wholeListSource } from '../../resource/whole-list-source';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** A tenant as the list shows it; its photo through the signed URL (null when it has none or it cannot be signed). */
export interface TenantRow {
  readonly id: EntityId;
  readonly name: string;
  readonly apiKey: string;
  readonly totalAdminUsers: number | null;
  readonly allowedIps: string;
  readonly photo: string | null;
  readonly photoUrl: string | null;
}

/** The tenant form's values: the number as typed, the photo chosen (none keeps the current one). */
export interface TenantFormValues {
  readonly name: string;
  readonly apiKey: string;
  readonly totalAdminUsers: string;
  readonly allowedIps: string;
  readonly photo: File | null;
}

/** What the section asks of the tenants' declared facade. */
export type TenantsFacadeCalls = Pick<FacadeOf<typeof TENANTS>, 'all' | 'create' | 'update' | 'remove' | 'fileAddress'>;

/** The browser's URLs for a chosen file's preview. */
/** The form's text fields (the photo is its own field). */
export const TENANT_FIELDS: DeclaredFields<TenantFormValues> = [
  { field: 'name', required: true },
  { field: 'apiKey', required: true, hint: true },
  { field: 'totalAdminUsers', required: true },
  { field: 'allowedIps', hint: true },
];

export interface PreviewUrls {
  create(file: Blob): string;
  revoke(url: string): void;
}

export interface TenantsDeps extends Omit<ResourceListDeps<TenantRow>, 'source'> {
  readonly tenants: TenantsFacadeCalls;
  readonly previews: PreviewUrls;
}

export interface TenantsParams {
  readonly route: AppRoute;
  readonly query: RouteQuery;
}

/** The form's values as the domain's tenant form (an empty or non-numeric count is refused as out of range). */
function tenantInput(values: TenantFormValues) {
  const typed = values.totalAdminUsers.trim();
  return {
    name: values.name,
    apiKey: values.apiKey,
    totalAdminUsers: /^\d+$/.test(typed) ? Number(typed) : Number.NaN,
    allowedIps: values.allowedIps,
  };
}

/**
 * The tenants section, the public tenant's (SPEC §2 Sidebar, §7 /tenant): the tenants filtered by name on the server
 * (POST /tenant/filter), each with its photo through its signed URL; create and update as multipart (name, apiKey,
 * totalAdminUsers, allowedIps and an optional photo, its type and size checked and previewed before the upload);
 * delete after a confirmation naming the tenant. The public tenant itself cannot be deleted from here.
 */
export class TenantsViewModel {
  readonly list: ResourceListViewModel<TenantRow>;
  form: ResourceFormModel<TenantFormValues, Tenant> | null = null;
  editing: TenantRow | null = null;
  /** The chosen photo's preview, and why the last file chosen was refused ('photo-type', 'photo-too-large'). */
  preview: string | null = null;
  photoProblem: string | null = null;
  /** How much of the photo went up (0 to 1) while a save sends one; null otherwise. */
  uploadProgress: number | null = null;

  constructor(
    private readonly deps: TenantsDeps,
    params: TenantsParams,
  ) {
    const remove = (id: EntityId) => deps.tenants.remove(id);
    const source = wholeListSource((query) => this.load(query), TENANTS.fields, { remove, removeMany: removeEach(remove) });
    this.list = sectionList({ ...deps, source }, params, {
      spec: TENANTS.list,
      nameOf: (t) => t.name || String(t.id),
      canRemove: tenantRemovable,
    });
    makeObservableExcept(this, ['deps', 'list']);
  }

  start(): void {
    this.list.start();
  }

  dispose(): void {
    this.list.dispose();
    this.setPreview(null);
  }

  /** The tenants whose name holds the search (the server filters), then each photo's address (one that cannot be signed is left out). */
  private async load(query: ListQuery): Promise<Result<TenantRow[], CallFailure>> {
    const search = query.search.trim();
    const found = await this.deps.tenants.all(search === '' ? {} : { name: search });
    if (!found.ok) return found;
    // The facade keeps only tenants with an id (the declaration's `keep`).
    const withId = found.value as readonly (Tenant & { readonly id: EntityId })[];
    const urls = await Promise.all(withId.map((t) => (t.photo ? this.deps.tenants.fileAddress(t.photo) : null)));
    return ok(
      withId.map((t, i) => {
        const url = urls[i];
        return {
          id: t.id,
          name: t.name ?? '',
          apiKey: t.apiKey ?? '',
          totalAdminUsers: tenantAdminUsers(t.totalAdminUsers),
          allowedIps: Array.isArray(t.allowedIps) ? t.allowedIps.join(', ') : ((t.allowedIps as string | null | undefined) ?? ''),
          photo: t.photo ?? null,
          photoUrl: url?.ok ? url.value : null,
        };
      }),
    );
  }

  openCreate(): void {
    this.open(null, { name: '', apiKey: '', totalAdminUsers: '0', allowedIps: '', photo: null });
  }

  openEdit(tenant: TenantRow): void {
    this.open(tenant, {
      name: tenant.name,
      apiKey: tenant.apiKey,
      totalAdminUsers: tenant.totalAdminUsers === null ? '' : String(tenant.totalAdminUsers),
      allowedIps: tenant.allowedIps,
      photo: null,
    });
  }

  /** A file chosen for the photo: kept and previewed when it is a picture small enough, else refused with the reason. */
  choosePhoto(file: File | null): void {
    const form = this.form;
    if (!form) return;
    this.photoProblem = file ? tenantPhotoProblem(file) : null;
    const kept = file && this.photoProblem === null ? file : null;
    form.set('photo', kept);
    this.setPreview(kept);
  }

  private open(editing: TenantRow | null, initial: TenantFormValues): void {
    this.editing = editing;
    this.photoProblem = null;
    this.setPreview(null);
    this.form = new ResourceFormModel<TenantFormValues, Tenant>({
      initial,
      validate: (values) => validateTenant(tenantInput(values), editing?.apiKey),
      textRules: TENANT_TEXT_RULES,
      save: async (values) => {
        const input = { ...tenantInput(values), photo: values.photo };
        const onProgress = values.photo ? (fraction: number) => this.setUploadProgress(fraction) : undefined;
        this.setUploadProgress(values.photo ? 0 : null);
        const saved = await (editing
          ? this.deps.tenants.update(editing.id, input, onProgress)
          : this.deps.tenants.create(input, onProgress));
        this.setUploadProgress(null);
        return fieldErrorsOf(saved);
      },
      onSaved: (tenant) => {
        this.close();
        const key = editing ? 'admin.tenants.updated' : 'admin.tenants.created';
        this.list.changed({ kind: 'success', key, values: { name: tenant.name ?? '' } });
      },
      onClosed: () => this.close(),
    });
  }

  private setUploadProgress(fraction: number | null): void {
    this.uploadProgress = fraction;
  }

  private close(): void {
    this.form = null;
    this.editing = null;
    this.photoProblem = null;
    this.setPreview(null);
  }

  private setPreview(file: Blob | null): void {
    if (this.preview) this.deps.previews.revoke(this.preview);
    this.preview = file ? this.deps.previews.create(file) : null;
  }
}

export function createTenantsViewModel(
  services: Services,
  params: TenantsParams & { readonly notify: (toast: Notice) => void },
): TenantsViewModel {
  return new TenantsViewModel(
    {
      ...adminListDeps(services, params.notify),
      tenants: services.get(ResourceFacades).of(TENANTS),
      previews: { create: (file) => URL.createObjectURL(file), revoke: (url) => URL.revokeObjectURL(url) },
    },
    params,
  );
}
