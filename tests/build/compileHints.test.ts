import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { compileHints, EAGER_COMPILE_HINT, MIN_HINTED_BYTES, startChunks } from '../../build/compileHints';

/** A bundle's chunk with what the hints read: its modules, its static imports, its stylesheets, its code. */
function chunk(
  fileName: string,
  { module, imports = [], isEntry = false }: { module?: string; imports?: string[]; isEntry?: boolean },
): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    code: `export const name = ${JSON.stringify(fileName)};`,
    map: null,
    moduleIds: module ? [path.resolve(module)] : [],
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set([`${fileName}.css`]), importedAssets: new Set() },
  } as unknown as OutputChunk;
}

const makeBundle = (): OutputBundle =>
  Object.fromEntries(
    [
      chunk('assets/index.js', { module: 'src/main.tsx', imports: ['assets/query.js'], isEntry: true }),
      chunk('assets/query.js', {}),
      chunk('assets/start.js', { module: 'src/app/start.tsx', imports: ['assets/client.js'] }),
      chunk('assets/client.js', { imports: ['assets/index.js'] }),
      chunk('assets/home.js', { module: 'src/pages/index/index.tsx', imports: ['assets/Amount.js'] }),
      chunk('assets/Amount.js', {}),
      chunk('assets/team.js', { module: 'src/pages/pages_team/index.tsx', imports: ['assets/charts.js'] }),
      chunk('assets/charts.js', {}),
    ].map((c) => [c.fileName, c]),
  );

const START = ['src/app/start.tsx', 'src/pages/index/index.tsx'];

type Hook = { order: string; handler: (this: unknown, ...args: unknown[]) => void };
const generateBundle = (plugin: Plugin) => plugin.generateBundle as unknown as Hook;
const runHints = (bundle: OutputBundle, minBytes = 0) =>
  generateBundle(compileHints(START, minBytes)).handler.call({}, {}, bundle, false);

describe('compile hints (build/compileHints)', () => {
  it('names the entry’s chunks and those of the start’s modules with all they import, no stylesheet', () => {
    expect([...startChunks(makeBundle(), START)].sort()).toEqual([
      'assets/Amount.js',
      'assets/client.js',
      'assets/home.js',
      'assets/index.js',
      'assets/query.js',
      'assets/start.js',
    ]);
  });

  it('fails the build for a module no chunk holds', () => {
    expect(() => startChunks(makeBundle(), ['src/pages/gone/index.tsx'])).toThrow(
      'compile-hints: src/pages/gone/index.tsx is in no chunk',
    );
  });

  it('puts the hint on the first line of the start’s chunks and leaves the rest of the app as it was', () => {
    const bundle = makeBundle();
    runHints(bundle);
    const code = (file: string) => (bundle[file] as OutputChunk).code;
    expect(code('assets/home.js')).toBe(`${EAGER_COMPILE_HINT}export const name = "assets/home.js";`);
    expect(code('assets/index.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(code('assets/team.js')).toBe('export const name = "assets/team.js";');
    expect(code('assets/charts.js')).toBe('export const name = "assets/charts.js";');
  });

  it('leaves the start’s small chunks to compile lazily', () => {
    const bundle = makeBundle();
    const client = bundle['assets/client.js'] as OutputChunk;
    client.code = `export const big = ${JSON.stringify('x'.repeat(MIN_HINTED_BYTES))};`;
    runHints(bundle, MIN_HINTED_BYTES);
    expect(client.code.startsWith(EAGER_COMPILE_HINT)).toBe(true);
    expect((bundle['assets/home.js'] as OutputChunk).code).toBe('export const name = "assets/home.js";');
  });

  it('moves a source map’s lines down by the hint’s', () => {
    const bundle = makeBundle();
    const home = bundle['assets/home.js'] as OutputChunk;
    home.map = { mappings: 'AAAA,CAAC' } as OutputChunk['map'];
    runHints(bundle);
    expect(home.map?.mappings).toBe(';AAAA,CAAC');
  });

  it('runs in builds only, after every other plugin has written the chunks (Vite’s own first line too)', () => {
    const plugin = compileHints(START);
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('post');
    expect(generateBundle(plugin).order).toBe('post');
  });
});
