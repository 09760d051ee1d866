import { setupWorker } from 'msw/browser';
import { readStored, writeStored } from '../lib/storage';
import { clock } from './clock';
import { attachPersistence, resetShared, skipShared, type Persistence } from './db';
import { handlers } from './handlers';
import { mediaHandler } from './http/media';
import { chatHandler, hangUpAll, openConnections } from './hub/socket';
import { shareHubAcrossTabs } from './hub/tabs';
import { readBundledMedia } from './media/bundled';

export const STORAGE_KEY = 'qc-fake-db';
/** A new token with every save, so a tab finds out that another one wrote without parsing the state. */
const REVISION_KEY = 'qc-fake-db-revision';
const newRevision = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Every tab of the browser runs the handlers itself (the service worker hands each request back to its
 * page), so the tabs share one server through localStorage: each request starts from the stored state
 * when another tab saved since, and a Web Lock lets one request at a time through, whichever tab sent it.
 */
const localStoragePersistence: Persistence = {
  load: () => readStored<unknown>(STORAGE_KEY),
  save: (stored) => {
    writeStored(STORAGE_KEY, stored);
    writeStored(REVISION_KEY, newRevision());
  },
  revision: () => readStored<string>(REVISION_KEY) ?? null,
  exclusive: async (work) =>
    navigator.locks ? await navigator.locks.request(STORAGE_KEY, work) : await work(),
};

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
}

declare global {
  interface Window {
    __qcFake?: FakeBackendControls;
  }
}

/** Serves the fake backend from the service worker; the demo state lives in localStorage. */
export async function startFakeBackend(): Promise<void> {
  attachPersistence(localStoragePersistence);
  shareHubAcrossTabs();
  const worker = setupWorker(...handlers, mediaHandler(readBundledMedia), chatHandler);
  await worker.start({
    // A build runs it inside the app's own worker (src/sw/sw.ts, decision 0028); the dev server has only it.
    serviceWorker: { url: import.meta.env.DEV ? '/mockServiceWorker.js' : '/sw.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  window.__qcFake = {
    reset: resetShared,
    clock,
    skip: skipShared,
    dropSockets: hangUpAll,
    liveSockets: openConnections,
  };
}
