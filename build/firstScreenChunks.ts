import path from 'node:path';
import type { GetManualChunk, ManualChunkMeta } from 'rollup';
import { moduleReach } from './moduleReach';

/**
 * The chunks the first screens' shared modules go into (decision 0083). Left to itself, Rollup puts every
 * module in the chunk of the set of routes that use it; with 91 routes that is a chunk of one or two KB for
 * nearly every shared component and icon, and Me's first screen asked for 39 scripts. Each request costs
 * the main thread of a phone while the first screen is drawn (issue 35). Here a module that a first screen
 * imports (statically, not through the page itself) goes into one chunk per set of first screens that use
 * it: each first screen still fetches exactly the code it runs, in a few files; a later route that needs one
 * such module fetches its chunk whole (some KB more, after the first screen).
 *
 * `screens` names each first screen's page module; `before` are the modules that run before any page (the
 * entry, React's half of boot): what they import is theirs, not a first screen's. Modules of the fake
 * backend keep Rollup's chunks.
 */
export function firstScreenChunks(
  screens: Record<string, string>,
  before: Record<string, string>,
): GetManualChunk {
  const pages = new Map(Object.entries(screens).map(([name, module]) => [path.resolve(module), name]));
  let chunkOf: Map<string, string> | undefined;

  return (id: string, meta: ManualChunkMeta) => {
    chunkOf ??= assign(pages, before, meta);
    return chunkOf.get(id);
  };
}

/** A module of the fake backend (its own, MSW's): a demo build's alone, named `mocks-…` (vite.config.ts). */
export const FAKE_BACKEND_MODULE = /[\\/](src[\\/]mocks|node_modules[\\/](msw|@mswjs))[\\/]/;

/**
 * The chunk of each module: first what runs before any page, group by group (each group's chunk named as
 * Rollup names the entry it holds, so that it stays that entry's chunk); then, of what the first screens
 * import besides, one chunk per set of first screens that use a module.
 */
function assign(pages: Map<string, string>, before: Record<string, string>, meta: ManualChunkMeta) {
  const reach = moduleReach(meta);
  const chunkOf = new Map<string, string>();
  const ids = new Set(meta.getModuleIds());
  for (const [name, module] of Object.entries(before)) {
    // A CommonJS module is imported through the ES wrapper the CommonJS plugin puts before it.
    const wrapper = `\0${path.resolve(module)}?commonjs-es-import`;
    for (const id of reach(ids.has(wrapper) ? wrapper : path.resolve(module)))
      if (!chunkOf.has(id) && !FAKE_BACKEND_MODULE.test(id)) chunkOf.set(id, name);
  }
  const users = new Map<string, string[]>();
  for (const [page, name] of pages) {
    for (const id of reach(page)) {
      if (pages.has(id) || chunkOf.has(id) || FAKE_BACKEND_MODULE.test(id)) continue;
      users.set(id, [...(users.get(id) ?? []), name]);
    }
  }
  for (const [id, names] of users) chunkOf.set(id, `screen-${names.join('-')}`);
  return chunkOf;
}
