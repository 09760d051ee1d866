import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-size',
      'dist-http',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended, prettier],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Only src/api/client.ts talks to axios.' },
            { name: 'big.js', message: 'Amounts go through src/lib/money.ts, the one money type.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/money.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'axios', message: 'Only src/api/client.ts talks to axios.' }] },
      ],
    },
  },
  {
    files: ['src/api/client.ts', 'tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/api/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // Server state has one owner: query keys, cache reads and writes live in src/api (key factories,
    // queryOptions, mutation hooks that own their invalidation). Pages and components use those.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/mocks/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey']",
          message: 'Build query keys in src/api (a key factory and its queryOptions), not here.',
        },
        {
          selector: "JSXAttribute[name.name='queryKey']",
          message: 'Pass a query from src/api (e.g. a pagedQuery factory), not a key.',
        },
        {
          selector: "ImportSpecifier[imported.name='useQueryClient']",
          message: 'Cache updates belong to the mutation hooks in src/api; use one of those.',
        },
      ],
    },
  },
);
