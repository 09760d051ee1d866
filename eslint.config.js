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
);
