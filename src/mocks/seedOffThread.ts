import workerUrl from './seedWorker?worker&url';
import { trustedScriptUrl } from '../lib/security/scriptUrlPolicy';
import type { StateParts } from './db/parts';

/**
 * The demo's seed as of `time`, made in a Web Worker: making it (the whole demo history) takes some 100–200 ms
 * of a desktop core, which a first visit spent on the main thread before its first answer. It comes in the
 * parts a store keeps it in, so that the page writes it as it came and parses a table only when a request
 * reads it (src/mocks/db/index.ts). Null where no worker can make it; the caller then seeds on the main
 * thread, as before.
 */
export function seedOffThread(time: number): Promise<StateParts | null> {
  if (typeof Worker !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      // Under Trusted Types, the 'fake-backend-worker' policy (decision 0030) lets exactly this script in, in the
      // page as in the app's service worker.
      worker = new Worker(trustedScriptUrl('fake-backend-worker', workerUrl), {
        type: 'module',
        name: 'fake-backend-seed',
      });
    } catch {
      resolve(null);
      return;
    }
    const done = (parts: StateParts | null) => {
      worker.terminate();
      resolve(parts);
    };
    worker.onmessage = (event: MessageEvent<StateParts>) => done(event.data);
    worker.onerror = () => done(null);
    worker.postMessage({ time });
  });
}
