/** The element of the built page that lists each prefetchable module's files (build/prefetch.ts). */
const LIST_ID = 'qc-prefetch';

let list: Record<string, readonly string[]> | null = null;
const linked = new Set<string>();

function readList(): Record<string, readonly string[]> {
  if (!list) {
    try {
      list = JSON.parse(document.getElementById(LIST_ID)?.textContent ?? '{}') as Record<string, string[]>;
    } catch {
      list = {};
    }
  }
  return list;
}

/** A link for each of the module's files not linked yet; false when the page lists no such module. */
function linkFiles(module: string, relOf: (file: string) => string): boolean {
  const files = readList()[module];
  if (!files) return false;
  for (const file of files) {
    if (linked.has(file)) continue;
    linked.add(file);
    const link = document.createElement('link');
    link.rel = relOf(file);
    link.href = file;
    document.head.append(link);
  }
  return true;
}

/**
 * Fetches the files a module's chunk needs (`pages/pages_team/index`, a path from src/ without its
 * extension, listed in the built page) into the browser's cache without running them: the import on the
 * tap then costs no round trip, and nothing runs on the main thread meanwhile. Answers whether the build
 * listed the module (the dev server and tests list none).
 */
export const prefetch = (module: string): boolean => linkFiles(module, () => 'prefetch');

/**
 * Makes a module importable with no network at all, without running it: its scripts are fetched and
 * compiled into the page's module map (modulepreload) and its stylesheets applied (the kit's class names
 * style nothing else; the import then finds them in place). For what must work offline, such as the toast
 * that says "you are offline". Answers whether the build listed the module.
 */
export const preloadModule = (module: string): boolean =>
  linkFiles(module, (file) => (file.endsWith('.css') ? 'stylesheet' : 'modulepreload'));

/** Forgets the list read (tests write another). */
export function resetPrefetch() {
  list = null;
  linked.clear();
}
