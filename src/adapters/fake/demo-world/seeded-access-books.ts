import type { AccessBook } from './access-generator';
import stored from './seeded-access-books.json';

/**
 * The access books (users, devices, IP ranges, registrations) the demo world generates with its default seed and
 * number of colleagues, written once by scripts/demo-access-books.ts into seeded-access-books.json with their times
 * as they were at SEEDED_BOOKS_EPOCH. Reading them spares the users screens faker (about 50 KB gz) on every visit;
 * tests/adapters/seeded-access-books.test.ts fails when the file no longer matches what the generator makes.
 */
export type SeededAccessBooks = Readonly<Record<string, AccessBook>>;

/** The world time the stored books were generated at: every time in them moves by (now − epoch) when read. */
export const SEEDED_BOOKS_EPOCH = Date.UTC(2026, 0, 1);
/** The seed and colleagues per tenant the stored books were generated with (the demo's defaults). */
export const SEEDED_BOOKS_SEED = 20_261_122;
export const SEEDED_BOOKS_USERS = 36;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Every ISO time in `value` moved by `ms` (a fresh copy: the stored books are never changed). */
export function shiftedTimes<T>(value: T, ms: number): T {
  if (typeof value === 'string') return (ISO_TIME.test(value) ? new Date(Date.parse(value) + ms).toISOString() : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => shiftedTimes(item, ms)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftedTimes(item, ms)])) as T;
  return value;
}

/**
 * The tenant's stored book as the generator would make it at `now`, or null when the world's seed or number of
 * colleagues is not the stored one (the caller generates it then). The file comes with the access store's module (about
 * 8 KB gz), so a book is read without waiting for another download.
 */
export function seededAccessBook(seed: number, generatedUsers: number, tenant: string, now: number): AccessBook | null {
  if (seed !== SEEDED_BOOKS_SEED || generatedUsers !== SEEDED_BOOKS_USERS) return null;
  const book = (stored as unknown as SeededAccessBooks)[tenant];
  return book ? shiftedTimes(book, now - SEEDED_BOOKS_EPOCH) : null;
}
