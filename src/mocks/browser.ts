import { setupWorker } from 'msw/browser';
import { readStored, writeStored } from '../lib/storage';
import { clock } from './clock';
import { attachPersistence, resetDb, type Persistence } from './db';
import { handlers } from './handlers';
import { chatHandler } from './hub/socket';

export const STORAGE_KEY = 'qc-fake-db';
/** The demo clock's fast-forward survives a reload with the data it moved. */
const SKIP_KEY = 'qc-fake-clock-skip';

const localStoragePersistence: Persistence = {
  load: () => readStored<unknown>(STORAGE_KEY),
  save: (state) => writeStored(STORAGE_KEY, state),
};

export interface FakeBackendControls {
  /** back to the seed, saved at once so a reload keeps the fresh state */
  reset: () => void;
  clock: typeof clock;
  /** fast-forwards the fake backend's clock (kept across reloads), e.g. to let an address review come due */
  skip: (ms: number) => void;
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
  clock.skip(readStored<number>(SKIP_KEY) ?? 0);
  window.__qcFake = {
    reset: () => {
      resetDb();
      clock.useRealClock();
      writeStored(SKIP_KEY, 0);
    },
    clock,
    skip: (ms) => {
      clock.skip(ms);
      writeStored(SKIP_KEY, clock.skipped());
    },
  };
}
