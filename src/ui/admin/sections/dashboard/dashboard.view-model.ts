import { runInAction } from 'mobx';
import { LoadRangeFiguresUseCase, type RangeFigures } from '../../../../application/analytics/load-range-figures.use-case';
import type { RangeQuery } from '../../../../application/analytics/load-range-activity.use-case';
import { Clock } from '../../../../application/ports/clock.port';
import { callFailureMessageKey, type CallFailure } from '../../../../application/shared/failure';
import { dashboardFigures, type DashboardFigures } from '../../../../domain/analytics/dashboard-figures';
import { incidentsListPath } from '../../../../domain/analytics/incidents-list-link';
import type { Result } from '../../../../domain/shared/result';
import { navigateHash } from '../../../app/hash-location';
import type { Services } from '../../../app/services';
import { makeObservableExcept } from '../../../shared/make-observable-except';
import { RangeChoiceModel } from '../../../shared/range-choice.model';
import type { AdminSectionParams } from '../../resource/use-admin-section';

export type DashboardAnswer = RangeFigures<DashboardFigures>;

/** LoadRangeFiguresUseCase computing the dashboard's figures. */
export interface DashboardLoader {
  execute(query: RangeQuery): Promise<Result<DashboardAnswer, CallFailure>>;
}

export interface DashboardDeps {
  readonly load: DashboardLoader;
  /** The clock's now (the presets end today). */
  readonly now: () => number;
  /** The viewer's offset from UTC in minutes (east positive): the days and hours shown are the viewer's. */
  readonly utcOffsetMinutes: number;
  readonly navigate: (to: string, options?: { readonly replace?: boolean }) => void;
}

export type DashboardStatus = 'loading' | 'ready' | 'failed';

/**
 * SPEC §2 the dashboard (the control panel): the tenant's figures over a range of days, today first (the range in the
 * route's query, RangeChoiceModel). Every range chosen loads again, and an answer to an older choice is dropped. Each
 * figure links to the incidents list filtered to the incidents behind it.
 */
export class DashboardViewModel {
  readonly choice: RangeChoiceModel;
  status: DashboardStatus = 'loading';
  answer: DashboardAnswer | null = null;
  failureKey: string | null = null;
  /** While loading: how many incidents' message statuses have been read, of how many (null before the incidents came). */
  progress: { readonly read: number; readonly of: number } | null = null;
  private request = 0;
  private disposed = false;

  constructor(
    private readonly deps: DashboardDeps,
    private readonly params: Pick<AdminSectionParams, 'route' | 'query'>,
  ) {
    this.choice = new RangeChoiceModel({ ...deps, changed: () => void this.load() }, params);
    makeObservableExcept(this, ['deps', 'params', 'choice', 'request', 'disposed']);
  }

  start(): void {
    this.disposed = false;
    void this.load();
  }

  dispose(): void {
    this.disposed = true;
    this.request += 1;
  }

  get figures(): DashboardFigures | null {
    return this.answer?.figures ?? null;
  }

  /** The incidents list's route for a figure's filters. */
  listPath(filters: Readonly<Record<string, string>>): string {
    return incidentsListPath(this.params.route.name === 'admin-section' ? this.params.route.tenant : '', filters);
  }

  openList(filters: Readonly<Record<string, string>>): void {
    this.deps.navigate(this.listPath(filters));
  }

  async load(): Promise<void> {
    const request = ++this.request;
    this.status = 'loading';
    this.failureKey = null;
    this.progress = null;
    const result = await this.deps.load.execute({
      range: this.choice.range,
      utcOffsetMinutes: this.deps.utcOffsetMinutes,
      onProgress: (read, of) => {
        if (!this.disposed && request === this.request) this.setProgress(read, of);
      },
    });
    if (this.disposed || request !== this.request) return;
    runInAction(() => {
      this.progress = null;
      if (result.ok) {
        this.answer = result.value;
        this.status = 'ready';
      } else {
        this.failureKey = callFailureMessageKey(result.error);
        this.status = 'failed';
      }
    });
  }

  setProgress(read: number, of: number): void {
    this.progress = { read, of };
  }
}

export function createDashboardViewModel(services: Services, params: AdminSectionParams): DashboardViewModel {
  const clock = services.get<Clock>(Clock);
  const figures = services.get(LoadRangeFiguresUseCase);
  return new DashboardViewModel(
    {
      load: { execute: (query) => figures.execute({ ...query, compute: dashboardFigures }) },
      now: () => clock.now(),
      utcOffsetMinutes: -new Date(clock.now()).getTimezoneOffset(),
      navigate: navigateHash,
    },
    params,
  );
}
