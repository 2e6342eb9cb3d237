import { runInAction } from 'mobx';
import { SpeedTestsFacade } from '../../../../application/admin/speed-tests.facade';
import { RunSpeedTestUseCase, type RunSpeedTestError, type SpeedTestRun } from '../../../../application/admin/run-speed-test.use-case';
import type { CallFailure } from '../../../../application/shared/failure';
import { SessionStore } from '../../../../application/session/session.store';
import type { ListFields, ListQuery, ListQuerySpec } from '../../../../domain/admin/list-query';
import type { SpeedTestRecord } from '../../../../domain/admin/admin-entities';
import { ok, type Result } from '../../../../domain/shared/result';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { UserNamesModel, userNameLookup, type UserNameLookup } from '../../resource/user-names.model';
import { wholeListSource } from '../../resource/whole-list-source';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** A speed test as the history lists it (the answer has no id: its place in it). */
export interface SpeedTestRow extends SpeedTestRecord {
  readonly id: string;
}

const FIELDS: ListFields<SpeedTestRow> = {
  text: (r) => `${r.speed} ${r.unit} ${r.userId ?? ''}`,
  sortValue: (r, field) => (field === 'speed' ? r.speed : field === 'user' ? r.userId : r.at),
};

/** The history's filter: '' the tenant's (GET /speed-test), a user's id theirs (GET /speed-test/{userId}). */
const SPEED_TESTS_LIST: ListQuerySpec = {
  sortable: ['at', 'speed', 'user'],
  filters: ['user'],
  defaultSort: { field: 'at', order: 'desc' },
};

export const SPEED_TESTS_SECTION: SectionDescriptor<SpeedTestRow> = {
  key: 'speed_tests',
  spec: SPEED_TESTS_LIST,
  nameOf: (r) => `${r.speed} ${r.unit}`,
  csv: {
    columns: ['at', 'user', 'speed', 'unit'],
    dates: ['at'],
    row: (r) => [r.at ?? '', r.userId ?? '', r.speed, r.unit],
  },
};

export interface SpeedTestsDeps extends Omit<ResourceListDeps<SpeedTestRow>, 'source'> {
  readonly history: Pick<SpeedTestsFacade, 'list'>;
  readonly runTest: Pick<RunSpeedTestUseCase, 'execute'>;
  readonly userName: UserNameLookup;
}

export interface SpeedTestsParams extends SectionParams {
  /** The signed-in user: the history opens on their tests. */
  readonly myUserId: string | null;
}

/** What the last run left on screen: its measurement, and why it did not go through when it did not. */
export interface SpeedTestOutcome {
  readonly run: SpeedTestRun | null;
  readonly error: RunSpeedTestError['kind'] | null;
}

/**
 * SPEC §7 speed test: runs the test (the fixed photo's upload with its progress, the speed in Mbps shown and posted)
 * and lists the history (the signed-in user's at first, the tenant's, or another user's), drawn over time.
 */
export class SpeedTestsViewModel {
  readonly list: ResourceListViewModel<SpeedTestRow>;
  readonly users: UserNamesModel;
  /** 0 to 1 while a test runs; null otherwise. */
  progress: number | null = null;
  outcome: SpeedTestOutcome | null = null;
  /** Every test the filter keeps, oldest first, for the chart. */
  series: readonly SpeedTestRow[] = [];

  constructor(
    private readonly deps: SpeedTestsDeps,
    params: SpeedTestsParams,
  ) {
    this.users = new UserNamesModel(deps.userName);
    const defaultFilters = params.myUserId ? { user: params.myUserId } : undefined;
    this.list = sectionList({ ...deps, source: wholeListSource((query) => this.load(query), FIELDS) }, params, {
      ...SPEED_TESTS_SECTION,
      spec: { ...SPEED_TESTS_LIST, defaultFilters },
    });
    makeObservableExcept(this, ['list', 'users', 'deps']);
  }

  readonly start = (): void => this.list.start();
  readonly dispose = (): void => this.list.dispose();

  get running(): boolean {
    return this.progress !== null;
  }

  /** Runs one test; the history shows it once it was posted. */
  async run(): Promise<void> {
    if (this.running) return;
    this.progress = 0;
    this.outcome = null;
    const result = await this.deps.runTest.execute({ onProgress: (fraction) => runInAction(() => (this.progress = fraction)) });
    runInAction(() => {
      this.progress = null;
      if (result.ok) this.outcome = { run: result.value, error: null };
      else this.outcome = { run: result.error.kind === 'save-failed' ? result.error.run : null, error: result.error.kind };
    });
    if (result.ok) this.list.changed({ kind: 'success', key: 'admin.speed-tests.saved' });
  }

  private async load(query: ListQuery): Promise<Result<SpeedTestRow[], CallFailure>> {
    const userId = query.filters.user ?? '';
    const result = await this.deps.history.list({ userId });
    if (!result.ok) return result;
    const rows = result.value.map((record, index) => ({ ...record, id: `${record.at ?? ''}#${index}` }));
    runInAction(() => (this.series = rows.filter((r) => r.at !== null).reverse()));
    this.users.see([...rows.map((r) => r.userId), userId || null]);
    return ok(rows);
  }
}

export function createSpeedTestsViewModel(services: Services, params: AdminSectionParams): SpeedTestsViewModel {
  const me = services.get(SessionStore).current()?.user.id;
  return new SpeedTestsViewModel(
    {
      history: services.get(SpeedTestsFacade),
      runTest: services.get(RunSpeedTestUseCase),
      userName: userNameLookup(services),
      ...adminListDeps(services, params.notify),
    },
    { ...params, myUserId: me === undefined || me === null ? null : String(me) },
  );
}
