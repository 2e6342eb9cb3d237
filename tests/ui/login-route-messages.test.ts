import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { LOGIN_ROUTE_ENGLISH } from '../../src/ui/i18n/i18n';

const src = path.resolve(import.meta.dirname, '../../src');
/** What the login route loads: the entry and the production adapters' login part (the demo's is alike). */
const ROOTS = ['composition/main.tsx', 'composition/real-adapters.module.ts', 'composition/fake-adapters.module.ts'];

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

/** Every source file reachable from the roots through static (not `import()`, not type-only) imports. */
function loginRouteFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'/gm)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target) visit(target);
    }
  };
  for (const root of ROOTS) visit(path.join(src, root));
  return [...seen];
}

/**
 * The top-level keys of locales/en.json a file names: a namespace by one of its keys (`'login.email'`,
 * `` `codes.${code}` ``), a plain message by itself (`'unavailable'`).
 */
function namespacesNamedIn(text: string): string[] {
  return Object.entries(en)
    .filter(([key, value]) => {
      const name = key.replace(/-/g, '\\-');
      return new RegExp(typeof value === 'string' ? `['"\`]${name}['"\`]` : `['"\`]${name}\\.`).test(text);
    })
    .map(([key]) => key);
}

describe("the login route's English (i18n.ts LOGIN_ROUTE_ENGLISH; the rest comes with the signed-in screens)", () => {
  const files = loginRouteFiles();

  it('follows the imports from the entry through the login screen', () => {
    expect(files.some((file) => file.endsWith(path.join('ui', 'login', 'LoginPage.tsx')))).toBe(true);
    expect(files.some((file) => file.endsWith(path.join('ui', 'app', 'AuthenticatedShell.tsx')))).toBe(false);
  });

  it.each(files.map((file) => [path.relative(src, file)]))('holds every namespace %s names', (file) => {
    const missing = namespacesNamedIn(readFileSync(path.join(src, file), 'utf8')).filter(
      (namespace) => !(namespace in LOGIN_ROUTE_ENGLISH),
    );
    expect(missing).toEqual([]);
  });

  it('carries no namespace that code does not name (the rest loads with the signed-in screens)', () => {
    const named = new Set(files.flatMap((file) => namespacesNamedIn(readFileSync(file, 'utf8'))));
    expect(Object.keys(LOGIN_ROUTE_ENGLISH).filter((namespace) => !named.has(namespace))).toEqual([]);
  });

  it('is English itself, namespace by namespace', () => {
    for (const [namespace, messages] of Object.entries(LOGIN_ROUTE_ENGLISH)) expect(messages).toEqual(en[namespace as keyof typeof en]);
  });
});
