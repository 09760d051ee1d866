import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';
import { chunkOf, chunksByFile, closure, entriesOf } from './chunkGraph';

/** The element of the built page that lists what `src/lib/prefetch.ts` may fetch ahead. */
export const PREFETCH_ELEMENT_ID = 'qc-prefetch';

export interface PrefetchOptions {
  /** the modules to list (paths from the project's root, e.g. `src/pages/pages_team/index.tsx`) */
  modules: readonly string[];
  /** modules whose chunks are in before any prefetch runs (the boot, the page that prefetches) */
  after: readonly string[];
}

/**
 * For each module named, the files a dynamic import of it fetches that are not in already (the entry's and
 * those of `after`): its chunk, the chunks it imports statically and their stylesheets. Keyed by the
 * module's path without its extension, from `src/` for the app's own (`pages/pages_team/index`), from the
 * root for a package's (`node_modules/antd-mobile/es/components/toast/index`).
 */
export function prefetchFiles(bundle: OutputBundle, { modules, after }: PrefetchOptions, base = '/') {
  const byFile = chunksByFile(bundle);
  const loaded = new Set<string>();
  entriesOf(byFile).forEach((entry) => closure(entry, byFile, { into: loaded }));
  after.forEach((module) => closure(chunkOf(byFile, module, 'prefetch'), byFile, { into: loaded }));
  return Object.fromEntries(
    modules.map((module) => {
      const files = [...closure(chunkOf(byFile, module, 'prefetch'), byFile)].filter(
        (file) => !loaded.has(file),
      );
      return [module.replace(/^src\//, '').replace(/\.\w+$/, ''), files.map((file) => `${base}${file}`)];
    }),
  );
}

/**
 * Writes into the built page which files each of `modules` needs, so the app can fetch a chunk the user
 * will likely open next into the browser's cache without running it (src/lib/prefetch.ts): running a page's
 * 35 modules on idle blocked the main thread while the user began to read (issue 35). The dev server serves
 * modules one by one and gets no list.
 */
export function prefetchList(options: PrefetchOptions): Plugin {
  let base = '/';
  return {
    name: 'prefetch-list',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: PREFETCH_ELEMENT_ID },
            children: JSON.stringify(prefetchFiles(bundle, options, base)),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}
