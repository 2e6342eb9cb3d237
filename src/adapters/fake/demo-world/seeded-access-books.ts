import type { AccessBook } from './access-generator';

/**
 * The access books (users, devices, IP ranges, registrations) the demo world generates with its default seed and
 * number of colleagues, written once by scripts/demo-access-books.ts into seeded-access-books.json with their times
 * as they were at SEEDED_BOOKS_EPOCH. Reading them spares Node's worlds faker's generation of the books;
 * tests/adapters/seeded-access-books.test.ts fails when the file no longer matches what the generator makes.
 */
export type SeededAccessBooks = Readonly<Record<string, AccessBook>>;

/** The world time the stored books were generated at: every time in them moves by (now − epoch) when read. */
export const SEEDED_BOOKS_EPOCH = Date.UTC(2026, 0, 1);
/** The seed and colleagues per tenant the stored books were generated with (the demo's defaults). */
export const SEEDED_BOOKS_SEED = 20_261_122;
export const SEEDED_BOOKS_USERS = 36;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Every ISO time in `value` moved by `ms` (a fresh copy: the stored books are never changed). Equal times come out as
 * one string: a book of 10,000 users was made over a year of days, so their creation times are a few hundred strings
 * held once rather than 10,000 (about 0.35 MB of a demo page's heap).
 */
export function shiftedTimes<T>(value: T, ms: number): T {
  const moved = new Map<string, string>();
  const shift = (item: unknown): unknown => {
    if (typeof item === 'string') {
      if (!ISO_TIME.test(item)) return item;
      let time = moved.get(item);
      if (time === undefined) moved.set(item, (time = new Date(Date.parse(item) + ms).toISOString()));
      return time;
    }
    if (Array.isArray(item)) return item.map(shift);
    if (item !== null && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, shift(inner)]));
    return item;
  };
  return shift(value) as T;
}

/**
 * The tenant's stored book as the generator would make it at `now`, or null when the world's seed or number of
 * colleagues is not the stored one (the caller generates it then). The file (about 8 KB gz) is imported only when a book
 * is read here: Node's worlds (use cases, tests, the server) read it; a browser's demo reads the books its build
 * generated (built-histories.ts) first, so the file never travels with a demo route.
 */
export async function seededAccessBook(seed: number, generatedUsers: number, tenant: string, now: number): Promise<AccessBook | null> {
  if (seed !== SEEDED_BOOKS_SEED || generatedUsers !== SEEDED_BOOKS_USERS) return null;
  const stored = (await import('./seeded-access-books.json')).default as unknown as SeededAccessBooks;
  const book = Object.hasOwn(stored, tenant) ? stored[tenant] : undefined;
  return book ? shiftedTimes(book, now - SEEDED_BOOKS_EPOCH) : null;
}
