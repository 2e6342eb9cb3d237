import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:demo-seed';
const RESOLVED = `\0${ID}`;
/** The demo's seed when VITE_DEMO_SEED is not set (src/composition/app-config.ts reads the same). */
export const DEFAULT_DEMO_SEED = '20261122';
/** Generated colleagues per tenant when VITE_DEMO_USERS is not set (app-config.ts's DEFAULT_DEMO_USERS). */
export const DEFAULT_DEMO_USERS = '36';
/** Where the dev server answers a tenant's history or book (a build emits each as an asset of its own instead). */
const DEV_PATH = '/@demo-seed/';

interface Seed {
  readonly seed: number;
  readonly epoch: number;
  readonly users: number;
  readonly tenantIds: readonly string[];
  readonly histories: Readonly<Record<string, unknown>>;
  readonly books: Readonly<Record<string, unknown>>;
  readonly signIns: Readonly<Record<string, unknown>>;
  /** null in a seed holding nothing (the unit tests'). */
  readonly speedTests: unknown;
}

/** The seed's parts a browser loads one file at a time: each tenant's history, access book and sign-in history. */
const PARTS = ['histories', 'books', 'signIns'] as const;
/** The part of the seed a browser loads as one file: the speed tests (all tenants' in one list). */
const WHOLE = 'speedTests';

/** Runs scripts/demo-seed.ts (the demo world's generators, with faker, in Node) and reads what it wrote. */
function generate(root: string, seed: number, users: number): Seed {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-seed-'));
  try {
    const file = path.join(dir, 'seed.json');
    const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const run = spawnSync(process.execPath, [tsx, path.join(root, 'scripts', 'demo-seed.ts'), String(seed), String(users), file], {
      cwd: root,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`scripts/demo-seed.ts failed: ${run.stderr || run.stdout}`);
    return JSON.parse(readFileSync(file, 'utf8')) as Seed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `virtual:demo-seed`: the demo world's seed generated at build time (`BUILT_SEED`, read by
 * src/adapters/fake/demo-world/built-histories.ts): each tenant's usual incident history for the build's seed
 * (VITE_DEMO_SEED), its access book with the build's number of colleagues (VITE_DEMO_USERS) and its sign-in history,
 * and the demo accounts' speed tests, generated once per build by the same generators, with faker, in Node. Each
 * history, book, sign-in history and the speed tests are a JSON file of their own, fetched when the demo first reads that tenant: the browser draws its seeded incidents without loading
 * faker, and once read the file's text and the stored form are garbage (a module's text and exports would stay in
 * the heap for the page's life). Only a demo build imports it (src/composition/bindings/demo-seed.browser.ts), so a
 * production build never generates anything.
 */
export function demoSeed(seed: number, users: number, options: { readonly generate: boolean } = { generate: true }): Plugin {
  let root = process.cwd();
  let serving = false;
  // The unit tests (vitest.config.ts) generate nothing: their worlds draw every history with faker in Node, and a
  // composition test binding the browser's part gets a seed holding no tenant.
  const none: Seed = { seed, epoch: 0, users, tenantIds: [], histories: {}, books: {}, signIns: {}, speedTests: null };
  let generated: Seed | null = options.generate ? null : none;
  const built = (): Seed => (generated ??= generate(root, seed, users));
  const fetched = (url: string): string => `() => fetch(${url}).then((answer) => answer.json())`;
  return {
    name: 'demo-seed',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      serving = config.command === 'serve';
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const [part, tenant] = request.url?.startsWith(DEV_PATH) ? request.url.slice(DEV_PATH.length).split('/') : [];
        const found = PARTS.find((name) => name === part);
        const value = part === WHOLE ? built()[WHOLE] : found && tenant ? built()[found][decodeURIComponent(tenant)] : undefined;
        if (value === undefined) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(value));
      });
    },
    resolveId(source) {
      return source === ID ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      const { histories, books, signIns, speedTests, ...rest } = built();
      /** The loader of one file: served by the dev server at `address`, or emitted as an asset `name` of the build. */
      const loaderOf = (address: string, name: string, value: unknown): string => {
        if (serving) return fetched(JSON.stringify(`${DEV_PATH}${address}`));
        const file = this.emitFile({ type: 'asset', name, source: JSON.stringify(value) });
        return fetched(`import.meta.ROLLUP_FILE_URL_${file}`);
      };
      const loadersOf = (part: (typeof PARTS)[number], values: Readonly<Record<string, unknown>>): string =>
        Object.entries(values)
          .map(
            ([tenant, value]) =>
              `${JSON.stringify(tenant)}: ${loaderOf(`${part}/${encodeURIComponent(tenant)}`, `demo-${part}-${tenant}.json`, value)}`,
          )
          .join(', ');
      const parts = PARTS.map((part) => `${part}: { ${loadersOf(part, { histories, books, signIns }[part])} }`);
      return `export const BUILT_SEED = { ...${JSON.stringify(rest)}, ${parts.join(', ')}, ${WHOLE}: ${speedTests === null ? 'null' : loaderOf(WHOLE, `demo-${WHOLE}.json`, speedTests)} };`;
    },
  };
}
