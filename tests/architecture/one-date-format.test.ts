import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dates on screen, in PDFs and in CSVs come from one formatter (src/domain/format/date-time.ts) so a page never shows
 * two formats. A runtime's own date formatting (toLocale…String, Intl.DateTimeFormat) writes a second one; only
 * computations that read a time zone's wall clock, never shown as such, may use Intl.
 */
const ROOT = join(import.meta.dirname, '../../src');
const SECOND_FORMAT = /\.toLocale(?:Date|Time)?String\(|new Intl\.DateTimeFormat\(|Intl\.DateTimeFormat\([^)]/;
/** Reads a zone's wall clock in 'en-CA' parts to count actions per hour; never shown as written. */
const ALLOWED = new Set(['domain/audit/actions-per-hour.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one date and time format', () => {
  it('no source formats a date but the one formatter', () => {
    const offenders = sources(ROOT)
      .map((path) => relative(ROOT, path).replaceAll('\\\\', '/'))
      .filter((path) => !ALLOWED.has(path) && SECOND_FORMAT.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
