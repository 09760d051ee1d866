import type { Persistence } from '../../src/mocks/db';

/**
 * Storage in memory, as one browser's localStorage is to the fake backend: what was saved last, and a
 * revision bumped with every save. Copies go in and out, as they would through JSON.
 */
export function memoryPersistence(initial?: unknown) {
  const store = { saved: initial, revision: 0 };
  const persistence: Persistence = {
    load: () => structuredClone(store.saved),
    save: (stored) => {
      store.saved = structuredClone(stored);
      store.revision += 1;
    },
    revision: () => String(store.revision),
  };
  return { store, persistence };
}

/** The same storage with one request at a time across the servers that share it, as the browser's Web Lock. */
export function withWebLock(persistence: Persistence): Persistence {
  let held: Promise<unknown> = Promise.resolve();
  return {
    ...persistence,
    exclusive: <T>(work: () => Promise<T>): Promise<T> => {
      const run = held.then(work);
      held = run.catch(() => undefined);
      return run;
    },
  };
}
