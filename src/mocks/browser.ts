import { setupWorker } from 'msw/browser';
import { clock, now } from './clock';
import {
  attachPersistence,
  db,
  detached,
  needsSeed,
  readAhead,
  resetShared,
  saveNow,
  skipShared,
  type DbState,
  type Persistence,
} from './db';
import { yieldToMain } from '../lib/yieldToMain';
import { calls } from './handlers';
import { callsHandler } from './http/route';
import { mediaHandler } from './http/media';
import { chatHandler, hangUpAll, openConnections } from './hub/socket';
import { shareHubAcrossTabs } from './hub/tabs';
import { readBundledMedia } from './media/bundled';
import { indexedDbStore } from './indexedDbStore';
import { seedOffThread } from './seedOffThread';
import { STORAGE_KEY, webStoragePersistence } from './webStorage';

/**
 * Every tab of the browser runs the handlers itself (the service worker hands each request back to its
 * page), so the tabs share one server through IndexedDB (decision 0087): a Web Lock lets one request at a
 * time through, whichever tab sent it, and holds while that tab commits what changed; the next tab reads the
 * store again when its head moved. Where IndexedDB cannot be opened, localStorage serves as before.
 */
const lock = async <T>(work: () => Promise<T>): Promise<T> =>
  navigator.locks ? await navigator.locks.request(STORAGE_KEY, work) : await work();
// A hidden tab's timers run once a second: it would hold the lock for the other tabs through its slices.
const pageHidden = () => document.visibilityState === 'hidden';

async function openStore(): Promise<Persistence & { flush?: (whole: boolean) => Promise<void> }> {
  return (await indexedDbStore(lock, pageHidden)) ?? webStoragePersistence(localStorage, lock, pageHidden);
}

export interface FakeBackendControls {
  /** back to the seed and the real clock for every tab, saved at once so a reload keeps the fresh state */
  reset: () => Promise<void>;
  clock: typeof clock;
  /** fast-forwards the fake backend's clock for every tab (kept across reloads), e.g. to let a review come due */
  skip: (ms: number) => Promise<void>;
  /** closes every live socket of this tab, as a network drop would; the app reconnects within 5 s */
  dropSockets: () => number;
  /** how many of this tab's live sockets are past their handshake (a journey waits for its page to listen) */
  liveSockets: () => number;
  /** a copy of one table as this tab's fake backend holds it (journeys and screenshots read real rows) */
  table: <T extends keyof DbState>(name: T) => DbState[T];
}

declare global {
  interface Window {
    __qcFake?: FakeBackendControls;
  }
}

/** MSW's worker, answering from this page's handlers, each request in a task of its own. */
function startWorker() {
  const api = callsHandler(calls, { before: yieldToMain });
  // A build's pictures are files its worker serves (vite.config.ts, fakeMediaFiles); the dev server has none.
  const media = import.meta.env.DEV ? [mediaHandler(readBundledMedia)] : [];
  const worker = setupWorker(api, ...media, chatHandler());
  return worker.start({
    // A build runs it inside the app's own worker (src/sw/sw.ts, decision 0028); the dev server has only it.
    serviceWorker: { url: import.meta.env.DEV ? '/mockServiceWorker.js' : '/sw.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}

/** Serves the fake backend from the service worker; the demo state lives in IndexedDB. */
export async function startFakeBackend(): Promise<void> {
  const started = startWorker();
  const store = await openStore();
  // A first visit's seed is made off the main thread, while the service worker starts.
  const made = needsSeed(store) ? await seedOffThread(now()) : null;
  await yieldToMain();
  attachPersistence(store, made);
  // The first screen's calls find the tables parsed (read in short slices while the app starts).
  void readAhead();
  // What is still being saved in slices is saved at once when the page goes away or into the background.
  const saveAll = () => {
    saveNow();
    void store.flush?.(true);
  };
  addEventListener('pagehide', saveAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveAll();
  });
  shareHubAcrossTabs();
  await started;
  window.__qcFake = {
    reset: resetShared,
    clock,
    skip: skipShared,
    dropSockets: hangUpAll,
    liveSockets: openConnections,
    table: (name) => detached(db()[name]),
  };
}
