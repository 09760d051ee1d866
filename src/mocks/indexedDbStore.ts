import type { Persistence } from './db';
import { STORAGE_KEY } from './webStorage';

const DB_NAME = 'qc-fake-backend';
const STORE = 'parts';
/** The head's key (db's HEAD_KEY): the first key read when a tab takes the lock. */
const HEAD = '';
/** A slice of writing, as the db's saving slices (the page runs between two). */
const SLICE_MS = 4;

/** The store a demo's tabs share, with what `Persistence` needs and what the browser's wiring adds. */
export interface SharedStore extends Persistence {
  /**
   * Runs `work` holding the store for this tab: first catches up with another tab's saves (the stored head
   * moved: every key is read again), and lets go only once what `work` wrote is committed, so that the next
   * tab reads it whole.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Commits what was written since the last commit, in one transaction: all of a save, or none of it. `whole`
   * (a page going away): every write in this task.
   */
  flush(whole?: boolean): Promise<void>;
}

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const committed = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });

function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request);
}

/** Every key and its text, as stored now. */
async function readAll(db: IDBDatabase): Promise<Map<string, string>> {
  const store = db.transaction(STORE, 'readonly').objectStore(STORE);
  const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
  return new Map(keys.map((key, index) => [String(key), String(values[index])]));
}

/**
 * The state an older demo kept in localStorage (`qc-fake-db`, `qc-fake-db:<part>`), taken over once and removed
 * from there: while it was there, the page's first read of localStorage (the boot script's, for the language
 * and the session) loaded all of it, some 20 ms of a desktop core before the first paint.
 */
function takeOverWebStorage(): Map<string, string> {
  const found = new Map<string, string>();
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
    for (const key of keys) {
      if (key !== STORAGE_KEY && !key.startsWith(`${STORAGE_KEY}:`)) continue;
      const text = localStorage.getItem(key);
      if (text !== null) found.set(key === STORAGE_KEY ? HEAD : key.slice(STORAGE_KEY.length + 1), text);
      localStorage.removeItem(key);
    }
  } catch {
    // no localStorage: nothing to take over
  }
  return found;
}

/**
 * The fake backend's state in IndexedDB, kept whole in memory while the page runs (decision 0087): `read`
 * answers from memory at once, as the db reads a table at its first use; `write` changes memory and waits for
 * the next `flush`. Null where IndexedDB cannot be opened (the caller falls back to localStorage).
 *
 * `lock` lets one tab at a time through (a Web Lock); `savesWhole` is Persistence's.
 */
export async function indexedDbStore(
  lock: <T>(work: () => Promise<T>) => Promise<T>,
  savesWhole?: () => boolean,
): Promise<SharedStore | null> {
  let db: IDBDatabase;
  let texts: Map<string, string>;
  try {
    db = await open();
    texts = await readAll(db);
  } catch {
    return null;
  }
  const unwritten = new Map<string, string | null>();
  // An older demo's state is taken over where this store has none yet; it leaves localStorage either way.
  const older = takeOverWebStorage();
  if (!texts.has(HEAD)) {
    for (const [key, text] of older) {
      texts.set(key, text);
      unwritten.set(key, text);
    }
  }
  /** The commits under way. */
  let commits: Promise<unknown> = Promise.resolve();
  /** What the commit under way in slices writes, and how to stop it issuing more. */
  let sliced: { batch: ReadonlyMap<string, string | null>; stop: () => void } | null = null;

  /**
   * Writes `batch` in one transaction, begun at once, in the caller's task: a page going away commits its last
   * save (IndexedDB keeps a transaction begun in `pagehide`), and IndexedDB runs writing transactions in the
   * order they began. `whole`: every write now; else some writes a slice of SLICE_MS, the next ones when the
   * last of those is done (the transaction stays open while a write is pending, and the page runs between),
   * as a first visit's seed is some 850 KB to copy.
   */
  const commit = (batch: ReadonlyMap<string, string | null>, whole: boolean): void => {
    const transaction = db.transaction(STORE, 'readwrite', { durability: 'relaxed' });
    const store = transaction.objectStore(STORE);
    const entries = [...batch];
    let next = 0;
    let stopped = false;
    const writeSome = () => {
      const until = performance.now() + SLICE_MS;
      let last: IDBRequest | undefined;
      // At least one write a slice.
      while (next < entries.length && !stopped && (whole || !last || performance.now() < until)) {
        const entry = entries[next++];
        if (!entry) break;
        const [key, text] = entry;
        last = text === null ? store.delete(key) : store.put(text, key);
      }
      if (next < entries.length && !stopped && last) last.onsuccess = writeSome;
      else {
        if (sliced?.batch === batch) sliced = null;
        transaction.commit();
      }
    };
    if (!whole) sliced = { batch, stop: () => (stopped = true) };
    writeSome();
    commits = Promise.all([commits, committed(transaction).catch(() => undefined)]);
  };

  const flush = (whole = false): Promise<void> => {
    if (unwritten.size > 0 || (whole && sliced)) {
      // Written whole, a save takes along all of a commit still under way in slices: should the page go before
      // that one is done, it is lost whole, and this one holds all of it.
      const batch = new Map(whole && sliced ? [...sliced.batch, ...unwritten] : unwritten);
      if (whole) sliced?.stop();
      unwritten.clear();
      commit(batch, whole);
    }
    return commits.then(() => undefined);
  };

  /** Reads the store again when another tab saved since this one last read or wrote it. */
  const catchUp = async (): Promise<void> => {
    await flush();
    const head = await done(db.transaction(STORE, 'readonly').objectStore(STORE).get(HEAD)).catch(
      () => undefined,
    );
    if ((head ?? null) !== (texts.get(HEAD) ?? null)) texts = await readAll(db).catch(() => texts);
  };

  return {
    read: (key) => texts.get(key) ?? null,
    write: (key, text) => {
      if (text === null) texts.delete(key);
      else texts.set(key, text);
      unwritten.set(key, text);
    },
    savesWhole,
    flush,
    exclusive: (work) =>
      lock(async () => {
        await catchUp();
        try {
          return await work();
        } finally {
          await flush();
        }
      }),
  };
}
