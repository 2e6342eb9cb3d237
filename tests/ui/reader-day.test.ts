import { describe, expect, it } from 'vitest';
import { readerDay } from '../../src/ui/shared/date-text';

/** The local day as the Date getters read it, one time at a time. */
const plainLocalDay = (ms: number) => {
  const date = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
};

describe("readerDay (the reader's day of a time, for the lists' day filters)", () => {
  it('reads every time of a year (each 17 minutes, across both DST changes where the zone has them) as the Date getters do', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let ms = start; ms < start + 366 * 24 * 60 * 60 * 1000; ms += 17 * 60 * 1000) expect(readerDay(ms)).toBe(plainLocalDay(ms));
  });

  it.each([0, Date.UTC(2024, 1, 29, 12), Date.UTC(1999, 11, 31, 23, 59, 59, 999), Date.UTC(2030, 5, 1)])('%d', (ms) =>
    expect(readerDay(ms)).toBe(plainLocalDay(ms)),
  );
});
