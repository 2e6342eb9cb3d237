import { defineConfig } from 'vitest/config';
import { chakraThemeFile } from './build/chakra-theme-file.ts';

export default defineConfig({
  resolve: { alias: [chakraThemeFile] },
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts?(x)'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
  },
});
