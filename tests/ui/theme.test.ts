import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../src/ui/theme/theme';

/**
 * The Chakra recipes each Chakra export the console imports draws with (its own and those of the parts it renders
 * inside, read from @chakra-ui/react 3.37's components: a field's icon, a button's spinner). A checkbox's checkmark and
 * a radio's radiomark are drawn unstyled, in the styles of the checkbox's and radio group's own recipes, so they need
 * none. The console's system holds some of these recipes; the others are given where the component is drawn (LATE): a
 * component whose recipe is in neither place would render unstyled.
 */
const RECIPES_OF: Readonly<Record<string, readonly string[]>> = {
  Alert: ['alert'],
  Badge: ['badge'],
  Box: [],
  Button: ['button', 'spinner'],
  ButtonGroup: [],
  Card: ['card'],
  Center: [],
  Checkbox: ['checkbox'],
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
  RadioGroup: ['radioGroup'],
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
  chakra: [], // the factory of styled elements (chakra.span), drawn with the styles they are given
};
/** Exports that are not components (types, the provider, functions). */
const NOT_COMPONENTS = new Set([
  'BoxProps',
  'ButtonProps',
  'ChakraProvider',
  'FieldRootProps',
  'GridProps',
  'HTMLChakraProps',
  'InputProps',
  'TextareaProps',
  'createListCollection',
  'createSlotRecipeContext', // the slot recipe it reads by key is checked apart, as the hooks' below
  'SystemStyleObject',
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

/**
 * The recipes given where their component is drawn, one module each in src/ui/theme/recipes (`data-list.ts` holds
 * `dataListRecipe`, the recipe Chakra keys `dataList`), so each loads with the screens that draw the component.
 */
const LATE_MODULES = import.meta.glob<Record<string, unknown>>('../../src/ui/theme/recipes/*.ts', { eager: true });
const LATE = new Map(
  Object.entries(LATE_MODULES).map(([file, exports]) => {
    const name = path.basename(file, '.ts');
    const key = name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    return [key, { name, exports }] as const;
  }),
);

/**
 * The opening tags of `element` (`Dialog.Root`, `Kbd`) in `text`, attributes included: braces are followed, so the
 * `>` of an arrow function in an attribute does not end the tag.
 */
function openingTags(text: string, element: string): string[] {
  const tags: string[] = [];
  for (const match of text.matchAll(new RegExp(`<${element.replace('.', '\\.')}(?=[\\s/>])`, 'g'))) {
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}') depth--;
      else if (text[end] === '>' && depth === 0) break;
    }
    tags.push(text.slice(match.index, end + 1));
  }
  return tags;
}

/** The elements of a Chakra component that read its recipe: a slot recipe's root (or root provider), else itself. */
function recipeReaders(component: string, key: string): string[] {
  return defaultSystem.isSlotRecipe(key) ? [`${component}.Root`, `${component}.RootProvider`] : [component];
}

/** Does `file` import `name` from Chakra? */
function importsFromChakra(text: string, name: string): boolean {
  return [...text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)].some((match) =>
    match[1].split(',').some((part) => part.trim().split(/\s+as\s+/)[0] === name),
  );
}

describe("the console's Chakra system", () => {
  const imported = chakraImports(sourceFiles(SRC));
  const loginRoute = loginRouteFiles();
  const importedBeforeSignIn = chakraImports(loginRoute);

  it('knows the recipes of every Chakra component src/ imports', () => {
    const unknown = imported.filter((name) => !NOT_COMPONENTS.has(name) && !(name in RECIPES_OF));
    expect(unknown).toEqual([]);
  });

  it('holds every recipe src/ reads by key (useRecipe, useSlotRecipe, createSlotRecipeContext)', () => {
    const keys = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:use(?:Slot)?Recipe|createSlotRecipeContext)\(\{\s*key:\s*'(\w+)'/g)].map(
        (match) => match[1],
      ),
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !system.hasRecipe(key))).toEqual([]);
  });

  it.each(imported.filter((name) => name in RECIPES_OF))('has the recipes %s draws with', (name) => {
    const missing = RECIPES_OF[name].filter((key) => !system.hasRecipe(key) && !LATE.has(key));
    expect(missing).toEqual([]);
    // A recipe the system leaves out is given to each element that reads it, from its module in src/ui/theme/recipes.
    for (const key of RECIPES_OF[name].filter((key_) => !system.hasRecipe(key_))) {
      const given = new RegExp(`\\srecipe=\\{${key}Recipe\\}`);
      const imported_ = new RegExp(`import\\s+\\{\\s*${key}Recipe\\s*\\}\\s+from\\s+'(\\.\\.?/)+theme/recipes/${LATE.get(key)!.name}'`);
      let drawn = 0;
      for (const file of sourceFiles(SRC).filter((file_) => !file_.includes(`${path.sep}theme${path.sep}`))) {
        const text = readFileSync(file, 'utf8');
        if (!importsFromChakra(text, name)) continue;
        const tags = recipeReaders(name, key).flatMap((element) => openingTags(text, element));
        drawn += tags.length;
        expect(
          tags.filter((tag) => !given.test(tag)),
          path.relative(SRC, file),
        ).toEqual([]);
        if (tags.length > 0) expect(text, path.relative(SRC, file)).toMatch(imported_);
      }
      expect(drawn).toBeGreaterThan(0);
    }
  });

  it("leaves out of the system the recipes given where they are drawn, each a recipe of Chakra's under its own key", () => {
    expect(LATE.size).toBeGreaterThan(0);
    for (const [key, { exports }] of LATE) {
      expect(Object.keys(exports)).toEqual([`${key}Recipe`]);
      expect(defaultSystem.hasRecipe(key)).toBe(true);
      expect(system.hasRecipe(key)).toBe(false);
    }
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
    for (const key of ['field', 'alert', 'toast']) expect(system.getSlotRecipe(key)).toEqual(defaultSystem.getSlotRecipe(key));
    const late = (key: string) => LATE.get(key)!.exports[`${key}Recipe`];
    const edgedLater = new Set(['textarea', 'combobox', 'checkbox', 'radioGroup', 'switch']);
    for (const key of [...LATE.keys()].filter((key_) => !edgedLater.has(key_)))
      expect(late(key)).toEqual(defaultSystem.isSlotRecipe(key) ? defaultSystem.getSlotRecipe(key) : defaultSystem.getRecipe(key));
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
    expect(edged(system.getRecipe('input'), [])).toEqual(defaultSystem.getRecipe('input'));
    expect(edged(late('textarea'), [])).toEqual(defaultSystem.getRecipe('textarea'));
    expect(edged(system.getSlotRecipe('nativeSelect'), ['field'])).toEqual(defaultSystem.getSlotRecipe('nativeSelect'));
    expect(edged(late('combobox'), ['input'])).toEqual(defaultSystem.getSlotRecipe('combobox'));
    // An unchecked checkbox's and radio's edge is the field edge colour too (withCheckEdge); the rest is Chakra's.
    for (const [key, part] of [
      ['checkbox', 'control'],
      ['radioGroup', 'itemControl'],
    ] as const) {
      const copy = structuredClone(late(key)) as { variants: { variant: { solid: Record<string, { borderColor?: string }> } } };
      expect(copy.variants.variant.solid[part].borderColor).toBe('border.field');
      const chakras = defaultSystem.getSlotRecipe(key) as unknown as typeof copy;
      copy.variants.variant.solid[part].borderColor = chakras.variants.variant.solid[part].borderColor;
      if (copy.variants.variant.solid[part].borderColor === undefined) delete copy.variants.variant.solid[part].borderColor;
      expect(copy).toEqual(chakras);
    }
    // A switch's track when off too (withSwitchTrack).
    const switch_ = structuredClone(late('switch')) as { variants: { variant: { solid: { control: { bg: string } } } } };
    expect(switch_.variants.variant.solid.control.bg).toBe('border.field');
    switch_.variants.variant.solid.control.bg = 'bg.emphasized';
    expect(switch_).toEqual(defaultSystem.getSlotRecipe('switch'));
  });
});
