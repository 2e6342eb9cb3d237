import { runInAction } from 'mobx';
import type { RangeQuery } from '../../application/analytics/load-range-activity.use-case';
import { LoadRangeFiguresUseCase, type RangeFigures } from '../../application/analytics/load-range-figures.use-case';
import { CurrentTime } from '../../application/shared/current-time';
import { callFailureMessageKey, type CallFailure } from '../../application/shared/failure';
import type { DashboardInput } from '../../domain/analytics/dashboard-figures';
import type { AppRoute, RouteQuery } from '../../domain/routing/routes';
import type { Result } from '../../domain/shared/result';
import { navigateHash } from './hash-location';
import type { Services } from './services';
import { makeObservableExcept } from './make-observable-except';
import { RangeChoiceModel } from './range-choice.model';

/** LoadRangeFiguresUseCase with the screen's computation. */
export interface RangeFiguresLoader<F> {
  execute(query: RangeQuery): Promise<Result<RangeFigures<F>, CallFailure>>;
}

export interface RangeFiguresDeps<F> {
  readonly load: RangeFiguresLoader<F>;
  /** The clock's now (the presets end today). */
  readonly now: () => number;
  /** The viewer's offset from UTC in minutes (east positive): the days and hours shown are the viewer's. */
  readonly utcOffsetMinutes: number;
  readonly navigate: (to: string, options?: { readonly replace?: boolean }) => void;
}

export type RangeFiguresStatus = 'loading' | 'ready' | 'failed';

/**
 * Figures over a range of days (the dashboard's, the reports'): the range (RangeChoiceModel, in the route), the
 * figures read for it, the reading's progress and its failure. Every range chosen loads again; an answer to an older
 * choice is dropped; the figures shown stay until the new ones arrive.
 */
export class RangeFiguresModel<F> {
  readonly choice: RangeChoiceModel;
  status: RangeFiguresStatus = 'loading';
  answer: RangeFigures<F> | null = null;
  failureKey: string | null = null;
  /** While loading: how many incidents' message statuses have been read, of how many (null before the incidents came). */
  progress: { readonly read: number; readonly of: number } | null = null;
  private request = 0;
  private disposed = false;

  constructor(
    private readonly deps: RangeFiguresDeps<F>,
    params: { readonly route: AppRoute; readonly query: RouteQuery },
  ) {
    this.choice = new RangeChoiceModel({ ...deps, changed: () => void this.load() }, params);
    makeObservableExcept(this, ['deps', 'choice', 'request', 'disposed']);
  }

  start(): void {
    this.disposed = false;
    void this.load();
  }

  dispose(): void {
    this.disposed = true;
    this.request += 1;
  }

  get figures(): F | null {
    return this.answer?.figures ?? null;
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

/** The range figures' dependencies for a section: the use case with the screen's computation, the clock, the route. */
export function rangeFiguresDeps<F>(services: Services, compute: (input: DashboardInput) => F): RangeFiguresDeps<F> {
  const clock = services.get(CurrentTime);
  const figures = services.get(LoadRangeFiguresUseCase);
  return {
    load: { execute: (query) => figures.execute({ ...query, compute }) },
    now: () => clock.now(),
    utcOffsetMinutes: -new Date(clock.now()).getTimezoneOffset(),
    navigate: navigateHash,
  };
}
