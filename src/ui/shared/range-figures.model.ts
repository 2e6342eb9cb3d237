import { runInAction } from 'mobx';
import type { RangeQuery } from '../../application/analytics/load-range-activity.use-case';
import { LoadRangeFiguresUseCase, type RangeFigures } from '../../application/analytics/load-range-figures.use-case';
import { CurrentTime } from '../../application/shared/current-time';
import { callFailureMessageKey, type CallFailure } from '../../application/shared/failure';
import { NewestAnswer } from '../../application/shared/newest-answer';
import type { DashboardInput } from '../../domain/analytics/dashboard-figures';
import type { AppRoute, RouteQuery } from '../../domain/routing/routes';
import type { Result } from '../../domain/shared/result';
import { navigateHash } from './hash-location';
import type { Services } from './services';
import { makeObservableExcept } from './make-observable-except';
import { RangeChoiceModel } from './range-choice.model';

/** LoadRangeFiguresUseCase with the screen's computation. */
export interface RangeFiguresLoader<F> {
  execute(query: RangeQuery & { readonly onEarly?: (figures: F) => void }): Promise<Result<RangeFigures<F>, CallFailure>>;
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

/** How many times the progress moves while the message statuses are read (each move redraws the screen). */
const PROGRESS_STEPS = 20;

/**
 * Figures over a range of days (the dashboard's, the reports'): the range (RangeChoiceModel, in the route), the
 * figures read for it, the reading's progress and its failure. Every range chosen loads again; an answer to an older
 * choice is dropped. While a range loads no figure of another range is kept (a screen shows placeholders, never an
 * older range's numbers or a zero for what is not read yet); `early` holds the figures computed from the incidents
 * alone, which the screen may show for the figures that do not need the message statuses.
 */
export class RangeFiguresModel<F> {
  readonly choice: RangeChoiceModel;
  status: RangeFiguresStatus = 'loading';
  answer: RangeFigures<F> | null = null;
  /** While loading: the figures from the range's incidents alone, once they are read (null before, and once ready). */
  early: F | null = null;
  failureKey: string | null = null;
  /** While loading: how many incidents' message statuses have been read, of how many (null before the incidents came). */
  progress: { readonly read: number; readonly of: number } | null = null;
  private readonly answers = new NewestAnswer();
  private disposed = false;

  constructor(
    private readonly deps: RangeFiguresDeps<F>,
    params: { readonly route: AppRoute; readonly query: RouteQuery },
  ) {
    this.choice = new RangeChoiceModel({ ...deps, changed: () => void this.load() }, params);
    makeObservableExcept(this, ['deps', 'choice', 'answers', 'disposed']);
  }

  start(): void {
    this.disposed = false;
    void this.load();
  }

  dispose(): void {
    this.disposed = true;
    this.answers.drop();
  }

  /** The figures of the range shown, once all of them are read; null while loading or after a failure. */
  get figures(): F | null {
    return this.status === 'ready' ? (this.answer?.figures ?? null) : null;
  }

  async load(): Promise<void> {
    const newest = this.answers.begin();
    this.status = 'loading';
    this.failureKey = null;
    this.progress = null;
    this.answer = null;
    this.early = null;
    const current = () => !this.disposed && newest();
    const result = await this.deps.load.execute({
      range: this.choice.range,
      utcOffsetMinutes: this.deps.utcOffsetMinutes,
      onProgress: (read, of) => {
        if (current()) this.setProgress(read, of);
      },
      onEarly: (figures) => {
        if (current()) this.setEarly(figures);
      },
    });
    if (!current()) return;
    runInAction(() => {
      this.progress = null;
      this.early = null;
      if (result.ok) {
        this.answer = result.value;
        this.status = 'ready';
      } else {
        this.failureKey = callFailureMessageKey(result.error);
        this.status = 'failed';
      }
    });
  }

  /** The progress, moved only by a step of PROGRESS_STEPS (and at both ends), so the screen is not redrawn per call. */
  setProgress(read: number, of: number): void {
    const step = Math.max(1, Math.floor(of / PROGRESS_STEPS));
    const shown = this.progress;
    if (shown !== null && shown.of === of && read !== 0 && read !== of && read - shown.read < step) return;
    this.progress = { read, of };
  }

  setEarly(figures: F): void {
    this.early = figures;
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
