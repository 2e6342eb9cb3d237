import type { AppRating } from '../../domain/admin/app-ratings';

/** The days a ratings read covers (YYYY-MM-DD, both included; '' leaves that end open). */
export interface RatingsRange {
  readonly from: string;
  readonly to: string;
}

/** Citizens' ratings of the app (public tenant): every rating of a range of days, newest first. */
export interface AppRatingsGateway {
  ratings(range: RatingsRange): Promise<readonly AppRating[]>;
}
export const AppRatingsGateway = Symbol.for('AppRatingsGateway');
