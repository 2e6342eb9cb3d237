import { ResourceFacades, type FacadeOf } from '../../../../application/admin/resource-facades';
import type { AllowedIp, AllowedIpInput } from '../../../../domain/admin/access-entities';
import { ipKind, type IpKind } from '../../../../domain/admin/access-schemas';
import { IPS_ADMIN } from '../../../../domain/admin/resources/ips-admin';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import { FormSlot } from '../../resource/form-slot.model';
import type { DeclaredFields } from '../../resource/declared-fields';
import type { ResourceFormModel } from '../../resource/resource-form.model';
import { openSchemaForm } from '../../resource/schema-form';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** An address as a dialog and a toast name it: its label and value. */
export const ipName = (ip: AllowedIp): string => (ip.label.trim() ? `${ip.label.trim()} (${ip.value})` : ip.value);

/** The allowed IPs list: what it sorts by (no filters: the search finds an address or a label). */
export const IPS_ADMIN_SECTION: SectionDescriptor<AllowedIp> = {
  key: IPS_ADMIN.key,
  spec: IPS_ADMIN.list,
  nameOf: ipName,
  csv: {
    fileName: 'allowed-ips.csv',
    columns: ['value', 'label', 'created'],
    dates: ['created'],
    row: (ip) => [ip.value, ip.label, ip.createdAt ?? ''],
  },
};

/** The add and edit form's fields. */
export const IP_FIELDS: DeclaredFields<AllowedIpInput> = [{ field: 'value', required: true, hint: true }, { field: 'label' }];

export interface IpsAdminDeps extends Omit<ResourceListDeps<AllowedIp>, 'source'> {
  readonly ips: Pick<FacadeOf<typeof IPS_ADMIN>, 'list' | 'create' | 'update' | 'remove' | 'removeMany'>;
}

/**
 * The ips-admin section: the tenant's allowed IPv4 / IPv6 addresses and CIDR ranges. Add and edit check the value with
 * the domain's rule (the reason under the field) and say what the value is as it is typed; delete asks first.
 */
export class IpsAdminViewModel {
  readonly list: ResourceListViewModel<AllowedIp>;
  /** The add or edit form while it is open, and the address edited (null when adding). */
  readonly editor: FormSlot<AllowedIpInput, AllowedIp>;

  constructor(
    private readonly deps: IpsAdminDeps,
    params: SectionParams,
  ) {
    this.list = sectionList({ ...deps, source: deps.ips }, params, IPS_ADMIN_SECTION);
    this.editor = new FormSlot((toast) => this.list.changed(toast));
    makeObservableExcept(this, ['deps', 'list', 'editor']);
  }

  /** The list is all this section runs. */
  readonly start = (): void => this.list.start();
  readonly dispose = (): void => this.list.dispose();

  /** What the form's value is as typed (an IPv4 range …), or null while it is none. */
  get valueKind(): IpKind | null {
    return this.editor.form ? ipKind(this.editor.form.values.value) : null;
  }

  get form(): ResourceFormModel<AllowedIpInput, AllowedIp> | null {
    return this.editor.form;
  }

  openAdd(): void {
    this.openForm(null);
  }

  openEdit(ip: AllowedIp): void {
    this.openForm(ip);
  }

  private openForm(ip: AllowedIp | null): void {
    openSchemaForm(this.editor, ip, {
      initial: { value: ip?.value ?? '', label: ip?.label ?? '' },
      schema: IPS_ADMIN.changes.create,
      input: (parsed) => parsed,
      facade: this.deps.ips,
      words: 'admin.ips-admin',
      name: ipName,
    });
  }
}

export function createIpsAdminViewModel(services: Services, params: AdminSectionParams): IpsAdminViewModel {
  return new IpsAdminViewModel({ ips: services.get(ResourceFacades).of(IPS_ADMIN), ...adminListDeps(services, params.notify) }, params);
}
