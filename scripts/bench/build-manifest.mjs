/**
 * What a Vite build holds, read from its manifest and source maps (the bench's "builds" figure): the sources bundled,
 * the lazy chunks, and the live incident route's JavaScript with its SDK chunks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
const KB = 1024;

/** Every source module bundled into the build, read from its source maps. */
export function bundledSources(outDir) {
  const assets = path.join(root, outDir, 'assets');
  const sources = new Set();
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(path.join(assets, file), 'utf8'));
    for (const source of map.sources ?? []) sources.add(path.resolve(assets, source));
  }
  return [...sources];
}

/**
 * Code only the demo build may hold: faker, the demo world (src/adapters/fake) and the trainer's console (training
 * screens, their words, their engine and their bindings).
 */
const DEMO_ONLY = [
  `${path.sep}@faker-js${path.sep}`,
  path.join('src', 'adapters', 'fake') + path.sep,
  path.join('src', 'ui', 'training') + path.sep,
  path.join('src', 'domain', 'training') + path.sep,
  path.join('src', 'application', 'training') + path.sep,
  path.join('src', 'composition', 'training'),
  path.join('src', 'composition', 'bindings', 'training'),
  path.join('locales', 'training') + path.sep,
];

/** The bundled sources only the demo may hold (see DEMO_ONLY). */
export function demoOnlySources(outDir) {
  return bundledSources(outDir).filter((source) => DEMO_ONLY.some((marker) => source.includes(marker)));
}

/** Every source module of each emitted JavaScript file, read from its source map (file -> sources). */
function sourcesByFile(outDir) {
  const bySource = new Map();
  const assets = path.join(root, outDir, 'assets');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js.map'))) {
    const map = JSON.parse(readFileSync(path.join(assets, file), 'utf8'));
    bySource.set(
      `assets/${file.replace(/\.map$/, '')}`,
      (map.sources ?? []).map((source) => path.resolve(assets, source)),
    );
  }
  return bySource;
}

/** The SDKs the live route loads lazily: in production only, and never through a static import. */
export const LIVE_SDKS = [
  { name: 'agora-rtc-sdk-ng', when: 'on joining the video channel' },
  { name: '@twilio/conversations', when: 'on opening the chat' },
];
/**
 * The live incident route {tenant}/incident/live/{id}: the router loads the signed-in shell lazily, the shell the
 * incident pages (which hold the live page), and the signed-in services (Services.ready()) load the container's
 * after-sign-in parts: the entry's dynamic imports under src/composition/ (`*-adapters.later.ts`,
 * `application.later.ts`, and any binder loaded on its own, or the one chunk a code-splitting group gathers them in),
 * except the admin sections' part (`*.sections.ts`, Services.sectionsReady()), which only an admin section loads.
 */
const LIVE_ROUTE_MODULES = ['src/ui/app/AuthenticatedShell.tsx', 'src/ui/incident/IncidentPages.tsx'];
const SIGNED_IN_CONTAINER = /^src\/composition\/(?!.*\.sections\.ts$)/;
/**
 * Lazy chunks every signed-in route loads all the same: the HTTP client's axios (with the first request) and the
 * English strings the signed-in shell waits for (the rest of locales/en.json, the administration's, the sections' own).
 */
const LOADED_WITH_EVERY_SIGNED_IN_ROUTE = [
  'src/adapters/real/axios-client.ts',
  'locales/en.json?raw',
  'locales/admin/en.json',
  'src/ui/admin/sections/words.en.ts',
];
/** Lazy chunks the incident pages wait for: their own English strings (src/ui/incident/incident-messages.ts). */
const LOADED_WITH_THE_INCIDENT_PAGES = ['locales/incident/en.json'];

/**
 * The live route's JavaScript from the manifest: the static closure (entry, lazy route chunk, signed-in container
 * parts, the HTTP client, the English strings, and everything they import statically) and, apart, each live SDK's
 * lazy chunks with what they import statically that the route has not loaded already (a library the SDK shares with
 * another lazy chunk, such as pako with jsPDF, is fetched with it); with those figures as numbers (staticGz, sdkGz by
 * SDK name) for the budgets, and the files (staticFiles, sdkFiles by SDK name) for the library shares.
 */
export function liveRouteFigures(flavour) {
  const manifest = JSON.parse(readFileSync(path.join(root, flavour.outDir, '.vite', 'manifest.json'), 'utf8'));
  const sources = sourcesByFile(flavour.outDir);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const closure = (roots) => {
    const seen = new Set();
    const stack = [...roots];
    while (stack.length > 0) {
      const key = stack.pop();
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const problems = [];
  // The shell and the incident pages are each a lazy chunk of their own, or (gathered with their static imports by a
  // code-splitting group) inside one.
  const liveRouteChunks = LIVE_ROUTE_MODULES.map((module) => {
    const chunk = manifest[module]
      ? module
      : [...sources].filter(([, list]) => list.includes(path.join(root, module))).map(([file]) => keyOfFile.get(file))[0];
    if (!chunk) problems.push(`${flavour.name}: no chunk of the manifest holds the live route's ${module}`);
    return chunk;
  }).filter(Boolean);
  // A container part is its own lazy chunk, or (gathered by a code-splitting group) one holding container code and
  // no admin sections' part.
  const composition = path.join(root, 'src', 'composition') + path.sep;
  const holdsContainer = (key) => {
    const held = (sources.get(manifest[key]?.file) ?? []).filter((source) => source.startsWith(composition));
    return held.length > 0 && !held.some((source) => source.endsWith('.sections.ts'));
  };
  const container = (manifest[entry]?.dynamicImports ?? []).filter(
    (key) => SIGNED_IN_CONTAINER.test(key) || (key.startsWith('_') && holdsContainer(key)),
  );
  const entryStatic = closure([entry]);
  const alwaysLoaded = [...LOADED_WITH_EVERY_SIGNED_IN_ROUTE, ...LOADED_WITH_THE_INCIDENT_PAGES].filter((key) => manifest[key]);
  const routeStatic = closure([entry, ...liveRouteChunks, ...container, ...alwaysLoaded]);
  const routeDynamic = new Set([...routeStatic].flatMap((key) => manifest[key].dynamicImports ?? []));
  const gzOf = (keys) => [...keys].reduce((sum, key) => sum + gzKb(path.join(root, flavour.outDir, manifest[key].file)), 0);
  const staticGz = gzOf(routeStatic);
  const filesOf = (keys) => [...keys].map((key) => manifest[key].file);
  /** Each live SDK's lazy chunks and what they bring (gzipped KB, and the files), production only. */
  const sdkGz = {};
  const sdkFiles = {};
  const rows = [
    [
      flavour.name,
      "live route, static (entry + signed-in shell + container + HTTP client + English, the incident pages' too)",
      routeStatic.size,
      staticGz.toFixed(1),
    ],
  ];
  for (const sdk of LIVE_SDKS) {
    const marker = `${path.sep}node_modules${path.sep}${sdk.name.split('/').join(path.sep)}${path.sep}`;
    const files = [...sources].filter(([, list]) => list.some((source) => source.includes(marker))).map(([file]) => file);
    const keys = files.map((file) => keyOfFile.get(file)).filter(Boolean);
    if (flavour.adapters === 'fake') {
      if (files.length > 0) problems.push(`${flavour.name}: the demo build contains ${sdk.name} (${files.join(', ')})`);
      continue;
    }
    if (keys.length === 0) {
      problems.push(`${flavour.name}: no chunk holds ${sdk.name}; the live route cannot load it`);
      continue;
    }
    const eager = keys.filter((key) => entryStatic.has(key));
    if (eager.length > 0)
      problems.push(
        `${flavour.name}: ${sdk.name} is reachable through static imports from the entry (${eager.map((k) => manifest[k].file).join(', ')})`,
      );
    const onRoute = keys.filter((key) => routeStatic.has(key) && !entryStatic.has(key));
    if (onRoute.length > 0)
      problems.push(
        `${flavour.name}: ${sdk.name} is loaded statically with the live route (${onRoute.map((k) => manifest[k].file).join(', ')}), not lazily`,
      );
    const notLazy = keys.filter((key) => manifest[key].isDynamicEntry !== true);
    if (notLazy.length > 0)
      problems.push(
        `${flavour.name}: ${sdk.name} sits in a chunk that is not a lazy (dynamic import) chunk (${notLazy.map((k) => manifest[k].file).join(', ')})`,
      );
    const unreachable = keys.filter((key) => !routeDynamic.has(key));
    if (unreachable.length > 0)
      problems.push(
        `${flavour.name}: ${sdk.name} (${unreachable.map((k) => manifest[k].file).join(', ')}) is not a dynamic import of the live route's chunks`,
      );
    const lazyOnly = new Set([...closure(keys)].filter((key) => !routeStatic.has(key)));
    sdkGz[sdk.name] = gzOf(lazyOnly);
    sdkFiles[sdk.name] = filesOf(lazyOnly);
    rows.push([flavour.name, `${sdk.name}, lazy ${sdk.when}`, lazyOnly.size, sdkGz[sdk.name].toFixed(1)]);
  }
  return { rows, problems, staticGz, sdkGz, staticFiles: filesOf(routeStatic), sdkFiles };
}

export function gzKb(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length / KB;
}

export function chunks(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(root, outDir, '.vite', 'manifest.json'), 'utf8'));
  return Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({
      file: chunk.file,
      lazy: chunk.isDynamicEntry === true,
      entry: chunk.isEntry === true,
      name: chunk.name ?? chunk.src ?? '',
      gz: gzKb(path.join(root, outDir, chunk.file)),
    }));
}

/**
 * Whether an npm package stays out of every route's static JavaScript: read from the build's manifest and source maps,
 * a route chunk is the entry or a lazy chunk of the app's own code (src/ or locales/: a screen, a section, the
 * signed-in shell), and its static JavaScript is everything it imports statically. The package must sit only in lazy
 * chunks no route chunk imports statically (it is loaded with `import()` where it is used). Returns the chunks holding
 * it, how many route chunks were checked, and one problem per breach.
 */
export function packageOutOfRouteStatics(outDir, packageName) {
  const manifest = JSON.parse(readFileSync(path.join(root, outDir, '.vite', 'manifest.json'), 'utf8'));
  const sources = sourcesByFile(outDir);
  const marker = `${path.sep}node_modules${path.sep}${packageName.split('/').join(path.sep)}${path.sep}`;
  const holders = new Set(
    Object.entries(manifest)
      .filter(([, chunk]) => (sources.get(chunk.file) ?? []).some((source) => source.includes(marker)))
      .map(([key]) => key),
  );
  const problems = [];
  if (holders.size === 0) problems.push(`no chunk of ${outDir} holds ${packageName}: the check cannot be trusted`);
  const ownCode = (key) => /^(src|locales)\//.test(key);
  const routes = Object.keys(manifest).filter(
    (key) => manifest[key].file.endsWith('.js') && (manifest[key].isEntry || (manifest[key].isDynamicEntry && ownCode(key))),
  );
  for (const route of routes) {
    const seen = new Set();
    const stack = [route];
    while (stack.length > 0) {
      const key = stack.pop();
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    const eager = [...seen].filter((key) => holders.has(key));
    if (eager.length > 0)
      problems.push(`${packageName} is in the static JavaScript of ${route} (${eager.map((key) => manifest[key].file).join(', ')})`);
  }
  for (const key of holders)
    if (manifest[key].isDynamicEntry !== true)
      problems.push(`${packageName} sits in ${manifest[key].file}, which is not a lazy (dynamic import) chunk`);
  return { files: [...holders].map((key) => manifest[key].file), routes: routes.length, problems };
}
