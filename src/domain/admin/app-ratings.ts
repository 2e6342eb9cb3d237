import * as z from 'zod/mini';
import type { EntityId } from '../incident/incident';

/** Where a citizen rated the app from. */
export const RATING_PLATFORMS = ['ios', 'android', 'web'] as const;
export type RatingPlatform = (typeof RATING_PLATFORMS)[number];

/** A citizen's rating of the app (public tenant): 1 to 5 stars, an optional comment (plain text), when, where from. */
export interface AppRating {
  readonly id: EntityId;
  readonly stars: number;
  readonly comment: string;
  /** ISO time as the server wrote it. */
  readonly at: string;
  readonly platform: RatingPlatform;
}

/** How many ratings gave each number of stars, 1 to 5. */
export interface StarCount {
  readonly stars: 1 | 2 | 3 | 4 | 5;
  readonly count: number;
}

/** The average of one day's ratings. */
export interface DailyAverage {
  /** YYYY-MM-DD in the reader's calendar. */
  readonly day: string;
  readonly average: number;
  readonly count: number;
}

export interface RatingStatistics {
  readonly count: number;
  /** null without ratings; else rounded to two decimals. */
  readonly average: number | null;
  readonly distribution: readonly StarCount[];
  /** Days with ratings only, oldest first. */
  readonly daily: readonly DailyAverage[];
}

const STARS = [1, 2, 3, 4, 5] as const;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A rating the statistics count: whole stars from 1 to 5 (anything else the server sent is left out). */
export function countedRating(rating: Pick<AppRating, 'stars'>): boolean {
  return Number.isInteger(rating.stars) && rating.stars >= 1 && rating.stars <= 5;
}

/**
 * The ratings' count, average, distribution by stars and average by day (`dayOf` gives a rating's day in the reader's
 * calendar). Ratings outside 1–5 whole stars are not counted; a rating whose time gives no day counts everywhere but
 * in the daily averages.
 */
export function ratingStatistics(ratings: readonly AppRating[], dayOf: (at: string) => string | null): RatingStatistics {
  const counted = ratings.filter(countedRating);
  const distribution = STARS.map((stars) => ({ stars, count: counted.filter((r) => r.stars === stars).length }));
  const total = counted.reduce((sum, r) => sum + r.stars, 0);
  const byDay = new Map<string, { sum: number; count: number }>();
  for (const rating of counted) {
    const day = dayOf(rating.at);
    if (day === null) continue;
    const entry = byDay.get(day) ?? { sum: 0, count: 0 };
    entry.sum += rating.stars;
    entry.count += 1;
    byDay.set(day, entry);
  }
  const daily = [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, { sum, count }]) => ({ day, average: round2(sum / count), count }));
  return { count: counted.length, average: counted.length === 0 ? null : round2(total / counted.length), distribution, daily };
}

/** The stars filter's values: one number of stars, or all. */
export function matchesStars(rating: Pick<AppRating, 'stars'>, filter: string): boolean {
  return filter === '' || String(rating.stars) === filter;
}

/** A day (YYYY-MM-DD), or '' for an open end. */
const dayOrOpen = z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/, 'expected YYYY-MM-DD'));

/** The days a ratings read covers (YYYY-MM-DD, both included; missing or '' leaves that end open). */
export const ratingsRangeSchema = z.object({ from: z.optional(dayOrOpen), to: z.optional(dayOrOpen) });
export type RatingsRange = z.infer<typeof ratingsRangeSchema>;
