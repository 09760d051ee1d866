import { DEMO_FILES_CACHE } from '../sw/cacheNames';

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

/**
 * At most this long a slice: an idle period may last 50 ms, but a phone is some four times slower than the
 * desktop core that measures it, and Lighthouse counts a task over 50 ms there as blocking.
 */
const SLICE_MS = 8;

/** Files waiting for their link; linked a few at a time in idle time. */
const waiting: string[] = [];
let draining = false;

/**
 * Adds the waiting links while the browser is idle, a slice at a time: each link costs the main thread a
 * resource request (some 2 ms on a desktop core, 8 on a phone), and the team page alone lists 70 files, so
 * added in one go they made long tasks of 100–500 ms on home (decision 0073).
 */
function drain(deadline?: IdleDeadline) {
  const until = performance.now() + SLICE_MS;
  do {
    const file = waiting.shift();
    if (!file) break;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    document.head.append(link);
  } while (deadline && deadline.timeRemaining() > 1 && performance.now() < until);
  if (waiting.length === 0) draining = false;
  else if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(drain);
  else window.setTimeout(drain, 16);
}

/**
 * The files a demo build's worker keeps already (src/sw/sw.ts keeps the app's files as they load): on a later
 * visit most of a module's files are there, and a link would cost a request each for nothing (and fetch the
 * file again behind the worker's copy). Only a page the worker controls asks; without a worker, every file.
 */
let keptByWorker: Promise<ReadonlySet<string>> | null = null;

function readKept(): Promise<ReadonlySet<string>> | null {
  if (!__FAKE_BACKEND__ || !navigator.serviceWorker?.controller || typeof caches === 'undefined') return null;
  keptByWorker ??= caches
    .open(DEMO_FILES_CACHE)
    .then((cache) => cache.keys())
    .then((requests) => new Set(requests.map((request) => new URL(request.url).pathname)))
    .catch(() => new Set<string>());
  return keptByWorker;
}

/** Queues a link for each of the files not linked yet (nor kept by a demo's worker), and starts adding them. */
function linkFiles(files: readonly string[]): void {
  const fresh = files.filter((file) => !linked.has(file));
  for (const file of fresh) linked.add(file);
  const kept = readKept();
  if (!kept) queue(fresh);
  else void kept.then((found) => queue(fresh.filter((file) => !found.has(file))));
}

function queue(files: readonly string[]): void {
  waiting.push(...files);
  startDraining();
}

function startDraining(): void {
  if (!draining && waiting.length > 0) {
    draining = true;
    drain();
  }
}

/**
 * Whether the app's service worker fetches every file of the build at its install, as it does in a build
 * for a real backend (src/sw/sw.ts; it registers once home is idle): a prefetch link there would fetch the
 * same file a second time and cost the main thread a request each. A demo build's worker keeps files only
 * as they load, so there the links fetch ahead.
 */
const precachedByWorker = () => !__FAKE_BACKEND__ && 'serviceWorker' in navigator;

/** What `prefetch` did: fetched the files ahead, left them to the worker that precaches the build, or found
 * the module unlisted (the dev server and tests list none). */
export type Prefetched = 'fetching' | 'precached' | 'unlisted';

/**
 * Fetches the files a module's chunk needs (`pages/pages_team/index`, a path from src/ without its
 * extension, listed in the built page) into the browser's cache without running them: the import on the
 * tap then costs no round trip, and nothing runs on the main thread meanwhile.
 */
export function prefetch(module: string): Prefetched {
  const files = readList()[module];
  if (!files) return 'unlisted';
  if (precachedByWorker()) return 'precached';
  linkFiles(files);
  return 'fetching';
}

/** Forgets the list read (tests write another). */
export function resetPrefetch() {
  list = null;
  keptByWorker = null;
  linked.clear();
  waiting.length = 0;
  draining = false;
}
