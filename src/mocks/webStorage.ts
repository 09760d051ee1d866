import type { Persistence } from './db';

/** The head's key; each table is stored under `qc-fake-db:<table>` and its further parts `qc-fake-db:<table>:<n>`. */
export const STORAGE_KEY = 'qc-fake-db';

const storageKey = (key: string) => (key === '' ? STORAGE_KEY : `${STORAGE_KEY}:${key}`);

/**
 * The fake backend's state in Web Storage (the browser's localStorage; a stand-in in scripts/fake-backend-cost.ts),
 * one request at a time through `exclusive`. A full quota or a private mode leaves the state in memory only.
 */
export function webStoragePersistence(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  exclusive: NonNullable<Persistence['exclusive']>,
  savesWhole?: () => boolean,
): Persistence {
  return {
    read: (key) => {
      try {
        return storage.getItem(storageKey(key));
      } catch {
        return null;
      }
    },
    write: (key, text) => {
      try {
        if (text === null) storage.removeItem(storageKey(key));
        else storage.setItem(storageKey(key), text);
      } catch {
        // the demo keeps working on the state in memory
      }
    },
    exclusive,
    savesWhole,
  };
}
