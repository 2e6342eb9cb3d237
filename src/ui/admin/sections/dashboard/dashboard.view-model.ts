import type { RangeFigures } from '../../../../application/analytics/load-range-figures.use-case';
import { dashboardFigures, type DashboardFigures } from '../../../../domain/analytics/dashboard-figures';
import { incidentsListPath } from '../../../../domain/analytics/incidents-list-link';
import type { Services } from '../../../shared/services';
import { rangeFiguresDeps, RangeFiguresModel, type RangeFiguresDeps } from '../../../shared/range-figures.model';
import type { AdminSectionParams } from '../../resource/use-admin-section';

export type DashboardAnswer = RangeFigures<DashboardFigures>;
export type DashboardDeps = RangeFiguresDeps<DashboardFigures>;

/**
 * SPEC §2 the dashboard (the control panel): the tenant's figures over a range of days, today first (`model`: the
 * range in the route's query, the figures read for it). Each figure links to the incidents list filtered to the
 * incidents behind it.
 */
export class DashboardViewModel {
  readonly model: RangeFiguresModel<DashboardFigures>;

  constructor(
    private readonly deps: DashboardDeps,
    private readonly params: Pick<AdminSectionParams, 'route' | 'query'>,
  ) {
    this.model = new RangeFiguresModel(deps, params);
  }

  start(): void {
    this.model.start();
  }

  dispose(): void {
    this.model.dispose();
  }

  /** The incidents list's route for a figure's filters. */
  listPath(filters: Readonly<Record<string, string>>): string {
    return incidentsListPath(this.params.route.name === 'admin-section' ? this.params.route.tenant : '', filters);
  }

  openList(filters: Readonly<Record<string, string>>): void {
    this.deps.navigate(this.listPath(filters));
  }
}

export function createDashboardViewModel(services: Services, params: AdminSectionParams): DashboardViewModel {
  return new DashboardViewModel(rangeFiguresDeps(services, dashboardFigures), params);
}
