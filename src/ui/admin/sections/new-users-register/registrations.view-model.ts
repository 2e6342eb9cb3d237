import { runInAction } from 'mobx';
import { ResourceFacades, type FacadeOf } from '../../../../application/admin/resource-facades';
import type { Registration, RegistrationStatus } from '../../../../domain/admin/access-entities';
import { NEW_USERS_REGISTER } from '../../../../domain/admin/resources/new-users-register';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import { failureMessage } from '../../resource/admin-messages';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { makeObservableExcept } from '../../../shared/make-observable-except';

export const REGISTRATION_STATUSES: readonly RegistrationStatus[] = ['pending', 'approved', 'rejected'];

export type Decision = 'approve' | 'reject';

export interface RegistrationsDeps extends Omit<ResourceListDeps<Registration>, 'source'> {
  readonly registrations: Pick<FacadeOf<typeof NEW_USERS_REGISTER>, 'list' | 'act'>;
}

export const registrationName = (r: Registration): string => [r.name, r.lastName].filter((p) => p.trim() !== '').join(' ') || r.email;

/** The registrations list opens on the pending ones, oldest request first (the one waiting longest). */
export const REGISTRATIONS_SECTION: SectionDescriptor<Registration> = {
  key: NEW_USERS_REGISTER.key,
  spec: NEW_USERS_REGISTER.list,
  nameOf: registrationName,
  csv: {
    columns: ['name', 'email', 'phone', 'organisation', 'requested', 'status'],
    dates: ['requested'],
    row: (r, translate) => [
      registrationName(r),
      r.email,
      r.phone,
      r.tenantName,
      r.requestedAt,
      translate(`admin.new-users-register.status.${r.status}`),
    ],
  },
};

/**
 * The new-users-register section (public tenant): requests to become a console user, pending ones first. Approving
 * creates the user (CREATE_USER) and rejecting closes the request; each asks first, naming the person.
 */
export class RegistrationsViewModel {
  readonly list: ResourceListViewModel<Registration>;
  /** The decision a confirmation asks about, while it is open. */
  deciding: { readonly registration: Registration; readonly decision: Decision } | null = null;
  busy = false;

  constructor(
    private readonly deps: RegistrationsDeps,
    params: SectionParams,
  ) {
    this.list = sectionList({ ...deps, source: deps.registrations }, params, REGISTRATIONS_SECTION);
    makeObservableExcept(this, ['deps', 'list']);
  }

  /** The list is all this section runs. */
  readonly start = (): void => this.list.start();
  readonly dispose = (): void => this.list.dispose();

  ask(registration: Registration, decision: Decision): void {
    if (registration.status === 'pending' && !this.busy) this.deciding = { registration, decision };
  }

  cancel(): void {
    if (!this.busy) this.deciding = null;
  }

  async confirm(): Promise<void> {
    const deciding = this.deciding;
    if (!deciding || this.busy) return;
    this.busy = true;
    const { registration, decision } = deciding;
    const result = await this.deps.registrations.act(decision, registration);
    runInAction(() => {
      this.busy = false;
      this.deciding = null;
    });
    const name = registrationName(registration);
    if (result.ok) {
      this.list.changed({ kind: 'success', key: `admin.new-users-register.${decision}d`, values: { name } });
      return;
    }
    // A request decided meanwhile (409) is no longer pending: the list is read again.
    this.list.changed({
      kind: 'error',
      key: `admin.new-users-register.${decision}_failed`,
      values: { name },
      ...(result.error.kind === 'refused' ? {} : { detail: failureMessage(result.error) }),
    });
  }
}

export function createRegistrationsViewModel(services: Services, params: AdminSectionParams): RegistrationsViewModel {
  return new RegistrationsViewModel(
    { registrations: services.get(ResourceFacades).of(NEW_USERS_REGISTER), ...adminListDeps(services, params.notify) },
    params,
  );
}
