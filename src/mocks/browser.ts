import { setupWorker } from 'msw/browser';
import { readStored, writeStored } from '../lib/storage';
import { clock } from './clock';
import { attachPersistence, resetDb, type Persistence } from './db';
import { handlers } from './handlers';
import { chatHandler } from './socket';

export const STORAGE_KEY = 'qc-fake-db';

const localStoragePersistence: Persistence = {
  load: () => readStored<unknown>(STORAGE_KEY),
  save: (state) => writeStored(STORAGE_KEY, state),
};

export interface FakeBackendControls {
  /** back to the seed, saved at once so a reload keeps the fresh state */
  reset: () => void;
  clock: typeof clock;
}

declare global {
  interface Window {
    __qcFake?: FakeBackendControls;
  }
}

/** Serves the fake backend from the service worker; the demo state lives in localStorage. */
export async function startFakeBackend(): Promise<void> {
  attachPersistence(localStoragePersistence);
  const worker = setupWorker(...handlers, chatHandler);
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  window.__qcFake = { reset: resetDb, clock };
}
