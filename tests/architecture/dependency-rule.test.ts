import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const ruleSet = require('../../.dependency-cruiser.cjs') as { forbidden: unknown[]; options: Record<string, unknown> };
const fixtures = path.resolve(import.meta.dirname, 'fixtures');

async function violationsIn(fixture: string): Promise<string[]> {
  const baseDir = path.join(fixtures, fixture);
  // The fixture's src/ and, where it has one, its server/ (npm run deps cruises both).
  const roots = ['src', 'server'].filter((root) => existsSync(path.join(baseDir, root)));
  const result = await cruise(roots, {
    baseDir,
    validate: true,
    ruleSet: { forbidden: ruleSet.forbidden } as never,
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => v.rule.name);
}

describe('ARCHITECTURE.md dependency rule (the check npm test runs)', () => {
  it('accepts a tree whose dependencies point inward', async () => {
    expect(await violationsIn('clean')).toEqual([]);
  });

  const fixtureRules = [
    ['domain-imports-react', 'domain-is-pure'],
    ['domain-imports-application', 'domain-is-pure'],
    ['application-imports-adapter', 'application-imports-domain-only'],
    ['ui-imports-adapter', 'ui-not-adapters-or-composition'],
    ['real-imports-fake', 'real-adapters-not-fake'],
    ['server-imports-ui', 'server-not-ui-or-browser'],
    ['server-imports-real', 'server-not-ui-or-browser'],
    ['src-imports-server', 'src-not-server'],
    ['adapters-import-ui', 'adapters-not-ui-or-composition'],
    ['fake-imports-sdk', 'fake-adapters-not-real-sdks'],
    ['faker-outside-fakes', 'faker-only-in-fakes'],
    ['circular-domain', 'no-circular'],
    ['feature-imports-feature', 'ui-features-apart'],
    ['feature-imports-root', 'ui-features-apart'],
    ['shared-imports-feature', 'ui-shared-imports-no-feature'],
    ['ui-asks-port', 'ui-ports-as-types'],
  ] as const;

  it.each(fixtureRules)('rejects %s with rule %s', async (fixture, rule) => {
    expect(await violationsIn(fixture)).toContain(rule);
  });

  it('has a fixture that breaks each rule of .dependency-cruiser.cjs', () => {
    const proven = new Set(fixtureRules.map(([, rule]) => rule as string));
    const names = (ruleSet.forbidden as { name: string }[]).map((rule) => rule.name);
    expect(names.filter((name) => !proven.has(name))).toEqual([]);
  });
});
