#!/usr/bin/env node
/**
 * Where a route's bytes go: `node scripts/bench/route-shares.mjs [--build] [--dir <outDir>] [--modules <n>] [route …]`
 * prints, for each route of a production build (real adapters), the gzipped JavaScript per npm package and per bundled
 * module of the app (src/, locales/), read from the build's manifest and source maps as library-shares.mjs shares a
 * file's gzipped size out. Routes: login, users, incidents, live (default: all four). `--build` builds the production
 * console with source maps into the directory first (default bench-results/production, the one `npm run bench --
 * builds` leaves).
 *
 * A route's chunks are what it loads statically, as the manifest says: the entry; for a signed-in route also the
 * signed-in shell, the container's after-sign-in parts, the HTTP client and the English strings every signed-in route
 * waits for, and the route's own screen (an admin section with the sections' container part and its own words, or the
 * incident pages) with their static imports. What a screen imports only when it runs (Apollo with the first GraphQL call, an SDK) is
 * not counted here: the bench's browser figures count it. The live route adds Agora's lazy chunks, as the bench's
 * budget does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './browser.mjs';
import { gzKb, liveRouteFigures } from './build-manifest.mjs';
import { librarySharesGzKb, moduleOf } from './library-shares.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const outDir = option('--dir', 'bench-results/production');
const moduleRows = Number(option('--modules', '25'));
const routes = args.filter((arg, i) => !arg.startsWith('--') && !['--dir', '--modules'].includes(args[i - 1]));

const SIGNED_IN = [
  'src/ui/app/AuthenticatedShell.tsx',
  'src/adapters/real/axios-client.ts',
  'locales/en.json?raw',
  'locales/admin/en.json',
  'src/ui/admin/sections/words.en.ts',
];
const SECTIONS = ['src/composition/real-adapters.sections.ts', 'src/composition/application.sections.ts'];
/** A section's own English words, loaded when it opens (src/ui/admin/sections/section-words.ts), when it has any. */
const sectionWords = (key) => `json-one-language:en:${root}/src/ui/admin/sections/${key}/words.json.js`;
const ROUTE_ROOTS = {
  login: () => [],
  users: () => [...SIGNED_IN, ...SECTIONS, 'src/ui/admin/sections/users/UsersSection.tsx', sectionWords('users')],
  incidents: () => [...SIGNED_IN, ...SECTIONS, 'src/ui/admin/sections/incidents/IncidentsSection.tsx', sectionWords('incidents')],
};

function routeFiles(manifest, route) {
  if (route === 'live') {
    const live = liveRouteFigures({ name: 'production', outDir, adapters: 'real' });
    return [...live.staticFiles, ...(live.sdkFiles['agora-rtc-sdk-ng'] ?? [])];
  }
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The container's after-sign-in parts: the entry's lazy chunks of src/composition, or the chunk a group gathers them in.
  const container = (manifest[entry].dynamicImports ?? []).filter(
    (key) => /^src\/composition\/(?!.*\.(sections|incident-pages)\.ts$)/.test(key) || key.startsWith('_'),
  );
  const roots = [entry, ...(route === 'login' ? [] : container), ...ROUTE_ROOTS[route]()];
  const seen = new Set();
  for (const stack = [...roots]; stack.length > 0;) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

function print(title, rows) {
  console.log(`\n${title}`);
  for (const [name, kb] of rows) console.log(`${kb.toFixed(1).padStart(8)}  ${name}`);
}

if (args.includes('--build')) buildApp('production', outDir, { VITE_ADAPTERS: 'real', VITE_SENTRY_DSN: '' });
const manifest = JSON.parse(readFileSync(path.join(root, outDir, '.vite', 'manifest.json'), 'utf8'));
for (const route of routes.length > 0 ? routes : ['login', 'users', 'incidents', 'live']) {
  if (route !== 'live' && !ROUTE_ROOTS[route]) throw new Error(`unknown route ${route} (login, users, incidents, live)`);
  const files = routeFiles(manifest, route);
  const total = files.reduce((sum, file) => sum + gzKb(path.join(root, outDir, file)), 0);
  console.log(`\n== ${route}: ${files.length} files, ${total.toFixed(1)} KB gz (${outDir})`);
  print(
    'per package (app code by top folder):',
    librarySharesGzKb(path.join(root, outDir), files).filter(([, kb]) => kb >= 0.5),
  );
  const own = librarySharesGzKb(path.join(root, outDir), files, moduleOf).filter(([name]) => !name.startsWith('node_modules/'));
  print(`the app's largest ${moduleRows} modules:`, own.slice(0, moduleRows));
}
