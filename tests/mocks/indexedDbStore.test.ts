import { IDBFactory } from 'fake-indexeddb';
import { attachPersistence, HEAD_KEY, needsSeed, resetDb, transaction, db } from '../../src/mocks/db';
import { indexedDbStore, type SharedStore } from '../../src/mocks/indexedDbStore';
import { STORAGE_KEY } from '../../src/mocks/webStorage';
import { withFrozenClock } from './setupLocal';

withFrozenClock();

/** One lock for the "tabs" of a test, as navigator.locks is one for a browser's tabs. */
function webLock() {
  let held: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = held.then(work);
    held = run.catch(() => undefined);
    return run;
  };
}

async function openTab(lock = webLock()): Promise<SharedStore> {
  const store = await indexedDbStore(lock);
  if (!store) throw new Error('IndexedDB did not open');
  return store;
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  attachPersistence({ read: () => null, write: () => undefined });
  resetDb();
});

describe('the demo state in IndexedDB', () => {
  it('answers a write at once and keeps it for a later page once flushed', async () => {
    const tab = await openTab();
    tab.write(HEAD_KEY, 'head-1');
    tab.write('orders', '[1]');
    expect(tab.read('orders')).toBe('[1]');
    // Not committed yet: a page opened now reads nothing.
    expect((await openTab()).read('orders')).toBeNull();

    await tab.flush();
    const later = await openTab();
    expect(later.read(HEAD_KEY)).toBe('head-1');
    expect(later.read('orders')).toBe('[1]');

    tab.write('orders', null);
    await tab.flush();
    expect((await openTab()).read('orders')).toBeNull();
  });

  it('writes a large save in slices, and a page going away takes along what those had not written', async () => {
    const tab = await openTab();
    for (const key of ['a', 'b', 'c', 'd']) tab.write(key, key.repeat(3));
    // Every slice runs out at its first write: the save goes a write at a time.
    let time = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (time += 10));
    const sliced = tab.flush();
    tab.write('e', 'eee');
    const leaving = tab.flush(true);
    vi.restoreAllMocks();
    await Promise.all([sliced, leaving]);
    const later = await openTab();
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => later.read(key))).toEqual([
      'aaa',
      'bbb',
      'ccc',
      'ddd',
      'eee',
    ]);
  });

  it('lets one tab through at a time, committed before the next, which catches up with it', async () => {
    const lock = webLock();
    const first = await openTab(lock);
    const second = await openTab(lock);
    const order: string[] = [];
    const writing = first.exclusive(async () => {
      order.push('first starts');
      first.write(HEAD_KEY, 'head-2');
      first.write('users', '["a"]');
      await Promise.resolve();
      order.push('first ends');
    });
    const reading = second.exclusive(async () => {
      order.push('second starts');
      return [second.read(HEAD_KEY), second.read('users')];
    });
    await writing;
    expect(await reading).toEqual(['head-2', '["a"]']);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('takes over the state an older demo kept in localStorage, and clears it from there', async () => {
    localStorage.setItem(STORAGE_KEY, 'old-head');
    localStorage.setItem(`${STORAGE_KEY}:orders`, '[7]');
    localStorage.setItem('lang', '"en"');
    const tab = await openTab();
    expect(tab.read(HEAD_KEY)).toBe('old-head');
    expect(tab.read('orders')).toBe('[7]');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(`${STORAGE_KEY}:orders`)).toBeNull();
    expect(localStorage.getItem('lang')).toBe('"en"');
    await tab.flush();
    expect((await openTab()).read('orders')).toBe('[7]');
  });

  it('serves the fake backend: a change saved by one tab is what a page opened later reads', async () => {
    const lock = webLock();
    const tab = await openTab(lock);
    expect(needsSeed(tab)).toBe(true);
    attachPersistence(tab);
    const demo = db().users[0];
    if (!demo) throw new Error('no seeded user');
    await transaction(
      async () => {
        db().users[0] = { ...demo, nickName: 'Saved in IndexedDB' };
      },
      () => true,
    );
    // The save goes on after the answer; the lock is let go once it is committed.
    await lock(() => Promise.resolve());

    const later = await openTab(lock);
    expect(needsSeed(later)).toBe(false);
    attachPersistence(later);
    expect(db().users[0]?.nickName).toBe('Saved in IndexedDB');
  });
});
