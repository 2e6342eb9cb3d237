import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const timeAndBrowserGlobals = [
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'fetch',
].map((name) => ({
  name,
  message: 'Domain and application code reach the world through ports (Clock, KeyValueStorage, …), see ARCHITECTURE.md.',
}));

const MOBX_IDIOM = "Use makeObservableExcept (src/ui/shared/make-observable-except.ts): the UI's one MobX idiom.";
const ADAPTER_REACT = "React code in an adapter goes into a .tsx file, which React's rules check.";

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-demo/**',
      'dist-demo-*/**',
      'dist-e2e/**',
      'dist-serve/**',
      'dist-serve-*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'tests/architecture/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React's rules (the hooks' rules and the React Compiler's checks, which compile each file again: half of lint's
    // time) where React code can be: the views, the composition root and any .tsx. src/domain and src/application
    // import no React (npm run deps refuses it), nor do the adapters' .ts files (refused below), and the tests',
    // server's and scripts' .ts files import none.
    files: ['src/ui/**/*.{ts,tsx}', 'src/composition/**/*.{ts,tsx}', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // Unused variables, parameters, imports and type parameters are the type checker's (noUnusedLocals and
      // noUnusedParameters in tsconfig.json, `_` prefixing an unused parameter): the same finding twice cost a fifth of
      // lint's time. JavaScript files keep eslint's no-unused-vars.
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    // A function over 80 lines (components included) is split where it reads better: a component's parts into named
    // child components or hooks, a flow's steps into named functions; a file over 400 lines is split at a seam (never
    // trimmed to fit, see docs/architecture.md). The console and its server; not the tests, whose describe blocks
    // group cases rather than run one long step.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['src/domain/**/*.ts', 'src/application/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...timeAndBrowserGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Use the Clock port.' },
        { object: 'Math', property: 'random', message: 'Use the IdGenerator port.' },
      ],
    },
  },
  {
    // One MobX idiom (docs/architecture.md): an object makes itself observable with makeObservableExcept, which names
    // what MobX leaves alone and throws on a name the object does not have.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/shared/make-observable-except.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'mobx',
              importNames: ['makeAutoObservable', 'makeObservable'],
              message: MOBX_IDIOM,
            },
          ],
        },
      ],
    },
  },
  {
    // An adapter's .ts file holds no React code (React's rules above do not read it): a hook or a component of an
    // adapter lives in a .tsx file.
    files: ['src/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'mobx', importNames: ['makeAutoObservable', 'makeObservable'], message: MOBX_IDIOM },
            ...['react', 'react-dom', 'mobx-react-lite'].map((name) => ({ name, message: ADAPTER_REACT })),
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'server/**', 'tests/**', '*.config.*', '.dependency-cruiser.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.commonjs } },
    rules: { 'no-console': 'off' },
  },
  {
    // The push worker runs in the browser's service worker scope, outside the bundle.
    files: ['public/push-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
