import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A file is split at a seam, not trimmed under 400 lines by moving part of it away and re-exporting it whole: a type
 * lives beside its main user and is imported from there, so `export * from` has no place in src.
 */
const ROOT = join(import.meta.dirname, '../../src');
const EXPORT_ALL = /^\s*export \*(?: as \w+)? from /m;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('split at seams', () => {
  it('no source re-exports another module whole', () => {
    const offenders = sources(ROOT)
      .filter((path) => EXPORT_ALL.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path).replaceAll('\\', '/'));
    expect(offenders).toEqual([]);
  });
});
