import type { DashboardInput } from '../../domain/analytics/dashboard-figures';
import { ok, type Result } from '../../domain/shared/result';
import type { CallFailure } from '../shared/failure';
import type { LoadRangeActivityUseCase, RangeQuery } from './load-range-activity.use-case';

/** A range to compute figures for, and the domain's computation (dashboardFigures, reportFigures). */
export interface RangeFiguresQuery<F> extends RangeQuery {
  readonly compute: (input: DashboardInput) => F;
  /**
   * Hears the figures computed from the incidents alone, before any message status is read: only the figures that
   * do not depend on the message statuses may be shown from them (the others read as if no caller did anything).
   */
  readonly onEarly?: (figures: F) => void;
}

export interface RangeFigures<F> {
  readonly figures: F;
  /** Incidents of the range whose message status could not be read (their callers count as having done nothing). */
  readonly statusesMissing: number;
  /** When the figures were computed. */
  readonly computedAt: number;
}

/**
 * The dashboard's and the reports' figures (SPEC §2 control panel, reports): a range's incidents and message statuses
 * (LoadRangeActivityUseCase) turned into the domain's figures at the clock's now.
 */
export class LoadRangeFiguresUseCase {
  constructor(private readonly activity: LoadRangeActivityUseCase) {}

  async execute<F>(query: RangeFiguresQuery<F>): Promise<Result<RangeFigures<F>, CallFailure>> {
    const { onEarly } = query;
    const loaded = await this.activity.execute(
      onEarly
        ? { ...query, onIncidents: (incidents, now) => onEarly(query.compute({ ...query, incidents, records: new Map(), now })) }
        : query,
    );
    if (!loaded.ok) return loaded;
    const { now, statusesMissing } = loaded.value;
    return ok({ figures: query.compute({ ...query, ...loaded.value }), statusesMissing, computedAt: now });
  }
}
