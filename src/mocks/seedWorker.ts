import { seedDb } from './db/seed';

/**
 * A Web Worker that makes the demo's seed (src/mocks/seedOffThread.ts): the whole demo history, replayed as of
 * the time it is sent, answered as JSON.
 */
self.addEventListener('message', (event: MessageEvent<{ time: number }>) => {
  self.postMessage(JSON.stringify(seedDb(event.data.time)));
});
