/// <reference types="node" />
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/*
 * The house by domain (decision 0067): features use each other through their index.ts and form no cycle;
 * no folder grows past 25 modules (a component and the stylesheet beside it of the same name are one), so a
 * newcomer reads a folder at a glance. ESLint keeps each import in its zone; this test keeps the whole: the
 * graph between features and the size of folders.
 */
const MAX_FILES = 25;
/** One route file per spec route under /pages/my/ (27 routes): the folder mirrors the spec's URL list. */
const ROUTE_FOLDERS = new Set(['src/pages/my']);

const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .map((name) => `src/${name.replaceAll('\\', '/')}`)
  .filter((path) => /\.(tsx?|css|js)$/.test(path));

const featureOf = (path: string) => /^src\/features\/(\w+)\//.exec(path)?.[1];
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Which features each feature imports, and through which files. */
function featureGraph() {
  const graph = new Map<string, Map<string, Set<string>>>();
  for (const path of sources.filter((p) => featureOf(p) && /\.tsx?$/.test(p))) {
    const from = featureOf(path) ?? '';
    for (const [, spec = ''] of readFileSync(path, 'utf8').matchAll(IMPORT)) {
      const target = normalize(join(dirname(path), spec));
      const to = featureOf(`${target}/`);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, Set<string>>();
      edges.set(to, (edges.get(to) ?? new Set()).add(target));
      graph.set(from, edges);
    }
  }
  return graph;
}

function cycles(graph: Map<string, Map<string, Set<string>>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    if (path.includes(node)) {
      found.push([...path.slice(path.indexOf(node)), node].join(' → '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node)?.keys() ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return found;
}

describe('features', () => {
  const graph = featureGraph();

  it('are found and use one another', () => {
    expect(graph.size).toBeGreaterThan(5);
  });

  it('reach another feature only through its index', () => {
    const stray = [...graph].flatMap(([from, edges]) =>
      [...edges].flatMap(([to, targets]) =>
        [...targets].filter((t) => t !== `src/features/${to}`).map((t) => `${from} → ${t}`),
      ),
    );
    expect(stray).toEqual([]);
  });

  it('form no cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const a = new Map([['b', new Set(['src/features/b'])]]);
    const b = new Map([['a', new Set(['src/features/a'])]]);
    expect(
      cycles(
        new Map([
          ['a', a],
          ['b', b],
        ]),
      ),
    ).toEqual(['a → b → a']);
  });
});

describe('folders', () => {
  it(`hold at most ${MAX_FILES} modules`, () => {
    const modules = new Map<string, Set<string>>();
    for (const path of sources) {
      const names = modules.get(dirname(path)) ?? new Set<string>();
      modules.set(dirname(path), names.add(path.replace(/\.\w+$/, '')));
    }
    const big = [...modules]
      .map(([dir, names]): [string, number] => [dir, names.size])
      .filter(([dir, n]) => n > MAX_FILES && !ROUTE_FOLDERS.has(dir));
    expect(big).toEqual([]);
  });

  it('route folders hold only route files', () => {
    const routes = sources.filter((p) => [...ROUTE_FOLDERS].some((dir) => dirname(p) === dir));
    expect(routes.length).toBeGreaterThan(MAX_FILES);
    const notThin = routes.filter(
      (p) => !/^\/\/ .*\nexport \{ default \} from '[^']+';\n$/.test(readFileSync(p, 'utf8')),
    );
    expect(notThin).toEqual([]);
  });
});
