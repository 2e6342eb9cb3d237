import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:demo-seed';
const RESOLVED = `\0${ID}`;
/** The demo's seed when VITE_DEMO_SEED is not set (src/composition/app-config.ts reads the same). */
export const DEFAULT_DEMO_SEED = '20261122';
/** Where the dev server answers a tenant's history (a build emits each as an asset of its own instead). */
const DEV_PATH = '/@demo-seed/history/';

interface Seed {
  readonly seed: number;
  readonly epoch: number;
  readonly tenantIds: readonly string[];
  readonly histories: Readonly<Record<string, unknown>>;
}

/** Runs scripts/demo-seed.ts (the demo world's generators, with faker, in Node) and reads what it wrote. */
function generate(root: string, seed: number): Seed {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-seed-'));
  try {
    const file = path.join(dir, 'seed.json');
    const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const run = spawnSync(process.execPath, [tsx, path.join(root, 'scripts', 'demo-seed.ts'), String(seed), file], {
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
 * (VITE_DEMO_SEED), generated once per build by the same generators, with faker, in Node. Each history is a JSON file
 * of its own, fetched when the demo first reads that tenant: the browser draws its seeded incidents without loading
 * faker, and once read the file's text and the stored form are garbage (a module's text and exports would stay in
 * the heap for the page's life). Only a demo build imports it (src/composition/bindings/demo-seed.browser.ts), so a
 * production build never generates anything.
 */
export function demoSeed(seed: number): Plugin {
  let root = process.cwd();
  let serving = false;
  let generated: Seed | null = null;
  const built = (): Seed => (generated ??= generate(root, seed));
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
        const tenant = request.url?.startsWith(DEV_PATH) ? decodeURIComponent(request.url.slice(DEV_PATH.length)) : null;
        const history = tenant === null ? undefined : built().histories[tenant];
        if (history === undefined) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(history));
      });
    },
    resolveId(source) {
      return source === ID ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      const { histories, ...rest } = built();
      const loaders = Object.entries(histories).map(([tenant, history]) => {
        if (serving) return `${JSON.stringify(tenant)}: ${fetched(JSON.stringify(`${DEV_PATH}${encodeURIComponent(tenant)}`))}`;
        const file = this.emitFile({ type: 'asset', name: `demo-history-${tenant}.json`, source: JSON.stringify(history) });
        return `${JSON.stringify(tenant)}: ${fetched(`import.meta.ROLLUP_FILE_URL_${file}`)}`;
      });
      return `export const BUILT_SEED = { ...${JSON.stringify(rest)}, histories: { ${loaders.join(', ')} } };`;
    },
  };
}
