import { readdirSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { chakraThemeFile } from './build/chakra-theme-file.ts';
import { DEFAULT_DEMO_SEED, DEFAULT_DEMO_USERS, demoSeed } from './build/demo-seed.ts';
import { graphqlDocuments } from './build/graphql-documents.ts';
import { jsonOneLanguage } from './build/json-one-language.ts';

const TESTS = ['tests/**/*.test.ts?(x)'];
const NOT_TESTS = ['tests/e2e/**', 'node_modules/**'];

/**
 * The test files that ask for a browser's document (a `@vitest-environment jsdom` comment), found by that comment:
 * the file says where it runs, as before, and this list follows it.
 */
function filesIn(environment: string): string[] {
  const mark = `@vitest-environment ${environment}`;
  return readdirSync('tests', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('e2e'))
    .map((file) => `tests/${file.split('\\').join('/')}`)
    .filter((file) => readFileSync(file, 'utf8').includes(mark));
}
const domFiles = filesIn('jsdom');

/** The demo build's seed module, holding nothing: a test's world generates what it reads (build/demo-seed.ts). */
const testSeed = () => demoSeed(Number(DEFAULT_DEMO_SEED), Number(DEFAULT_DEMO_USERS), { generate: false });

/**
 * The module cache (below) keys a module by its own text: a module with `import.meta.glob` would keep the file list it
 * was first transformed with, and a section or words file added since would be missing from it. Those few modules are
 * transformed on every run.
 */
const globsNotCached = (): Plugin => ({
  name: 'globs-not-cached',
  configureVitest(context) {
    context.experimental_defineCacheKeyGenerator(({ sourceCode }) => (sourceCode.includes('import.meta.glob') ? false : undefined));
  },
});

/** What both groups of files share. */
const shared = {
  resolve: { alias: [chakraThemeFile] },
  test: {
    // One module graph per worker, kept across test files: React, Chakra, zod, faker and the composition are loaded
    // once per worker rather than once per file (most of the suite's time was loading them again). Vitest still
    // restores spies after each file; a test that changes shared state (module mocks, globals, fake timers, i18n's
    // language) puts it back itself.
    isolate: false,
    // Both workers busy on a shared two-core machine: a test that loads the whole adapter graph or works through
    // thousands of cases (a year of times, 10,000 incidents) can take longer than Vitest's 5 s without being stuck.
    testTimeout: 20_000,
    // expect.poll asks again every 10 ms, not Vitest's 50: the tests that poll wait on the served world's sockets and
    // advance a virtual clock a step per ask, so a long wait between asks was most of their time (the server tests'
    // summed time 18.6 → 13.3 s, the suite's 52 → 42 s).
    expect: { poll: { interval: 10 } },
    hookTimeout: 20_000,
  },
} as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores (one, on a two-core machine); the suite is CPU-bound.
    maxWorkers: 2,
    // Each module as transformed, kept in node_modules/.experimental-vitest-cache under a key of its own text, the
    // config's files and Vitest's version (a changed lock file clears it; `npx vitest --clearCache` does by hand): a
    // run after the first does not transform the sources again. Measured side by side on the 64 use-case files: 37 against
    // 48 processor-seconds.
    experimental: { fsModuleCache: true },
    // A worker is kept for the next file only when that file runs in the same environment: with the few jsdom files
    // spread among the others, each switch started a new worker that loaded the whole module graph again. The node
    // files run first, then the jsdom ones, so each group starts its workers once.
    projects: [
      {
        ...shared,
        plugins: [jsonOneLanguage(), testSeed(), graphqlDocuments(), globsNotCached()],
        test: { ...shared.test, name: 'node', environment: 'node', include: TESTS, exclude: [...NOT_TESTS, ...domFiles] },
      },
      {
        ...shared,
        plugins: [jsonOneLanguage(), testSeed(), graphqlDocuments(), globsNotCached()],
        test: {
          ...shared.test,
          name: 'jsdom',
          environment: 'jsdom',
          include: domFiles,
          sequence: { groupOrder: 1 },
          // The few jsdom files are quick once React, Chakra and the document are loaded: a second worker loading them
          // again cost more than it saved (measured on this group alone, twice each: 13 against 20 s, 14 against 20
          // processor-seconds).
          maxWorkers: 1,
        },
      },
    ],
  },
});
