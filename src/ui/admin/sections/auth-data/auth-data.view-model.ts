import { ResourceFacades, type FacadeOf } from '../../../../application/admin/resource-facades';
import type { SignInRecord } from '../../../../domain/admin/access-entities';
import { AUTH_DATA } from '../../../../domain/admin/resources/auth-data';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** The reasons a failed sign-in has words for; any other reads 'other'. */
export const FAILURE_REASONS = ['wrong-password', 'inactive', 'not-admin', 'unknown-user', 'device-not-allowed'] as const;

/** The locale key of why a sign-in failed. */
export function failureReasonKey(reason: string | null): string {
  return (FAILURE_REASONS as readonly string[]).includes(reason ?? '')
    ? `admin.auth-data.failure.${reason}`
    : 'admin.auth-data.failure.other';
}

/** The sign-in history: sorted by time (newest first), filtered by result, a day range (YYYY-MM-DD) and a user. */
export const AUTH_DATA_SECTION: SectionDescriptor<SignInRecord> = {
  key: AUTH_DATA.key,
  spec: AUTH_DATA.list,
  nameOf: (record) => record.email,
  csv: {
    fileName: 'sign-ins.csv',
    columns: ['at', 'email', 'ip', 'device', 'result', 'reason'],
    dates: ['at'],
    row: (r, translate) => [
      r.at,
      r.email,
      r.ip,
      r.deviceHash ?? '',
      translate(r.success ? 'admin.auth-data.result.success' : 'admin.auth-data.result.failure'),
      r.success ? '' : translate(failureReasonKey(r.failure)),
    ],
  },
};

export interface AuthDataDeps extends Omit<ResourceListDeps<SignInRecord>, 'source'> {
  readonly signIns: Pick<FacadeOf<typeof AUTH_DATA>, 'list'>;
}

/**
 * The auth-data section: every sign-in attempt of the tenant (who, when, from which IP and device, the result and a
 * failure's reason in words), read only, filtered by result, by day range and by user, exported as CSV.
 */
export class AuthDataViewModel {
  readonly list: ResourceListViewModel<SignInRecord>;
  /** The email of the user the list is narrowed to (from the row it was chosen on), while it is. */
  private userEmail: string | null = null;

  constructor(deps: AuthDataDeps, params: SectionParams) {
    this.list = sectionList({ ...deps, source: deps.signIns }, params, AUTH_DATA_SECTION);
    makeObservableExcept(this, ['list']);
  }

  /** The list is all this section runs. */
  readonly start = (): void => this.list.start();
  readonly dispose = (): void => this.list.dispose();

  /** Whom the list is narrowed to: the chosen row's email, or the user's id from a link. */
  get user(): string | null {
    const id = this.list.filterValue('userId');
    if (id === '') return null;
    return this.userEmail ?? this.list.items.find((r) => String(r.userId) === id)?.email ?? id;
  }

  /** Only this record's user's sign-ins (a record of an unknown email has no user to narrow to). */
  onlyUserOf(record: SignInRecord): void {
    if (record.userId === null) return;
    this.userEmail = record.email;
    this.list.setFilter('userId', String(record.userId));
  }

  clearUser(): void {
    this.userEmail = null;
    this.list.setFilter('userId', '');
  }
}

export function createAuthDataViewModel(services: Services, params: AdminSectionParams): AuthDataViewModel {
  return new AuthDataViewModel({ signIns: services.get(ResourceFacades).of(AUTH_DATA), ...adminListDeps(services, params.notify) }, params);
}
