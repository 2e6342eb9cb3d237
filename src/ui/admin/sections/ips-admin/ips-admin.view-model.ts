import { makeAutoObservable } from 'mobx';
import { AllowedIpsFacade } from '../../../../application/admin/access.facades';
import type { AllowedIp, AllowedIpInput } from '../../../../domain/admin/access-entities';
import { allowedIpSchema, ipKind, type IpKind } from '../../../../domain/admin/access-schemas';
import { validateForm } from '../../../../domain/admin/form-validation';
import type { ListQuerySpec } from '../../../../domain/admin/list-query';
import type { Services } from '../../../app/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import { ResourceFormModel } from '../../resource/resource-form.model';
import { ResourceListViewModel, type ResourceListDeps } from '../../resource/resource-list.view-model';
import type { AdminSectionParams } from '../../resource/use-admin-section';

/** The allowed IPs list: what it sorts by (no filters: the search finds an address or a label). */
export const IPS_LIST: ListQuerySpec = {
  sortable: ['value', 'label', 'createdAt'],
  filters: [],
  defaultSort: { field: 'createdAt', order: 'desc' },
};

export interface AllowedIpsDeps extends Omit<ResourceListDeps<AllowedIp>, 'source'> {
  readonly ips: Pick<AllowedIpsFacade, 'list' | 'create' | 'update' | 'remove' | 'removeMany'>;
}

/** An address as a dialog and a toast name it: its label and value. */
export const ipName = (ip: AllowedIp): string => (ip.label.trim() ? `${ip.label.trim()} (${ip.value})` : ip.value);

/**
 * The ips-admin section: the tenant's allowed IPv4 / IPv6 addresses and CIDR ranges. Add and edit check the value with
 * the domain's rule (the reason under the field) and say what the value is as it is typed; delete asks first.
 */
export class AllowedIpsViewModel {
  readonly list: ResourceListViewModel<AllowedIp>;
  form: ResourceFormModel<AllowedIpInput, AllowedIp> | null = null;
  editing: AllowedIp | null = null;

  constructor(
    private readonly deps: AllowedIpsDeps,
    params: Omit<AdminSectionParams, 'notify'>,
  ) {
    this.list = new ResourceListViewModel<AllowedIp>(
      { ...deps, source: deps.ips },
      {
        route: params.route,
        query: params.query,
        spec: IPS_LIST,
        idOf: (ip) => ip.id,
        nameOf: ipName,
        csv: {
          fileName: 'allowed-ips.csv',
          header: () => ['value', 'label', 'created'].map((k) => params.translate(`admin.ips.columns.${k}`)),
          row: (ip) => [ip.value, ip.label, ip.createdAt ?? ''],
        },
      },
    );
    makeAutoObservable<AllowedIpsViewModel, 'deps'>(this, { deps: false, list: false });
  }

  start(): void {
    this.list.start();
  }

  dispose(): void {
    this.list.dispose();
  }

  /** What the form's value is as typed (an IPv4 range …), or null while it is none. */
  get valueKind(): IpKind | null {
    return this.form ? ipKind(this.form.values.value) : null;
  }

  openAdd(): void {
    this.openForm(null);
  }

  openEdit(ip: AllowedIp): void {
    this.openForm(ip);
  }

  private openForm(ip: AllowedIp | null): void {
    this.editing = ip;
    this.form = new ResourceFormModel<AllowedIpInput, AllowedIp>({
      initial: { value: ip?.value ?? '', label: ip?.label ?? '' },
      validate: (values) => validateForm(allowedIpSchema, values),
      save: (values) => (ip ? this.deps.ips.update(ip.id, values) : this.deps.ips.create(values)),
      onSaved: (saved) => {
        this.closeForm();
        this.list.changed({
          type: 'success',
          message: { key: ip ? 'admin.ips.updated' : 'admin.ips.added', params: { name: ipName(saved) } },
        });
      },
      onClosed: () => this.closeForm(),
    });
  }

  private closeForm(): void {
    this.form = null;
    this.editing = null;
  }
}

export function createAllowedIpsViewModel(services: Services, params: AdminSectionParams): AllowedIpsViewModel {
  return new AllowedIpsViewModel(
    {
      ips: services.get(AllowedIpsFacade),
      ...adminListDeps(services, params.notify),
    },
    params,
  );
}
