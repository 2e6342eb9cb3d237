import { runInAction } from 'mobx';
import { ResourceFacades, type FacadeOf } from '../../../../application/admin/resource-facades';
import { CurrentTime } from '../../../../application/shared/current-time';
import type { CallFailure } from '../../../../application/shared/failure';
import { matchesStars, ratingStatistics, type AppRating, type RatingStatistics } from '../../../../domain/admin/app-ratings';
import type { ListQuery } from '../../../../domain/admin/list-query';
import { RATES_APP } from '../../../../domain/admin/resources/rates-app';
import type { Result } from '../../../../domain/shared/result';
import type { Services } from '../../../shared/services';
import { readerDay } from '../../../shared/date-text';
import { adminListDeps } from '../../resource/admin-list-deps';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { wholeListSource } from '../../resource/whole-list-source';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** The section opens on the last 30 days. */
export const DEFAULT_RANGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const STAR_VALUES = ['5', '4', '3', '2', '1'] as const;

/** A rating's day in the reader's calendar; null when its time cannot be read. */
export function ratingDay(at: string): string | null {
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? null : readerDay(ms);
}

/** The ratings list: newest first, sorted by stars or time, filtered by stars and by days; exported as CSV. */
export const RATES_SECTION: SectionDescriptor<AppRating> = {
  key: RATES_APP.key,
  spec: RATES_APP.list,
  nameOf: (r) => `${r.stars}★ ${r.at}`,
  csv: {
    fileName: 'app-ratings.csv',
    columns: ['at', 'stars', 'platform', 'comment'],
    dates: ['at'],
    row: (r, translate) => [r.at, r.stars, translate(`admin.rates-app.platform.${r.platform}`), r.comment],
  },
};

export interface RatesAppDeps extends Omit<ResourceListDeps<AppRating>, 'source'> {
  readonly ratings: Pick<FacadeOf<typeof RATES_APP>, 'all'>;
  /** Now (ms), for the default range. */
  readonly now: () => number;
}

/**
 * The rates-app section (public tenant): citizens' ratings of a range of days (the last 30 by default), their
 * distribution by stars and their average by day, over what the stars filter keeps; the list pages, sorts and searches
 * the comments. Comments are plain text.
 */
export class RatesAppViewModel {
  readonly list: ResourceListViewModel<AppRating>;
  /** Every rating of the range read last (before the stars filter). */
  ratings: readonly AppRating[] = [];
  private stars = '';

  constructor(
    private readonly deps: RatesAppDeps,
    params: SectionParams,
  ) {
    const to = readerDay(deps.now());
    const from = readerDay(deps.now() - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
    this.list = sectionList({ ...deps, source: wholeListSource((query) => this.load(query), RATES_APP.fields) }, params, {
      ...RATES_SECTION,
      spec: { ...RATES_SECTION.spec, defaultFilters: { from, to } },
    });
    makeObservableExcept(this, ['list', 'deps']);
  }

  readonly start = (): void => this.list.start();
  readonly dispose = (): void => this.list.dispose();

  /** The statistics of the range's ratings that the stars filter keeps. */
  get statistics(): RatingStatistics {
    return ratingStatistics(
      this.ratings.filter((r) => matchesStars(r, this.stars)),
      ratingDay,
    );
  }

  private async load(query: ListQuery): Promise<Result<readonly AppRating[], CallFailure>> {
    const from = query.filters.from ?? '';
    const to = query.filters.to ?? '';
    const answer = await this.deps.ratings.all({ from, to });
    runInAction(() => {
      this.stars = query.filters.stars ?? '';
      if (answer.ok) this.ratings = answer.value;
    });
    return answer;
  }
}

export function createRatesAppViewModel(services: Services, params: AdminSectionParams): RatesAppViewModel {
  const clock = services.get(CurrentTime);
  return new RatesAppViewModel(
    { ratings: services.get(ResourceFacades).of(RATES_APP), now: () => clock.now(), ...adminListDeps(services, params.notify) },
    params,
  );
}
