import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APPLICATION = path.resolve(import.meta.dirname, '../../src/application');

function filesEndingWith(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingWith(full, suffix);
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}

/** docs/architecture.md: a use case is one exported class with one `execute`; an object with several calls is a facade. */
describe('role shapes: every *.use-case.ts exports one class with one execute', () => {
  const useCases = filesEndingWith(APPLICATION, '.use-case.ts');

  it('finds the use cases', () => {
    expect(useCases.length).toBeGreaterThan(20);
  });

  it.each(useCases.map((file) => [path.relative(APPLICATION, file), file]))('%s', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text.match(/^export class \w+UseCase\b/gm) ?? []).toHaveLength(1);
    expect(text.match(/^export class /gm) ?? []).toHaveLength(1);
    expect(text.match(/^ {2}(?:async )?execute(?:<[^>]*>)?\(/gm) ?? []).toHaveLength(1);
  });
});
