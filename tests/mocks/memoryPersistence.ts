import type { Persistence } from '../../src/mocks/db';

/** Storage in memory, as one browser's localStorage is to the fake backend: texts by key. */
export function memoryPersistence(initial: Iterable<[string, string]> = []) {
  const store = new Map<string, string>(initial);
  const persistence: Persistence = {
    read: (key) => store.get(key) ?? null,
    write: (key, text) => {
      if (text === null) store.delete(key);
      else store.set(key, text);
    },
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
