import { stateParts } from './db/parts';
import { seedDb } from './db/seed';

/**
 * A Web Worker that makes the demo's seed (src/mocks/seedOffThread.ts): the whole demo history, replayed as of
 * the time it is sent, answered in the parts a store keeps it in (each table's JSON, PART_ROWS rows a part).
 */
self.addEventListener('message', (event: MessageEvent<{ time: number }>) => {
  self.postMessage(stateParts(seedDb(event.data.time)));
});
