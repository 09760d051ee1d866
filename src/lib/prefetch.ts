/** The element of the built page that lists each prefetchable module's files (build/prefetch.ts). */
const LIST_ID = 'qc-prefetch';

let list: Record<string, readonly string[]> | null = null;
const fetched = new Set<string>();

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

/**
 * Fetches the files a module's chunk needs (`pages/pages_team/index`, a path from src/ without its
 * extension, listed in the built page) into the browser's cache without running them: the import on the
 * tap then costs no round trip, and nothing runs on the main thread meanwhile. Answers whether the build
 * listed the module (the dev server and tests list none).
 */
export function prefetch(module: string): boolean {
  const files = readList()[module];
  if (!files) return false;
  for (const file of files) {
    if (fetched.has(file)) continue;
    fetched.add(file);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    document.head.append(link);
  }
  return true;
}

/** Forgets the list read (tests write another). */
export function resetPrefetch() {
  list = null;
  fetched.clear();
}
