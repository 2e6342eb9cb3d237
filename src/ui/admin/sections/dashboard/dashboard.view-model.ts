import { runInAction } from 'mobx';
import { LoadDashboardUseCase, type DashboardAnswer } from '../../../../application/analytics/load-dashboard.use-case';
import type { RangeQuery } from '../../../../application/analytics/load-range-activity.use-case';
import { Clock } from '../../../../application/ports/clock.port';
import { callFailureMessageKey, type CallFailure } from '../../../../application/shared/failure';
import type { DashboardFigures } from '../../../../domain/analytics/dashboard-figures';
import { customRange, presetRange, RANGE_PRESETS, type DayRange, type RangePreset } from '../../../../domain/analytics/day-range';
import { incidentsListPath } from '../../../../domain/analytics/incidents-list-link';
import { routePath, type RouteQuery } from '../../../../domain/routing/routes';
import type { Result } from '../../../../domain/shared/result';
import { navigateHash } from '../../../app/hash-location';
import type { Services } from '../../../app/services';
import { makeObservableExcept } from '../../../shared/make-observable-except';
import type { AdminSectionParams } from '../../resource/use-admin-section';

/** LoadDashboardUseCase. */
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

const isPreset = (value: string | undefined): value is RangePreset => (RANGE_PRESETS as readonly string[]).includes(value ?? '');

/**
 * SPEC §2 the dashboard (the control panel): the tenant's figures over a range of days, today first. The range lives in
 * the route's query (`range=7d`, or `range=custom&from=…&to=…`), so a reload or a copied link shows the same; every
 * change loads again, and an answer to an older choice is dropped. Each figure links to the incidents list filtered
 * to the incidents behind it.
 */
export class DashboardViewModel {
  preset: RangePreset = 'today';
  /** The custom range's days as typed ('yyyy-mm-dd'). */
  customFrom = '';
  customTo = '';
  /** The range the figures are for. */
  range: DayRange;
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
    const query = params.query;
    const asked = query.range === 'custom' ? customRange(query.from ?? '', query.to ?? '') : null;
    // A custom range without two readable days opens on today.
    this.preset = asked ? 'custom' : isPreset(query.range) && query.range !== 'custom' ? query.range : 'today';
    this.range = asked ?? presetRange(this.preset, deps.now(), deps.utcOffsetMinutes);
    this.customFrom = this.range.from;
    this.customTo = this.range.to;
    makeObservableExcept(this, ['deps', 'params', 'request', 'disposed']);
  }

  start(): void {
    this.disposed = false;
    void this.load();
  }

  dispose(): void {
    this.disposed = true;
    this.request += 1;
  }

  get offsetMinutes(): number {
    return this.deps.utcOffsetMinutes;
  }

  get figures(): DashboardFigures | null {
    return this.answer?.figures ?? null;
  }

  get customInvalid(): boolean {
    return customRange(this.customFrom, this.customTo) === null;
  }

  /** A preset loads at once; 'custom' shows the two days to pick, starting from the range shown. */
  choosePreset(value: string): void {
    if (!isPreset(value) || value === this.preset) return;
    this.preset = value;
    if (value === 'custom') {
      this.customFrom = this.range.from;
      this.customTo = this.range.to;
      return;
    }
    this.show(presetRange(value, this.deps.now(), this.deps.utcOffsetMinutes));
  }

  setCustomFrom(day: string): void {
    this.customFrom = day;
  }

  setCustomTo(day: string): void {
    this.customTo = day;
  }

  applyCustom(): void {
    const range = customRange(this.customFrom, this.customTo);
    if (!range) return;
    this.customFrom = range.from;
    this.customTo = range.to;
    this.show(range);
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
      range: this.range,
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

  private show(range: DayRange): void {
    this.range = range;
    const query: RouteQuery =
      this.preset === 'custom'
        ? { range: 'custom', from: range.from, to: range.to }
        : this.preset === 'today'
          ? {}
          : { range: this.preset };
    this.deps.navigate(routePath(this.params.route, query), { replace: true });
    void this.load();
  }
}

export function createDashboardViewModel(services: Services, params: AdminSectionParams): DashboardViewModel {
  const clock = services.get<Clock>(Clock);
  return new DashboardViewModel(
    {
      load: services.get(LoadDashboardUseCase),
      now: () => clock.now(),
      utcOffsetMinutes: -new Date(clock.now()).getTimezoneOffset(),
      navigate: navigateHash,
    },
    params,
  );
}
