import { runInAction } from 'mobx';
import { ResourceFacades, type FacadeOf } from '../../../../application/admin/resource-facades';
import { RepeatFlow } from '../../../../application/shared/repeat.flow';
import type { SignedInUser } from '../../../../domain/admin/access-entities';
import { LOGGED_USERS } from '../../../../domain/admin/resources/logged-users';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** The list of who is signed in refreshes this often while the section is open. */
export const LOGGED_USERS_REFRESH_MS = 30_000;

export const LOGGED_USERS_SECTION: SectionDescriptor<SignedInUser> = {
  key: LOGGED_USERS.key,
  spec: LOGGED_USERS.list,
  nameOf: (session) => session.name || session.email,
  csv: {
    fileName: 'signed-in-users.csv',
    columns: ['name', 'email', 'since', 'last_seen', 'ip'],
    dates: ['since', 'last_seen'],
    row: (s) => [s.name, s.email, s.since, s.lastSeenAt, s.ip],
  },
};

export interface LoggedUsersDeps extends Omit<ResourceListDeps<SignedInUser>, 'source'> {
  readonly sessions: Pick<FacadeOf<typeof LOGGED_USERS>, 'list'>;
  /** Repeats the refresh on the Clock while the section is open; its time says when the rows were read. */
  readonly repeat: Pick<RepeatFlow, 'every' | 'stop' | 'now'>;
}

/**
 * The logged-users section: who is signed in to the tenant now, since when, last seen, from which IP; read only.
 * While it is open the list refreshes every 30 s on the Clock, keeping the rows on screen (a failed refresh keeps the
 * last ones and says so); it stops when the section closes.
 */
export class LoggedUsersViewModel {
  readonly list: ResourceListViewModel<SignedInUser>;
  /** When the rows shown were read (ms), null before the first answer. */
  updatedAt: number | null = null;

  constructor(
    private readonly deps: LoggedUsersDeps,
    params: SectionParams,
  ) {
    this.list = sectionList({ ...deps, source: deps.sessions }, params, LOGGED_USERS_SECTION);
    makeObservableExcept(this, ['deps', 'list']);
  }

  start(): void {
    void this.refresh(false);
    this.deps.repeat.every(LOGGED_USERS_REFRESH_MS, () => this.refresh(true));
  }

  dispose(): void {
    this.deps.repeat.stop();
    this.list.dispose();
  }

  /** Reads the list again; `quiet` keeps the rows on screen meanwhile (the timed refresh, 'Refresh now'). */
  async refresh(quiet = true): Promise<void> {
    await this.list.load({ quiet });
    runInAction(() => {
      if (this.list.status === 'ready' && !this.list.stale) this.updatedAt = this.deps.repeat.now();
    });
  }
}

export function createLoggedUsersViewModel(services: Services, params: AdminSectionParams): LoggedUsersViewModel {
  return new LoggedUsersViewModel(
    {
      sessions: services.get(ResourceFacades).of(LOGGED_USERS),
      repeat: services.get(RepeatFlow),
      ...adminListDeps(services, params.notify),
    },
    params,
  );
}
