import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../src/ui/theme/theme';

/**
 * The Chakra recipes each Chakra export the console imports draws with (its own and those of the parts it renders
 * inside, read from @chakra-ui/react 3.37's components: a checkbox's checkmark, a radio's radiomark, a field's icon, a
 * button's spinner). The console's system holds only these recipes: a component missing here would render unstyled.
 */
const RECIPES_OF: Readonly<Record<string, readonly string[]>> = {
  Alert: ['alert'],
  Badge: ['badge'],
  Box: [],
  Button: ['button', 'spinner'],
  ButtonGroup: [],
  Card: ['card'],
  Center: [],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  Code: ['code'],
  Collapsible: ['collapsible'],
  Combobox: ['combobox'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field', 'icon'],
  Fieldset: ['fieldset'],
  Flex: [],
  Grid: [],
  HStack: [],
  Heading: ['heading'],
  IconButton: ['button', 'spinner'],
  Image: [],
  Input: ['input'],
  Kbd: ['kbd'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Portal: [],
  Progress: ['progress'],
  RadioGroup: ['radioGroup', 'radiomark'],
  SimpleGrid: [],
  Skeleton: ['skeleton'],
  SkeletonText: ['skeleton'],
  Spinner: ['spinner'],
  Stack: [],
  Stat: ['stat'],
  Switch: ['switch'],
  Table: ['table'],
  Tabs: ['tabs'],
  Text: [],
  Textarea: ['textarea'],
  Toast: ['toast'],
  Toaster: ['toast'],
  VisuallyHidden: [],
  Wrap: [],
};
/** Exports that are not components (types, the provider, functions). */
const NOT_COMPONENTS = new Set([
  'BoxProps',
  'ButtonProps',
  'ChakraProvider',
  'CreateToasterReturn',
  'FieldRootProps',
  'GridProps',
  'InputProps',
  'TextareaProps',
  'createListCollection',
  'SystemStyleObject',
  'createToaster',
  'useBreakpointValue',
  'useFieldContext',
  'useMenu', // the menu's state (LoadedMenu), drawn by Menu, whose recipe is checked
  'useRecipe', // the recipes src/ asks these two hooks for are checked apart, by key
  'useSlotRecipe',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Every name the given files import from '@chakra-ui/react' (the theme itself aside). */
function chakraImports(files: readonly string[]): string[] {
  const names = new Set<string>();
  for (const file of files) {
    if (file.includes(`${path.sep}theme${path.sep}`)) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g))
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
  }
  return [...names].sort();
}

/** The file a relative import names (.ts, .tsx or a folder's index), or null. */
function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

/**
 * The login route's code: the files the browser entry reaches through static imports (`import(…)` is a lazy chunk,
 * `import type` is erased), i.e. what renders before the signed-in screens' chunks load.
 */
function loginRouteFiles(): string[] {
  const seen = new Set<string>();
  const stack = [path.join(SRC, 'composition', 'main.tsx')];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'(\.[^']+)'/gm)) {
      if (match[1]) continue;
      const target = resolveImport(file, match[2]);
      if (target) stack.push(target);
    }
  }
  return [...seen];
}

describe("the console's Chakra system", () => {
  const imported = chakraImports(sourceFiles(SRC));
  const loginRoute = loginRouteFiles();
  const importedBeforeSignIn = chakraImports(loginRoute);

  it('knows the recipes of every Chakra component src/ imports', () => {
    const unknown = imported.filter((name) => !NOT_COMPONENTS.has(name) && !(name in RECIPES_OF));
    expect(unknown).toEqual([]);
  });

  it('holds every recipe src/ reads by key (useRecipe, useSlotRecipe)', () => {
    const keys = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/use(?:Slot)?Recipe\(\{\s*key:\s*'(\w+)'/g)].map((match) => match[1]),
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !system.hasRecipe(key))).toEqual([]);
  });

  it.each(imported.filter((name) => name in RECIPES_OF))('holds the recipes %s draws with', (name) => {
    const missing = RECIPES_OF[name].filter((key) => !system.hasRecipe(key));
    expect(missing).toEqual([]);
  });

  it("imports Chakra's theme files one by one, never its theme entry (which would put every recipe in the login route)", () => {
    const barrel = sourceFiles(SRC).filter((file) => readFileSync(file, 'utf8').includes("'@chakra-ui/react/theme'"));
    expect(barrel.map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it('finds the login route by its imports (the login page in it, the signed-in shell not)', () => {
    expect(loginRoute).toContain(path.join(SRC, 'ui', 'login', 'LoginPage.tsx'));
    expect(loginRoute).not.toContain(path.join(SRC, 'ui', 'app', 'AuthenticatedShell.tsx'));
  });

  it('keeps Chakra out of the login route: its screens are plain elements (src/ui/public), Chakra loads after sign-in', () => {
    expect(importedBeforeSignIn).toEqual([]);
    const themed = loginRoute.filter((file) => /from '(@chakra-ui|@emotion|chakra-theme)/.test(readFileSync(file, 'utf8')));
    expect(themed.map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it("keeps Chakra's default tokens (light and dark), text styles and preflight", () => {
    // Two changes: the neutral focus ring of the light theme is darker (3:1 at least on white), and a colour of its
    // own for form fields' edges (field-edge.ts), gray.500 in both themes.
    const light = '"--chakra-colors-gray-focus-ring":"var(--chakra-colors-gray-600)"';
    const fieldEdge = ',"--chakra-colors-border-field":"var(--chakra-colors-gray-500)"';
    const chakras = JSON.stringify(defaultSystem.getTokenCss());
    for (const tokens of [system].map((s) => JSON.stringify(s.getTokenCss()))) {
      expect(tokens).toContain(light);
      expect(tokens.split(fieldEdge)).toHaveLength(3);
      expect(tokens.replace(light, light.replace('gray-600', 'gray-400')).replaceAll(fieldEdge, '')).toEqual(chakras);
    }
    expect(system.getPreflightCss()).toEqual(defaultSystem.getPreflightCss());
    expect(system.css({ textStyle: 'sm' })).toEqual(defaultSystem.css({ textStyle: 'sm' }));
  });

  it('uses the recipes of the default system unchanged, but for the edge of form fields and their read-only look', () => {
    for (const key of ['button', 'spinner']) expect(system.getRecipe(key)).toEqual(defaultSystem.getRecipe(key));
    for (const key of ['field', 'alert', 'menu', 'toast']) expect(system.getSlotRecipe(key)).toEqual(defaultSystem.getSlotRecipe(key));
    // The outline variant's edge of each kind of field is the field edge colour, and a read-only field is drawn as
    // one (a dashed edge on a muted ground); the rest of the recipe is Chakra's.
    const edged = (recipe: unknown, path: readonly string[]) => {
      const copy = structuredClone(recipe) as Record<string, unknown>;
      let outline = (copy.variants as { variant: { outline: Record<string, unknown> } }).variant.outline;
      for (const part of path) outline = outline[part] as Record<string, unknown>;
      expect(outline.borderColor).toBe('border.field');
      expect(outline._readOnly).toEqual({ borderStyle: 'dashed', bg: 'bg.muted', cursor: 'default' });
      outline.borderColor = 'border';
      delete outline._readOnly;
      return copy;
    };
    for (const [key, system_] of [
      ['input', system],
      ['textarea', system],
    ] as const)
      expect(edged(system_.getRecipe(key), [])).toEqual(defaultSystem.getRecipe(key));
    for (const [key, part] of [
      ['combobox', 'input'],
      ['nativeSelect', 'field'],
    ] as const) {
      expect(edged(system.getSlotRecipe(key), [part])).toEqual(defaultSystem.getSlotRecipe(key));
    }
  });
});
