import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * One MobX idiom (docs/architecture.md): a view model or UI model makes itself observable with makeObservableExcept
 * (src/ui/shared/make-observable-except.ts), the one file that calls MobX's makeAutoObservable. eslint's
 * no-restricted-imports holds it; the scan also catches a call reached another way (a namespace import).
 */
const REPO = join(import.meta.dirname, '../..');
const SRC = join(REPO, 'src');
const HELPER = 'ui/shared/make-observable-except.ts';
const OTHER_IDIOM = /\bmake(?:Auto)?Observable\s*[<(]/;
/** One linter for the file's cases: its config, parser and plugins are loaded once, not once per case. */
const eslint = new ESLint({ cwd: REPO });

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one MobX idiom', () => {
  it('no source but the helper calls makeAutoObservable or makeObservable', () => {
    const offenders = sources(SRC)
      .map((path) => relative(SRC, path).replaceAll('\\', '/'))
      .filter((path) => path !== HELPER && OTHER_IDIOM.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it.each([
    ['makeAutoObservable', 'src/ui/incident/probe.view-model.ts'],
    ['makeObservable', 'src/ui/admin/probe.model.ts'],
  ])(
    'eslint refuses importing %s in %s',
    async (name, filePath) => {
      const code = `import { ${name} } from 'mobx';\n\nexport class Probe {\n  shown = false;\n\n  constructor() {\n    ${name}(this, {});\n  }\n}\n`;
      const [result] = await eslint.lintText(code, { filePath: join(REPO, filePath) });
      expect(result?.messages.map((message) => message.ruleId)).toContain('no-restricted-imports');
    },
    60_000,
  );

  it('eslint lets the helper call makeAutoObservable', async () => {
    const [result] = await eslint.lintFiles([join(SRC, HELPER)]);
    expect(result?.messages).toEqual([]);
  }, 60_000);
});
