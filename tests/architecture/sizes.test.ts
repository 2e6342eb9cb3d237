import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Sizes (docs/architecture.md): no source file over 400 lines of code, no function over 80, in the console and its
 * server; blank lines and comments are not counted. eslint holds both: `max-lines` and `max-lines-per-function`.
 */
const REPO = join(import.meta.dirname, '../..');

/** A module of `code` statements, with a comment and a blank line after each of the first `padding`. */
function moduleOf(code: number, padding = 0): string {
  return Array.from({ length: code }, (_, i) => `export const value${i} = ${i};\n${i < padding ? '// one more\n\n' : ''}`).join('');
}

/** One linter for the file's cases: its config, parser and plugins are loaded once, not once per case. */
const eslint = new ESLint({ cwd: REPO });

async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(REPO, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? '');
}

describe('sizes', () => {
  it.each(['src/domain/probe/size-probe.ts', 'server/size-probe.ts'])(
    'eslint refuses a file of 401 lines of code in %s, and lets 400 with blank lines and comments pass',
    async (filePath) => {
      expect(await rulesBroken(moduleOf(401), filePath)).toContain('max-lines');
      expect(await rulesBroken(moduleOf(400, 100), filePath)).not.toContain('max-lines');
    },
    60_000,
  );

  it('eslint refuses a function of 81 lines', async () => {
    const body = Array.from({ length: 80 }, (_, i) => `  const v${i} = ${i};\n  void v${i};`).join('\n');
    const code = `export function probe(): void {\n${body}\n}\n`;
    expect(await rulesBroken(code, 'src/domain/probe/long-function.ts')).toContain('max-lines-per-function');
  }, 60_000);
});
