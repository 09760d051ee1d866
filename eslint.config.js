import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

/**
 * The layers, top to bottom (docs/architecture.md): a folder imports only from the folders below it, type-only
 * imports included, and only src/main.tsx (and tests) import the fake backend. `api/types.ts` holds the
 * server's entity shapes and imports nothing, so the stores and i18n, which persist some of them, may use it.
 */
const LAYERS = [['app'], ['pages'], ['features'], ['ui', 'socket'], ['api'], ['stores', 'i18n'], ['lib']];
const SHARED_DOWN = { stores: ['./types.ts'], i18n: ['./types.ts'] };
const layerZones = LAYERS.flatMap((layer, index) => {
  const above = LAYERS.slice(0, index).flat();
  const allowed = LAYERS.slice(index)
    .flat()
    .map((folder) => `src/${folder}`)
    .join(', ');
  return layer.flatMap((folder) => {
    const shared = SHARED_DOWN[folder] ? ' and src/api/types.ts' : '';
    const message = `src/${folder} imports only from ${allowed}${shared}.`;
    const zone = { target: `./src/${folder}`, from: [...above, 'mocks'].map((f) => `./src/${f}`), message };
    if (!SHARED_DOWN[folder]) return [zone];
    const from = zone.from.filter((f) => f !== './src/api');
    return [
      { ...zone, from },
      { target: zone.target, from: './src/api', except: SHARED_DOWN[folder], message },
    ];
  });
});
const leafZone = {
  target: './src/api/types.ts',
  from: './src',
  message: 'src/api/types.ts imports nothing.',
};
// A route file (src/pages/<area>/<page>.tsx) maps its route to a feature's screen: it imports nothing else.
const pageZone = {
  target: './src/pages',
  from: './src',
  except: ['./features'],
  message: "A route file only re-exports a feature's screen.",
};
// A feature uses another only through its public face, the other's index.ts (docs/decisions/0067).
const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory());
const featureZones = features.map(({ name }) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`, ...features.filter((f) => f.name !== name).map((f) => `./${f.name}/index.ts`)],
  message: "A feature imports another feature only through that feature's index.ts.",
}));

// Routes are named through href() (src/lib/href.ts), so a path that is not in the table is a type error.
const ROUTE_TABLE = ['src/lib/routes.ts', 'src/lib/href.ts'];
const ROUTE_MESSAGE = "Name a route with href('/pages/…'): it takes only the table's paths and their query.";
const ROUTE_LITERALS = [
  {
    // Type-level paths (RouteQuery['/pages/…']) are checked against the table by the compiler.
    selector:
      "Literal[value=/^\\/pages/]:not(CallExpression[callee.name='href'] > Literal.arguments:first-child):not(TSLiteralType > Literal)",
    message: ROUTE_MESSAGE,
  },
  {
    selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/pages/]',
    message: ROUTE_MESSAGE,
  },
];

// Server state has one owner: query keys, cache reads and writes live in src/api (key factories, queryOptions,
// mutation hooks that own their invalidation). Pages and components use those.
const SERVER_STATE_OUTSIDE_API = [
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
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-size',
      'dist-http',
      'dist-staging',
      'dist-bench',
      'dist-bench-demo',
      'dist-bench-empty',
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      // Runtime cycles; `npm run lint` also runs madge, which counts type-only imports as well.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, leafZone, pageZone, ...featureZones] },
      ],
    },
  },
  {
    // A route file is one re-export of a screen (`export { default } from '../../features/…'`).
    files: ['src/pages/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source])',
          message: "A route file only re-exports a feature's screen.",
        },
      ],
    },
  },
  {
    // The UI takes its data through props: it may name the api's types but does not call it.
    files: ['src/ui/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)api/', allowTypeImports: true, message: 'src/ui takes data through props.' },
          ],
        },
      ],
    },
  },
  {
    // Helpers are pure: no React, no router, no query cache, no UI kit.
    files: ['src/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(react|react-dom|react-router|react-i18next|@tanstack/.*|antd-mobile.*|zustand)(/.*)?$',
              message: 'src/lib is pure; hooks and components live in src/ui.',
            },
          ],
        },
      ],
    },
  },
  {
    // The fake backend also runs in Node (`npm run backend`): of the app's api it takes types, and only the
    // modules that load nowhere but anywhere (the endpoint table, hub targets, shared rules), never the client.
    files: ['src/mocks/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/(?!endpoints$|hubTargets$|\\w+/rules/)',
              allowTypeImports: true,
              message:
                "The fake backend takes only types, endpoints, hubTargets and the groups' rules/ from src/api.",
            },
          ],
        },
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
  // One rule, two concerns: no-restricted-syntax has one setting per file, so the selectors are combined here.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/mocks/**', ...ROUTE_TABLE],
    rules: { 'no-restricted-syntax': ['error', ...ROUTE_LITERALS, ...SERVER_STATE_OUTSIDE_API] },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...ROUTE_LITERALS] },
  },
  {
    files: ROUTE_TABLE,
    rules: { 'no-restricted-syntax': ['error', ...SERVER_STATE_OUTSIDE_API] },
  },
);
