import { describe, expect, it } from 'vitest';
import { matchesStars, ratingStatistics, type AppRating } from '../../src/domain/admin/app-ratings';

const rating = (stars: number, at: string, id = `${stars}-${at}`): AppRating => ({ id, stars, comment: '', at, platform: 'android' });
const utcDay = (at: string): string | null => (/^\d{4}-\d{2}-\d{2}/.test(at) ? at.slice(0, 10) : null);

describe('ratingStatistics', () => {
  it.each<[string, AppRating[], number, number | null, number[]]>([
    ['no ratings', [], 0, null, [0, 0, 0, 0, 0]],
    ['one five-star rating', [rating(5, '2026-11-20T10:00:00Z')], 1, 5, [0, 0, 0, 0, 1]],
    [
      'an average rounded to two decimals',
      [rating(5, '2026-11-20T10:00Z'), rating(4, '2026-11-20T11:00Z'), rating(4, '2026-11-21T10:00Z')],
      3,
      4.33,
      [0, 0, 0, 2, 1],
    ],
    [
      'stars outside 1–5 or not whole are not counted',
      [rating(0, '2026-11-20T10:00Z'), rating(6, '2026-11-20T10:00Z'), rating(3.5, '2026-11-20T10:00Z'), rating(1, '2026-11-20T10:00Z')],
      1,
      1,
      [1, 0, 0, 0, 0],
    ],
  ])('%s', (_name, ratings, count, average, distribution) => {
    const stats = ratingStatistics(ratings, utcDay);
    expect(stats.count).toBe(count);
    expect(stats.average).toBe(average);
    expect(stats.distribution.map((d) => d.count)).toEqual(distribution);
  });

  it('averages by day, oldest first; a time without a day counts everywhere else', () => {
    const stats = ratingStatistics(
      [rating(2, '2026-11-21T08:00:00Z'), rating(5, '2026-11-20T09:00:00Z'), rating(4, '2026-11-21T22:00:00Z'), rating(1, 'yesterday')],
      utcDay,
    );
    expect(stats.daily).toEqual([
      { day: '2026-11-20', average: 5, count: 1 },
      { day: '2026-11-21', average: 3, count: 2 },
    ]);
    expect(stats.count).toBe(4);
  });

  it('the reader’s calendar decides the day', () => {
    const saoPaulo = (at: string) => new Date(new Date(at).getTime() - 3 * 3600_000).toISOString().slice(0, 10);
    expect(ratingStatistics([rating(4, '2026-11-21T01:00:00Z')], saoPaulo).daily[0]?.day).toBe('2026-11-20');
  });
});

describe('matchesStars', () => {
  it.each<[number, string, boolean]>([
    [4, '', true],
    [4, '4', true],
    [4, '5', false],
  ])('%d stars against filter "%s"', (stars, filter, matches) => {
    expect(matchesStars({ stars }, filter)).toBe(matches);
  });
});
