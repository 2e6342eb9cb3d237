import { dashboardFigures, type DashboardFigures } from '../../domain/analytics/dashboard-figures';
import { ok, type Result } from '../../domain/shared/result';
import type { CallFailure } from '../shared/failure';
import type { LoadRangeActivityUseCase, RangeQuery } from './load-range-activity.use-case';

export interface DashboardAnswer {
  readonly figures: DashboardFigures;
  /** Incidents of the range whose message status could not be read (their callers count as having done nothing). */
  readonly statusesMissing: number;
  /** When the figures were computed. */
  readonly computedAt: number;
}

/** The dashboard (SPEC §2 control panel): a range's incidents and message statuses turned into the domain's figures. */
export class LoadDashboardUseCase {
  constructor(private readonly activity: LoadRangeActivityUseCase) {}

  async execute(query: RangeQuery): Promise<Result<DashboardAnswer, CallFailure>> {
    const loaded = await this.activity.execute(query);
    if (!loaded.ok) return loaded;
    const { now, statusesMissing } = loaded.value;
    return ok({ figures: dashboardFigures({ ...query, ...loaded.value }), statusesMissing, computedAt: now });
  }
}
