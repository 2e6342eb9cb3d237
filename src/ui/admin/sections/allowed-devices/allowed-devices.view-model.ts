import { runInAction } from 'mobx';
import { ResourceFacades, type FacadeOf } from '../../../../application/admin/resource-facades';
import type { AllowedDevice, AllowedDeviceInput, DeviceStatus } from '../../../../domain/admin/access-entities';
import { formTextRules, validateForm } from '../../../../domain/admin/form-validation';
import type { EntityId } from '../../../../domain/incident/incident';
import { ALLOWED_DEVICES } from '../../../../domain/admin/resources/allowed-devices';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import { rowUpdateToast } from '../../resource/admin-messages';
import { FormSlot } from '../../resource/form-slot.model';
import type { DeclaredFields } from '../../resource/declared-fields';
import type { ResourceFormModel } from '../../resource/resource-form.model';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { makeObservableExcept } from '../../../shared/make-observable-except';

export const DEVICE_STATUSES: readonly DeviceStatus[] = ['pending', 'approved', 'revoked'];

/** A device as a dialog and a toast name it: its label, else its hash. */
export const deviceName = (device: AllowedDevice): string => device.label.trim() || device.hash;

/** The devices list: what it sorts by, filters by (a status). */
export const ALLOWED_DEVICES_SECTION: SectionDescriptor<AllowedDevice> = {
  key: ALLOWED_DEVICES.key,
  spec: ALLOWED_DEVICES.list,
  nameOf: deviceName,
  csv: {
    fileName: 'allowed-devices.csv',
    columns: ['hash', 'label', 'status', 'first_seen', 'last_seen', 'last_user'],
    dates: ['first_seen', 'last_seen'],
    row: (d, translate) => [
      d.hash,
      d.label,
      translate(`admin.allowed-devices.status.${d.status}`),
      d.firstSeenAt ?? '',
      d.lastSeenAt ?? '',
      d.lastUserEmail ?? '',
    ],
  },
};

export interface DeviceFormValues {
  readonly hash: string;
  readonly label: string;
}

/** The form's fields: a rename edits the label, an add also takes the hash (shown, not edited, when renaming). */
export const DEVICE_FIELDS: { readonly renamed: DeclaredFields<DeviceFormValues>; readonly added: DeclaredFields<DeviceFormValues> } = {
  renamed: [{ field: 'label', hint: true }],
  added: [{ field: 'hash', required: true, hint: true }],
};

export interface AllowedDevicesDeps extends Omit<ResourceListDeps<AllowedDevice>, 'source'> {
  readonly devices: Pick<FacadeOf<typeof ALLOWED_DEVICES>, 'list' | 'create' | 'update' | 'remove' | 'removeMany'>;
}

/**
 * The allowed-devices section (SPEC §7 `x-mac`): the device hashes that may sign in, filtered by status. An
 * administrator adds a hash (approved at once: adding it is the decision), renames it, approves a pending or revoked
 * one, revokes one after a confirmation (its users can no longer sign in from it), deletes one after a confirmation.
 */
export class AllowedDevicesViewModel {
  readonly list: ResourceListViewModel<AllowedDevice>;
  /** The add or rename form while it is open, and the device renamed (null when adding). */
  readonly editor: FormSlot<DeviceFormValues, AllowedDevice>;
  /** The device a revoke confirmation names, while it is open. */
  revoking: AllowedDevice | null = null;
  /** The device whose status is being changed. */
  changing: EntityId | null = null;

  constructor(
    private readonly deps: AllowedDevicesDeps,
    params: SectionParams,
  ) {
    this.list = sectionList({ ...deps, source: deps.devices }, params, ALLOWED_DEVICES_SECTION);
    this.editor = new FormSlot((toast) => this.list.changed(toast));
    makeObservableExcept(this, ['deps', 'list', 'editor'], { byReference: ['revoking'] });
  }

  /** The list is all this section runs. */
  readonly start = (): void => this.list.start();
  readonly dispose = (): void => this.list.dispose();

  get form(): ResourceFormModel<DeviceFormValues, AllowedDevice> | null {
    return this.editor.form;
  }

  openAdd(): void {
    this.openForm(null);
  }

  openRename(device: AllowedDevice): void {
    this.openForm(device);
  }

  private openForm(device: AllowedDevice | null): void {
    const input = (values: DeviceFormValues): AllowedDeviceInput => ({ ...values, status: device?.status ?? 'approved' });
    this.editor.open(device, {
      initial: { hash: device?.hash ?? '', label: device?.label ?? '' },
      validate: (values) => validateForm(ALLOWED_DEVICES.changes.update, input(values)),
      textRules: formTextRules(ALLOWED_DEVICES.changes.update),
      save: (values) => (device ? this.deps.devices.update(device.id, input(values)) : this.deps.devices.create(input(values))),
      savedMessage: (saved) => ({
        key: device ? 'admin.allowed-devices.renamed' : 'admin.allowed-devices.added',
        values: { name: deviceName(saved) },
      }),
    });
  }

  /** Approves a pending or revoked device at once. */
  approve(device: AllowedDevice): Promise<void> {
    return this.setStatus(device, 'approved');
  }

  /** Revoking locks the device's users out: it asks first. */
  askRevoke(device: AllowedDevice): void {
    if (device.status !== 'revoked') this.revoking = device;
  }

  cancelRevoke(): void {
    if (this.changing === null) this.revoking = null;
  }

  async confirmRevoke(): Promise<void> {
    const device = this.revoking;
    if (!device) return;
    await this.setStatus(device, 'revoked');
    runInAction(() => (this.revoking = null));
  }

  private async setStatus(device: AllowedDevice, status: 'approved' | 'revoked'): Promise<void> {
    if (this.changing !== null || device.status === status) return;
    this.changing = device.id;
    // Approving or revoking is an update of the status, the hash and label kept.
    const result = await this.deps.devices.update(device.id, { hash: device.hash, label: device.label, status });
    runInAction(() => (this.changing = null));
    const toast = rowUpdateToast(result, deviceName(device), {
      done: `admin.allowed-devices.${status}`,
      failed: 'admin.allowed-devices.status_failed',
      invalid: 'admin.allowed-devices.status_invalid',
    });
    if (toast.kind === 'success') this.list.changed(toast);
    else this.deps.notify(toast);
  }
}

export function createAllowedDevicesViewModel(services: Services, params: AdminSectionParams): AllowedDevicesViewModel {
  return new AllowedDevicesViewModel(
    { devices: services.get(ResourceFacades).of(ALLOWED_DEVICES), ...adminListDeps(services, params.notify) },
    params,
  );
}
