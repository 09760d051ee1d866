import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import { prefetchFiles } from '../../build/prefetch';
import { prefetch, resetPrefetch } from '../../src/lib/prefetch';

/** A bundle's chunk with only what the list reads. */
function chunk(
  fileName: string,
  {
    module,
    imports = [],
    css = [],
    isEntry = false,
  }: { module?: string; imports?: string[]; css?: string[]; isEntry?: boolean },
): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    moduleIds: module ? [path.resolve(module)] : [],
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as OutputChunk;
}

const bundle: OutputBundle = Object.fromEntries(
  [
    chunk('assets/start.js', { module: 'src/main.tsx', imports: ['assets/react.js'], isEntry: true }),
    chunk('assets/react.js', {}),
    chunk('assets/team.js', {
      module: 'src/pages/pages_team/index.tsx',
      imports: ['assets/Team.js', 'assets/react.js'],
      css: ['assets/a1.css'],
    }),
    chunk('assets/Team.js', { imports: ['assets/charts.js'], css: ['assets/b2.css'] }),
    chunk('assets/charts.js', { imports: ['assets/Team.js'] }),
    chunk('assets/my.js', { module: 'src/pages/my/index.tsx', imports: ['assets/Team.js'] }),
  ].map((c) => [c.fileName, c]),
);

describe('the list of files to fetch ahead (build/prefetch)', () => {
  it('names a module’s chunk, what it imports statically and their stylesheets, not what the entry brought', () => {
    expect(prefetchFiles(bundle, { modules: ['src/pages/pages_team/index.tsx'], after: [] })).toEqual({
      'pages/pages_team/index': [
        '/assets/team.js',
        '/assets/a1.css',
        '/assets/Team.js',
        '/assets/b2.css',
        '/assets/charts.js',
      ],
    });
  });

  it('leaves out what the modules named in `after` brought', () => {
    expect(
      prefetchFiles(bundle, {
        modules: ['src/pages/pages_team/index.tsx'],
        after: ['src/pages/my/index.tsx'],
      }),
    ).toEqual({ 'pages/pages_team/index': ['/assets/team.js', '/assets/a1.css'] });
  });

  it('fails the build for a module no chunk holds', () => {
    expect(() => prefetchFiles(bundle, { modules: ['src/features/team/Gone.tsx'], after: [] })).toThrow(
      /in no chunk/,
    );
  });
});

describe('prefetch (src/lib/prefetch)', () => {
  afterEach(() => {
    document.getElementById('qc-prefetch')?.remove();
    document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
    resetPrefetch();
  });

  const list = (files: Record<string, string[]>) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'qc-prefetch';
    element.textContent = JSON.stringify(files);
    document.body.append(element);
  };
  const links = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
      link.getAttribute('href'),
    );

  it('adds one prefetch link per listed file, once, and runs nothing', async () => {
    list({ 'pages/pages_team/index': ['/assets/team.js', '/assets/a1.css'] });
    expect(prefetch('pages/pages_team/index')).toBe('fetching');
    expect(prefetch('pages/pages_team/index')).toBe('fetching');
    await vi.waitFor(() => expect(links()).toEqual(['/assets/team.js', '/assets/a1.css']));
  });

  it('adds the links in idle time, a slice of at most 8 ms at a time', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (work: IdleRequestCallback) => idle.push(work));
    // The clock moves 3 ms at each reading: a slice reads it at 0, 3 and 6 ms after its start (three links) and
    // stops at 9, over its 8 ms; the rest wait for the next idle period.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 3));
    try {
      list({ 'pages/pages_team/index': ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js'] });
      prefetch('pages/pages_team/index');
      expect(links()).toEqual(['/a.js']);
      const deadline = { didTimeout: false, timeRemaining: () => 40 };
      idle.shift()?.(deadline);
      expect(links()).toEqual(['/a.js', '/b.js', '/c.js', '/d.js']);
      idle.shift()?.(deadline);
      expect(links()).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
      expect(idle).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('answers "unlisted" where the page lists nothing, so the caller loads the chunk itself', () => {
    expect(prefetch('pages/pages_team/index')).toBe('unlisted');
    expect(links()).toEqual([]);
  });
});
