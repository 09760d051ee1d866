import fs from 'node:fs';
import path from 'node:path';
import { clock } from '../../src/mocks/clock';
import {
  attachPersistence,
  db,
  HEAD_KEY,
  needsSeed,
  nextId,
  PART_ROWS,
  partKey,
  readAhead,
  resetDb,
  resetShared,
  SCHEMA_VERSION,
  transaction,
  type Persistence,
  type StoredHead,
} from '../../src/mocks/db';
import { stateParts } from '../../src/mocks/db/parts';
import { AWKWARD_NAME, DEMO, seedDb } from '../../src/mocks/db/seed';
import { checkPassword, inviterOf } from '../../src/mocks/db/users';
import { inviteCodeFor } from '../../src/mocks/db/userRows';
import { paginate } from '../../src/mocks/http/route';
import { memoryPersistence, withWebLock } from './memoryPersistence';
import { withFrozenClock } from './setupLocal';

// The seed counts back from the clock's now: comparing two seeds needs the same now.
withFrozenClock();

afterEach(() => {
  attachPersistence({ read: () => null, write: () => undefined });
  resetDb();
  clock.useRealClock();
});

describe('fake backend: seed', () => {
  it('is deterministic: two resets give the same state', () => {
    resetDb();
    const first = JSON.stringify(db());
    db().users[0]!.balance = 1;
    resetDb();
    expect(JSON.stringify(db())).toBe(first);
    expect(JSON.stringify(seedDb())).toBe(first);
  });

  it('holds the demo account', () => {
    const demo = db().users.find((u) => u.phoneNumber === DEMO.phoneNumber);
    expect(demo).toMatchObject({
      phoneRegion: '+86',
      balance: 1000,
      integral: 5000,
      qcBalance: 300,
      usdtBalance: 150,
    });
    expect(demo && checkPassword(demo, 'Demo1234')).toBe(true);
    expect(demo?.nickName).not.toBe('');
    expect(demo?.inviteCode).toBe(inviteCodeFor(demo?.uid ?? 0));
    expect(demo?.passwordHash).not.toContain('Demo1234');
  });

  it('is seeded as of the clock: the same now gives the same state, another now another', () => {
    const later = clock.now() + 3_600_000;
    expect(JSON.stringify(seedDb(later))).not.toBe(JSON.stringify(db()));
    clock.setNow(later);
    expect(JSON.stringify(seedDb())).toBe(JSON.stringify(seedDb(later)));
  });

  it('names users in every script of the six languages, and one awkwardly: 80 characters of markup', () => {
    const names = db().users.map((u) => u.nickName);
    expect(names.filter((n) => n.length > 40)).toEqual([AWKWARD_NAME]);
    expect(AWKWARD_NAME).toHaveLength(80);
    for (const script of [
      /\p{Script=Han}/u,
      /\p{Script=Hangul}/u,
      /\p{Script=Hiragana}/u,
      /\p{Script=Cyrillic}/u,
      /[ãçéú]/,
    ]) {
      expect(names.some((n) => script.test(n))).toBe(true);
    }
    expect(AWKWARD_NAME).toContain('<img src=x onerror=alert(1)>');
    expect(names.filter((n) => /[<>]/.test(n))).toEqual([AWKWARD_NAME]);
  });

  it('is the list of seeded users the README gives: ID, phone and name', () => {
    const readme = fs.readFileSync(path.resolve('README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| (1\d{5}) +\| (\+\d+) (\d+) +\| (.+?) +\|/gm)];
    const listed = rows.map(([, uid, region, phone, name]) => [
      Number(uid),
      region,
      phone,
      name?.replace(/`/g, ''),
    ]);
    const seeded = db().users.map((u) => [u.uid, u.phoneRegion, u.phoneNumber, u.nickName]);
    expect(listed).toHaveLength(seeded.length);
    listed.forEach((row, index) => {
      const [uid, region, phone, name] = seeded[index] ?? [];
      expect(row.slice(0, 3)).toEqual([uid, region, phone]);
      expect(String(name).startsWith(String(row[3]).replace(/…$/, ''))).toBe(true);
    });
  });

  it('gives every user a distinct invitation code and knows the house code', () => {
    const codes = db().users.map((u) => u.inviteCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(inviterOf('qc2026')).toBeNull();
    expect(inviterOf(codes[1] ?? '')).toBe(db().users[1]?.uid);
    expect(inviterOf('ZZZZZZ')).toBeUndefined();
  });
});

const headIn = (store: Map<string, string>) => JSON.parse(store.get(HEAD_KEY) ?? 'null') as StoredHead;
const storedTable = (store: Map<string, string>, table: keyof ReturnType<typeof seedDb>) =>
  Array.from({ length: headIn(store).tables[table]?.parts ?? 0 }, (_, part) =>
    JSON.parse(store.get(partKey(table, part)) ?? 'null'),
  ).flat() as unknown[];

/** A store as a first visit leaves it (the seed saved), attached. */
function seededStore() {
  const memory = memoryPersistence();
  attachPersistence(memory.persistence);
  return memory;
}

/** The same store, each key read or written noted in `seen`. */
function noting(persistence: Persistence, seen: { reads: string[]; writes: string[] }): Persistence {
  return {
    ...persistence,
    read: (key) => {
      seen.reads.push(key);
      return persistence.read(key);
    },
    write: (key, text) => {
      seen.writes.push(key);
      persistence.write(key, text);
    },
  };
}

const kept = (done: boolean) => done;

/** A seed as the seed worker answers it (src/mocks/seedWorker.ts), its first user renamed to tell it apart. */
function madeInTheWorker() {
  const seed = seedDb();
  seed.users[0]!.nickName = 'Made in the worker';
  return { seed, made: stateParts(seed) };
}

describe('fake backend: a seed made elsewhere', () => {
  it('seeds an empty store with the seed it is given (made off the main thread), not one of its own', () => {
    const { store, persistence } = memoryPersistence();
    expect(needsSeed(persistence)).toBe(true);
    const { seed, made } = madeInTheWorker();
    attachPersistence(persistence, made);
    expect(db().users[0]?.nickName).toBe('Made in the worker');
    expect(db().goods).toEqual(seed.goods);
    resetDb();
    expect(db().users[0]?.nickName).not.toBe('Made in the worker');
    expect(store.size).toBeGreaterThan(0);
  });

  it('writes the parts as they came, under the lock, and parses a table only when it is read', async () => {
    const { store, persistence } = memoryPersistence();
    const seen = { reads: [] as string[], writes: [] as string[] };
    const { made } = madeInTheWorker();
    attachPersistence(withWebLock(noting(persistence, seen)), made);
    await transaction(
      async () => db().users.length,
      () => true,
    );
    expect(store.get(partKey('goods', 0))).toBe(made.goods[0]);
    expect(headIn(store).tables.deviceIncome?.parts).toBe(made.deviceIncome.length);
    expect(headIn(store).version).toBe(SCHEMA_VERSION);
    // Each part written once; of the tables, only the one the request read was read back (and parsed).
    expect(seen.writes.filter((key) => key === partKey('users', 0))).toHaveLength(1);
    expect(seen.reads.filter((key) => key !== HEAD_KEY)).toEqual([partKey('users', 0)]);
    expect(needsSeed(persistence)).toBe(false);
  });

  it('reads every stored table ahead of the first requests when asked (the browser), each part once', async () => {
    const { persistence } = memoryPersistence();
    const seen = { reads: [] as string[], writes: [] as string[] };
    const { made } = madeInTheWorker();
    attachPersistence(withWebLock(noting(persistence, seen)), made);
    await readAhead();
    const parts = Object.entries(made).flatMap(([table, texts]) =>
      texts.map((_, part) => partKey(table as keyof typeof made, part)),
    );
    expect(seen.reads.filter((key) => key !== HEAD_KEY).sort()).toEqual(parts.sort());
    // The first request (its catch-up reads most tables) reads none of them again.
    seen.reads.length = 0;
    const first = await transaction(
      async () => [db().users[0]?.nickName, db().deviceIncome.length, db().orders.length],
      () => true,
    );
    expect(first).toEqual(['Made in the worker', expect.any(Number), expect.any(Number)]);
    expect(seen.reads.filter((key) => key !== HEAD_KEY)).toEqual([]);
  });

  it('takes the state another tab stored while it waited for the lock, not its own seed', async () => {
    const { store, persistence } = memoryPersistence();
    const shared = withWebLock(persistence);
    const { made } = madeInTheWorker();
    attachPersistence(shared, made);
    // The other tab, first to the lock: a whole stored state, with its own first user.
    const other = seedDb();
    other.users[0]!.nickName = 'The other tab';
    const theirs = stateParts(other);
    const headOfTheirs: StoredHead = { version: SCHEMA_VERSION, clockSkip: 0, tables: {} };
    for (const [table, parts] of Object.entries(theirs) as [keyof typeof theirs, string[]][]) {
      parts.forEach((text, part) => store.set(partKey(table, part), text));
      headOfTheirs.tables[table] = { rev: `theirs-${table}`, parts: parts.length };
    }
    store.set(HEAD_KEY, JSON.stringify(headOfTheirs));
    expect(
      await transaction(
        async () => db().users[0]?.nickName,
        () => true,
      ),
    ).toBe('The other tab');
    expect(headIn(store).tables.users?.rev).toBe('theirs-users');
  });

  it('writes every part again at a reset, one cleared from under it too (a journey clearing the storage)', async () => {
    // Without a lock, as Vitest's store: the seed is stored, and the reset saved, whole before they answer.
    const { store, persistence } = memoryPersistence();
    attachPersistence(persistence, madeInTheWorker().made);
    // The storage cleared under the server after it stored the seed; the same seed again at the reset.
    const cleared = [...store.keys()];
    store.clear();
    await resetShared();
    for (const key of cleared) expect(store.has(key), key).toBe(true);
    expect(storedTable(store, 'goods')).toEqual(db().goods);
  });

  it('seeds once over a state of another schema version', () => {
    const { store, persistence } = memoryPersistence([
      [HEAD_KEY, JSON.stringify({ version: 1, tables: {} })],
    ]);
    expect(needsSeed(persistence)).toBe(true);
    const { made } = madeInTheWorker();
    attachPersistence(persistence, made);
    expect(headIn(store).version).toBe(SCHEMA_VERSION);
    expect(db().users[0]?.nickName).toBe('Made in the worker');
  });

  it('keeps a stored state: the seed it is given is not used', async () => {
    const { persistence } = seededStore();
    await transaction(async () => {
      db().users[0]!.nickName = 'Stored';
      return true;
    }, kept);
    expect(needsSeed(persistence)).toBe(false);
    attachPersistence(persistence, madeInTheWorker().made);
    expect(db().users[0]?.nickName).toBe('Stored');
  });
});

describe('fake backend: persistence and transactions', () => {
  it('stores a head and each table apart, a long table in parts of PART_ROWS rows', () => {
    const { store } = seededStore();
    const seed = seedDb();
    const head = headIn(store);
    expect(head).toMatchObject({ version: SCHEMA_VERSION, clockSkip: 0 });
    expect(Object.keys(head.tables).sort()).toEqual(Object.keys(seed).sort());
    expect(head.tables.deviceIncome?.parts).toBe(Math.ceil(seed.deviceIncome.length / PART_ROWS));
    expect(JSON.parse(store.get('deviceIncome:1') ?? '')).toEqual(
      seed.deviceIncome.slice(PART_ROWS, 2 * PART_ROWS),
    );
    for (const table of Object.keys(seed) as (keyof typeof seed)[]) {
      const stored = Array.isArray(seed[table])
        ? storedTable(store, table)
        : JSON.parse(store.get(table) ?? '');
      expect(stored).toEqual(seed[table]);
    }
  });

  it('writes only the parts a request changed, small tables first, each followed by the head with its new revision', async () => {
    const { store, persistence } = seededStore();
    const seen = { reads: [], writes: [] };
    attachPersistence(noting(persistence, seen));
    const revisions = headIn(store).tables;
    const last = db().deviceIncome.length - 1;
    await transaction(async () => {
      db().deviceIncome[last]!.amount += 1;
      db().users[0]!.nickName = 'Saved alone';
      return true;
    }, kept);
    expect(seen.writes).toEqual([
      'users',
      HEAD_KEY,
      partKey('deviceIncome', Math.floor(last / PART_ROWS)),
      HEAD_KEY,
    ]);
    const moved = Object.entries(headIn(store).tables).filter(
      ([table, entry]) => revisions[table as keyof typeof revisions]?.rev !== entry.rev,
    );
    expect(moved.map(([table]) => table).sort()).toEqual(['deviceIncome', 'users']);
    expect(storedTable(store, 'users')).toEqual(JSON.parse(JSON.stringify(db().users)));
  });

  it('rolls a refused or crashed request back: the tables it changed exactly as before, the others untouched', async () => {
    seededStore();
    db().users[1]!.balance = 5; // a change outside a request, unsaved: the rollback keeps it, from an image
    const before = JSON.stringify(db());
    const goods = db().goods;
    const users = db().users;
    await transaction(async () => {
      db().users[0]!.balance = 99;
      db().orders.splice(0, 3);
      db().deviceIncomePaidUntil = 1;
      nextId('order');
      return false;
    }, kept);
    expect(JSON.stringify(db())).toBe(before);
    expect(db().goods).toBe(goods);
    expect(db().users).not.toBe(users);
    await expect(
      transaction(async () => {
        db().users.push({ ...db().users[0]!, uid: 1 });
        throw new Error('crash');
      }, kept),
    ).rejects.toThrow('crash');
    expect(JSON.stringify(db())).toBe(before);
  });

  it('keeps what was saved across a reload (a fresh attach of the same storage)', async () => {
    const { persistence } = seededStore();
    await transaction(async () => {
      db().users[0]!.nickName = 'Survives';
      return true;
    }, kept);
    db().users[0]!.nickName = 'Changed outside a request, never saved';
    attachPersistence(persistence);
    expect(db().users[0]?.nickName).toBe('Survives');
  });

  it('lets a second tab see a write once the first has saved it, re-reading only the table that changed', async () => {
    const { persistence } = memoryPersistence();
    const shared = withWebLock(persistence);
    attachPersistence(shared);
    vi.resetModules();
    const other = await import('../../src/mocks/db');
    const seen = { reads: [], writes: [] };
    other.attachPersistence(noting(shared, seen));
    const inOtherTab = <T>(work: () => T) =>
      other.transaction(
        async () => work(),
        () => true,
      );
    await inOtherTab(() => [other.db().users.length, other.db().goods.length]);

    await transaction(async () => {
      db().users[0]!.nickName = 'From the first tab';
      return true;
    }, kept);
    seen.reads.length = 0;
    const names = await inOtherTab(() => [other.db().users[0]?.nickName, other.db().goods[0]?.id]);
    expect(names).toEqual(['From the first tab', db().goods[0]?.id]);
    expect(seen.reads).toEqual([HEAD_KEY, 'users']);
  });

  it('replaces a stored state of another schema version, or garbage, with the seed', () => {
    const older = { version: SCHEMA_VERSION - 1, state: { users: [] } };
    for (const head of [JSON.stringify(older), 'garbage', null]) {
      const { store, persistence } = memoryPersistence(head === null ? [] : [[HEAD_KEY, head]]);
      attachPersistence(persistence);
      expect(JSON.stringify(db())).toBe(JSON.stringify(seedDb()));
      expect(headIn(store).version).toBe(SCHEMA_VERSION);
      expect(storedTable(store, 'users')).toEqual(seedDb().users);
    }
  });

  it('adopts a stored state and fills tables, sequences and settings it does not have from the seed', () => {
    const { store } = seededStore();
    const seed = seedDb();
    const users = storedTable(store, 'users') as typeof seed.users;
    users[0]!.nickName = 'Kept across reloads';
    store.set('users', JSON.stringify(users));
    const head = headIn(store);
    delete head.tables.visits;
    store.delete('visits');
    store.set(HEAD_KEY, JSON.stringify(head));
    store.set('seq', JSON.stringify({ uid: seed.seq.uid + 5 }));
    store.set('config', JSON.stringify({ phoneRegions: [], public: seed.config.public }));
    attachPersistence(memoryPersistence(store).persistence);
    expect(db().users[0]?.nickName).toBe('Kept across reloads');
    expect(db().visits).toEqual([]);
    expect(db().seq).toEqual({ ...seed.seq, uid: seed.seq.uid + 5 });
    expect(db().config.phoneRegions).toEqual([]);
    expect(db().config.sysConfig).toEqual(seed.config.sysConfig);
  });

  it('saves after a successful transaction and after a reset', async () => {
    const { store } = seededStore();
    await transaction(async () => {
      db().users[0]!.balance = 7;
      return true;
    }, kept);
    expect(storedTable(store, 'users')[0]).toMatchObject({ balance: 7 });
    resetDb();
    expect(storedTable(store, 'users')[0]).toMatchObject({ balance: 1000 });
  });
});

describe('fake backend: clock and paginate', () => {
  it('freezes, advances and returns to real time', () => {
    clock.setNow(1_000);
    clock.advance(500);
    expect(clock.now()).toBe(1_500);
    clock.useRealClock();
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1_000);
  });

  it('pages 1-based with a default size, and falls back on bad input', () => {
    const list = Array.from({ length: 45 }, (_, i) => i);
    expect(paginate(list, 3, 20)).toEqual({ list: [40, 41, 42, 43, 44], total: 45 });
    expect(paginate(list, '2', '10').list[0]).toBe(10);
    expect(paginate(list, 'x', undefined, 10)).toEqual({ list: list.slice(0, 10), total: 45 });
    expect(paginate(list, 1, 1000).list).toHaveLength(45);
  });
});
