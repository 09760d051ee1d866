import fs from 'node:fs';
import path from 'node:path';
import { clock } from '../../src/mocks/clock';
import {
  attachPersistence,
  db,
  nextId,
  resetDb,
  SCHEMA_VERSION,
  transaction,
  type StoredDb,
} from '../../src/mocks/db';
import { AWKWARD_NAME, DEMO, seedDb } from '../../src/mocks/db/seed';
import { checkPassword, inviterOf } from '../../src/mocks/db/users';
import { inviteCodeFor } from '../../src/mocks/db/userRows';
import { paginate } from '../../src/mocks/http/route';
import { memoryPersistence } from './memoryPersistence';
import { withFrozenClock } from './setupLocal';

// The seed counts back from the clock's now: comparing two seeds needs the same now.
withFrozenClock();

afterEach(() => {
  attachPersistence({ load: () => undefined, save: () => undefined, revision: () => null });
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

describe('fake backend: persistence and transactions', () => {
  it('adopts a stored state and fills tables it does not have from the seed', () => {
    const stored = seedDb();
    stored.users[0]!.nickName = 'Kept across reloads';
    const { visits: _dropped, ...withoutVisits } = stored;
    const olderSave = {
      ...withoutVisits,
      seq: { uid: stored.seq.uid + 5 },
      config: { phoneRegions: [], public: stored.config.public },
    };
    const { persistence } = memoryPersistence({ version: SCHEMA_VERSION, state: olderSave });
    attachPersistence(persistence);
    expect(db().users[0]?.nickName).toBe('Kept across reloads');
    expect(db().visits).toEqual([]);
    expect(db().seq).toEqual({ ...seedDb().seq, uid: stored.seq.uid + 5 });
    expect(db().config.phoneRegions).toEqual([]);
    expect(db().config.sysConfig).toEqual(seedDb().config.sysConfig);
  });

  it('keeps what was saved across a reload (a fresh attach of the same storage)', async () => {
    const { persistence } = memoryPersistence(undefined);
    attachPersistence(persistence);
    await transaction(
      async () => {
        db().users[0]!.nickName = 'Survives';
        return true;
      },
      (done) => done,
    );
    db().users[0]!.nickName = 'Changed outside a request, never saved';
    attachPersistence(persistence);
    expect(db().users[0]?.nickName).toBe('Survives');
  });

  it('replaces a stored state of another schema version, or garbage, with the seed', () => {
    for (const saved of [{ version: SCHEMA_VERSION + 1, state: { users: [] } }, 'garbage', undefined]) {
      attachPersistence(memoryPersistence(saved).persistence);
      expect(JSON.stringify(db())).toBe(JSON.stringify(seedDb()));
    }
  });

  it('saves after a successful transaction and after a reset, and rolls a failed one back', async () => {
    const { store, persistence } = memoryPersistence(undefined);
    attachPersistence(persistence);
    await transaction(
      async () => {
        db().users[0]!.balance = 7;
        return true;
      },
      (done) => done,
    );
    expect((store.saved as StoredDb).state.users?.[0]?.balance).toBe(7);
    await transaction(
      async () => {
        db().users[0]!.balance = 99;
        return false;
      },
      (done) => done,
    );
    expect(db().users[0]?.balance).toBe(7);
    await expect(
      transaction(
        async () => {
          nextId('uid');
          throw new Error('crash');
        },
        () => true,
      ),
    ).rejects.toThrow('crash');
    expect(db().seq.uid).toBe(seedDb().seq.uid);
    resetDb();
    expect((store.saved as StoredDb).state.users?.[0]?.balance).toBe(1000);
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
