/**
 * The strings the app's worker keeps for offline (decision 0090): every language's `core.json` is precached
 * with the build, the other areas of the languages in use (English, the fallback, and the one chosen) only
 * once the page names them. Precaching every area of all six languages made a first visit download 240 files
 * in the background, five sixths of them in languages the person never reads.
 */

/** A file of the precache manifest, as vite-plugin-pwa hands it to the worker (Workbox's PrecacheEntry). */
export type ManifestEntry = string | { url: string; revision?: string | null };

const urlOf = (entry: ManifestEntry) => (typeof entry === 'string' ? entry : entry.url);

/** What the page posts to the worker: keep these languages' strings (src/app/serviceWorker.ts). */
export const KEEP_STRINGS = 'KEEP_STRINGS';

export interface KeepStrings {
  type: typeof KEEP_STRINGS;
  codes: string[];
}

export function isKeepStrings(data: unknown): data is KeepStrings {
  const message = data as Partial<KeepStrings> | null;
  return (
    message?.type === KEEP_STRINGS &&
    Array.isArray(message.codes) &&
    message.codes.every((code) => typeof code === 'string')
  );
}

/** `locales/<code>/<area>.json`, any area but the core one; the language's code is the first group. */
const AREA_FILE = /^\/?locales\/([^/]+)\/(?!core\.json$)[^/]+\.json$/;

/**
 * An address of an area of the strings as the page asks for them (`/locales/<code>/<area>.json?v=<build>`); the
 * core file is the precache's.
 */
export const isStringsPath = (pathname: string) => AREA_FILE.test(pathname);

/** The manifest parted: what the worker precaches at install, and the areas it keeps per language. */
export function splitManifest<Entry extends ManifestEntry>(entries: readonly Entry[]) {
  return {
    precached: entries.filter((entry) => !isStringsPath(urlOf(entry))),
    areas: entries.filter((entry) => isStringsPath(urlOf(entry))),
  };
}

/**
 * The cache of this build's strings: named by their revisions, so that a build with other strings starts a
 * cache of its own and the worker that brings it deletes the old one (`strings-` and the rest).
 */
export function stringsCacheName(areas: readonly ManifestEntry[]): string {
  let hash = 5381;
  for (const entry of areas) {
    const revision = typeof entry === 'string' ? '' : (entry.revision ?? '');
    for (const character of `${urlOf(entry)}@${revision};`)
      hash = (hash * 33 + character.charCodeAt(0)) >>> 0;
  }
  return `strings-${hash.toString(36)}`;
}

/** The addresses of every area of these languages, as the worker fetches them to keep. */
export function areasOf(areas: readonly ManifestEntry[], codes: readonly string[]): string[] {
  return areas
    .map(urlOf)
    .filter((url) => codes.includes(AREA_FILE.exec(url)?.[1] ?? ''))
    .map((url) => (url.startsWith('/') ? url : `/${url}`));
}
