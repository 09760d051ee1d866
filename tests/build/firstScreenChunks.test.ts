import path from 'node:path';
import type { ManualChunkMeta, ModuleInfo } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { firstScreenChunks } from '../../build/firstScreenChunks';
import { moduleReach } from '../../build/moduleReach';

const id = (file: string) => path.resolve(file);

/**
 * A module graph as Rollup's manualChunks sees it: each module's source (parsed as Rollup parses it) and the
 * ids its import sources resolve to, in the order the sources first appear.
 */
function graph(modules: Record<string, { code: string; imports?: string[] }>): ManualChunkMeta {
  const infos = new Map(
    Object.entries(modules).map(([file, { code, imports = [] }]) => [
      id(file),
      { id: id(file), ast: parseAst(code), importedIds: imports.map(id) } as unknown as ModuleInfo,
    ]),
  );
  return {
    getModuleInfo: (moduleId: string) => infos.get(moduleId) ?? null,
    getModuleIds: () => infos.keys(),
  };
}

const reached = (meta: ManualChunkMeta, from: string) =>
  [...moduleReach(meta)(id(from))].map((each) => path.relative(process.cwd(), each)).sort();

describe('moduleReach', () => {
  it("follows through a feature's index only the modules of the names taken from it", () => {
    const meta = graph({
      'src/card.tsx': {
        code: "import { detailsPath } from './product'; export const Card = () => detailsPath(1);",
        imports: ['src/product/index.ts'],
      },
      'src/product/index.ts': {
        code: "export { DetailsPage } from './DetailsPage'; export { detailsPath } from './detailsPath';",
        imports: ['src/product/DetailsPage.tsx', 'src/product/detailsPath.ts'],
      },
      'src/product/DetailsPage.tsx': { code: 'export const DetailsPage = 1;' },
      'src/product/detailsPath.ts': { code: 'export const detailsPath = (n) => `/d/${n}`;' },
    });
    expect(reached(meta, 'src/card.tsx')).toEqual(['src/card.tsx', 'src/product/detailsPath.ts']);
  });

  it('follows a name imported and exported again, and one that comes through export *', () => {
    const meta = graph({
      'src/page.tsx': {
        code: "import { useQuery, QueryClient } from './query'; export default () => [useQuery, QueryClient];",
        imports: ['src/query/index.ts'],
      },
      'src/query/index.ts': {
        code: "import { useQuery } from './useQuery'; import { useQueries } from './useQueries'; export * from './core'; export { useQuery, useQueries };",
        imports: ['src/query/useQuery.ts', 'src/query/useQueries.ts', 'src/query/core.ts'],
      },
      'src/query/useQuery.ts': { code: 'export const useQuery = 1;' },
      'src/query/useQueries.ts': { code: 'export const useQueries = 1;' },
      'src/query/core.ts': {
        code: "export { QueryClient } from './client'; export { QueriesObserver } from './observer';",
        imports: ['src/query/client.ts', 'src/query/observer.ts'],
      },
      'src/query/client.ts': { code: 'export class QueryClient {}' },
      'src/query/observer.ts': { code: 'export class QueriesObserver {}' },
    });
    expect(reached(meta, 'src/page.tsx')).toEqual([
      'src/page.tsx',
      'src/query/client.ts',
      'src/query/useQuery.ts',
    ]);
  });

  it('runs a module whole when it is asked for a name of its own or one it declares nowhere (CommonJS)', () => {
    const meta = graph({
      'src/app.tsx': {
        code: "import { useState } from './react'; import { theme } from './theme'; export const App = () => [useState, theme];",
        imports: ['src/react.js', 'src/theme.ts'],
      },
      // A CommonJS wrapper: its named exports are synthetic, declared nowhere.
      'src/react.js': {
        code: "import { __require } from './react.cjs'; export default __require();",
        imports: ['src/react.cjs'],
      },
      'src/react.cjs': { code: 'export const __require = () => ({});' },
      'src/theme.ts': {
        code: "import './theme.css'; import { tokens } from './tokens'; export const theme = tokens; export { palette } from './palette';",
        imports: ['src/theme.css', 'src/tokens.ts', 'src/palette.ts'],
      },
      'src/theme.css': { code: '' },
      'src/tokens.ts': { code: 'export const tokens = {};' },
      'src/palette.ts': { code: 'export const palette = {};' },
    });
    expect(reached(meta, 'src/app.tsx')).toEqual([
      'src/app.tsx',
      'src/palette.ts',
      'src/react.cjs',
      'src/react.js',
      'src/theme.css',
      'src/theme.ts',
      'src/tokens.ts',
    ]);
  });
});

describe('firstScreenChunks', () => {
  const meta = graph({
    'index.html': { code: "import './src/main.tsx';", imports: ['src/main.tsx'] },
    'src/main.tsx': { code: "import { query } from './query'; query();", imports: ['src/query.ts'] },
    'src/query.ts': { code: 'export const query = () => 1;' },
    'src/start.tsx': {
      code: "import { query } from './query'; import { router } from './router'; export const start = () => [query, router];",
      imports: ['src/query.ts', 'src/router.ts'],
    },
    'src/router.ts': { code: 'export const router = 1;' },
    'src/pages/home.tsx': {
      code: "import { Money } from '../ui/Money'; import { Banner } from '../ui/Banner'; import { router } from '../router'; export default () => [Money, Banner, router];",
      imports: ['src/ui/Money.tsx', 'src/ui/Banner.tsx', 'src/router.ts'],
    },
    'src/pages/my.tsx': {
      code: "import { Money } from '../ui/Money'; import { seed } from '../mocks/seed'; export default () => [Money, seed];",
      imports: ['src/ui/Money.tsx', 'src/mocks/seed.ts'],
    },
    'src/ui/Money.tsx': { code: 'export const Money = 1;' },
    'src/ui/Banner.tsx': { code: 'export const Banner = 1;' },
    'src/mocks/seed.ts': { code: 'export const seed = 1;' },
  });
  const chunkOf = firstScreenChunks(
    { home: 'src/pages/home.tsx', my: 'src/pages/my.tsx' },
    { index: 'index.html', start: 'src/start.tsx' },
  );
  const chunk = (file: string) => chunkOf(id(file), meta);

  it('keeps what runs before any page in the chunk of the entry that runs it first', () => {
    expect(chunk('index.html')).toBe('index');
    expect(chunk('src/query.ts')).toBe('index');
    expect(chunk('src/start.tsx')).toBe('start');
    expect(chunk('src/router.ts')).toBe('start');
  });

  it("puts the first screens' other modules in one chunk per set of screens that use them", () => {
    expect(chunk('src/ui/Money.tsx')).toBe('screen-home-my');
    expect(chunk('src/ui/Banner.tsx')).toBe('screen-home');
  });

  it("leaves the pages themselves and the fake backend's modules to Rollup", () => {
    expect(chunk('src/pages/home.tsx')).toBeUndefined();
    expect(chunk('src/mocks/seed.ts')).toBeUndefined();
  });
});
