import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerDay } from '../../src/ui/shared/date-text';

/** The local day as the Date getters read it, one time at a time. */
const plainLocalDay = (ms: number) => {
  const date = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
};

/**
 * The reader's zone is the process's (TZ): the suite runs in UTC, where a day read with the offset's sign turned or
 * left out would read the same. Each zone below is set for its block and put back after it; each reads a year of its
 * own (a year apart: the 366 days read run into the next), so no hour readerDay remembers from another zone (or
 * another test file of the worker) is read again.
 */
describe.each([
  ['UTC', 2026],
  ['America/Sao_Paulo (UTC-3, DST until 2019)', 2018],
  ['Europe/Berlin (UTC+1, DST)', 2029],
  ['Asia/Kolkata (UTC+5:30)', 2032],
  ['Pacific/Chatham (UTC+12:45, DST)', 2035],
])("readerDay (the reader's day of a time, for the lists' day filters) in %s", (zone, year) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone.split(' ')[0];
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('reads every time of a year (each 17 minutes, across both DST changes where the zone has them) as the Date getters do', () => {
    const start = Date.UTC(year, 0, 1);
    expect(new Date(Date.UTC(year, 0, 1)).getTimezoneOffset() !== 0).toBe(!zone.startsWith('UTC'));
    // One assertion for the whole year (an expect for each of its 31,000 times took seconds); a misread time is
    // listed with both readings.
    const misread: string[] = [];
    for (let ms = start; ms < start + 366 * 24 * 60 * 60 * 1000; ms += 17 * 60 * 1000) {
      const [read, expected] = [readerDay(ms), plainLocalDay(ms)];
      if (read !== expected) misread.push(`${new Date(ms).toISOString()}: ${read}, not ${expected}`);
    }
    expect(misread).toEqual([]);
  });

  it.each([0, 1, 2, 3].map((quarter) => Date.UTC(year, quarter * 3, 1) - 1))('the last millisecond before a quarter: %d', (ms) =>
    expect(readerDay(ms)).toBe(plainLocalDay(ms)),
  );
});
