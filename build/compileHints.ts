import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';
import { chunkOf, chunksByFile, closure, entriesOf } from './chunkGraph';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has all its
 * functions compiled as it streams in, on a background thread, instead of each one on the main thread the
 * first time it is called (https://v8.dev/blog/explicit-compile-hints).
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks the start of the app runs: the entry's and, with what each imports statically, those of the
 * modules named (the client, React's half of boot, the first screens' pages).
 */
export function startChunks(bundle: OutputBundle, modules: readonly string[]): Set<string> {
  const byFile = chunksByFile(bundle);
  const files = new Set<string>();
  entriesOf(byFile).forEach((entry) => closure(entry, byFile, { into: files, css: false }));
  modules.forEach((module) =>
    closure(chunkOf(byFile, module, 'compile-hints'), byFile, { into: files, css: false }),
  );
  return files;
}

/**
 * The chunks hinted are those of at least this much code: on the first screens, React's DOM renderer, the
 * entry (React, the query cache, i18next), the start (the router, the app) and axios, with Me's page (on home
 * 87 % of the first screen's code). The rest compile lazily: the hint costs ~40 bytes gzip on the wire per
 * file, and the first screen's JS is at its budget (150 KB; with all the start's chunks of 4 KB or more
 * hinted it was 51 bytes over).
 */
export const MIN_HINTED_BYTES = 16 * 1024;

/**
 * Marks the chunks the start runs for eager compiling (decision 0078). Most of their functions run before the
 * first screen is up, and compiling them one by one as they were first called took some 600 ms of the main
 * thread with the CPU slowed 4×; the rest of the app compiles lazily, as before, and so do the start's small
 * chunks (under `minBytes`). The mark is a comment, added after minifying (which would drop it) and after the
 * files are named: a chunk's name stands for its code, which the comment does not change.
 */
export function compileHints(modules: readonly string[], minBytes = MIN_HINTED_BYTES): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    // Last of all: Vite writes a line of its own (`__vite__mapDeps`) on top of a chunk that imports others
    // dynamically, and the hint must come before any function.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of startChunks(bundle, modules)) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || chunk.code.length < minBytes) continue;
          chunk.code = EAGER_COMPILE_HINT + chunk.code;
          // A source map's lines move down by the one the hint takes.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
