import { defineConfig } from 'vitest/config';
import { chakraThemeFile } from './build/chakra-theme-file.ts';

export default defineConfig({
  resolve: { alias: [chakraThemeFile] },
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts?(x)'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    // One module graph per worker, kept across test files: React, Chakra, zod, faker and the composition are loaded
    // once per worker rather than once per file (most of the suite's time was loading them again). Vitest still
    // restores spies after each file; a test that changes shared state (module mocks, globals, fake timers, i18n's
    // language) puts it back itself.
    isolate: false,
    // Vitest's default is one worker less than the cores (one, on a two-core machine); the suite is CPU-bound.
    maxWorkers: 2,
    // Both workers busy on a shared two-core machine: a test that loads the whole adapter graph or works through
    // thousands of cases (a year of times, 10,000 incidents) can take longer than Vitest's 5 s without being stuck.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
