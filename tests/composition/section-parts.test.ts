import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Binder } from '../../src/composition/adapter-set';
import { readConfig } from '../../src/composition/app-config';
import { applicationSet } from '../../src/composition/application.module';
import type { BindingContext, Token } from '../../src/composition/bindings/binding-context';
import { buildBrowserContainer } from '../../src/composition/browser-container';
import { adapterSet as realSet } from '../../src/composition/real-adapters.module';
import { ADMIN_SECTIONS, sectionKeyOfFile } from '../../src/ui/admin/sections/section-registry';

const root = path.resolve(import.meta.dirname, '../..');
const sectionsDir = path.join(root, 'src/ui/admin/sections');
const PARTS = Object.entries(applicationSet.sectionParts ?? {});

/** The class tokens a part's binders bind, by name. */
async function boundBy(part: () => Promise<readonly Binder[]>): Promise<Map<string, Token>> {
  const tokens = new Map<string, Token>();
  const recording = {
    bind: (token: Token) => {
      if (typeof token === 'function') tokens.set(token.name, token);
      const scope = { inSingletonScope: () => undefined, inTransientScope: () => undefined };
      return { toDynamicValue: () => scope, toConstantValue: () => undefined };
    },
    onActivation: () => undefined,
    config: readConfig({}),
  } as unknown as BindingContext;
  for (const binder of await part()) binder(recording);
  return tokens;
}

/** A section's files: its component file beside the registry, or its folder. */
function sectionFiles(key: string): string[] {
  const folder = path.join(sectionsDir, key);
  if (existsSync(folder) && statSync(folder).isDirectory())
    return readdirSync(folder)
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.join(folder, name));
  return readdirSync(sectionsDir)
    .filter((name) => name.endsWith('Section.tsx') && sectionKeyOfFile(name) === key)
    .map((name) => path.join(sectionsDir, name));
}

/** An import or re-export: the braces' names (if any) and the module it names. */
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?(?:\{([^}]*)\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+)\s+from\s+'([^']+)'/g;

/** The names a section's UI code imports from the application layer, following the UI files it imports in turn. */
function applicationNamesUsedBy(key: string): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const stack = sectionFiles(key);
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, list = '', from = ''] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!from.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), from);
      if (target.startsWith(path.join(root, 'src/application'))) {
        for (const name of list.split(',')) if (!/^\s*type\s/.test(name) && name.trim()) names.add(name.trim().split(/\s+as\s+/)[0] ?? '');
        continue;
      }
      const resolved = ['.ts', '.tsx'].map((ext) => target + ext).find((candidate) => existsSync(candidate));
      if (resolved?.startsWith(path.join(root, 'src/ui'))) stack.push(resolved);
    }
  }
  return names;
}

describe("an admin section's own services load with it", () => {
  it('names sections that exist', () => {
    expect(PARTS.length).toBeGreaterThan(0);
    for (const [key] of PARTS) expect(Object.keys(ADMIN_SECTIONS)).toContain(key);
  });

  it.each(Object.keys(ADMIN_SECTIONS))('the %s section loads the part of each service of its own it asks for', async (key) => {
    const used = applicationNamesUsedBy(key);
    expect(sectionFiles(key).length).toBeGreaterThan(0);
    for (const [, part] of new Map(PARTS.map(([, loader]) => [loader, loader])))
      for (const name of (await boundBy(part)).keys())
        if (used.has(name)) expect(applicationSet.sectionParts?.[key], `${key} uses ${name}`).toBe(part);
  });

  it.each(PARTS)('in production, what the %s section loads builds every service its part binds', async (key, part) => {
    const { get, loadLater, loadSections } = buildBrowserContainer(realSet, readConfig({ VITE_ADAPTERS: 'real' }));
    await loadLater();
    await loadSections(key);
    for (const token of (await boundBy(part)).values()) expect(() => get<unknown>(token)).not.toThrow();
  });

  it('the users section does not load the dashboard figures', async () => {
    const { get, loadLater, loadSections } = buildBrowserContainer(realSet, readConfig({ VITE_ADAPTERS: 'real' }));
    await loadLater();
    await loadSections('users');
    const dashboard = applicationSet.sectionParts?.dashboard;
    expect(dashboard).toBeDefined();
    for (const token of (await boundBy(dashboard ?? (async () => []))).values()) expect(() => get<unknown>(token)).toThrow();
  });
});
