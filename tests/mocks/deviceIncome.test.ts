import type { DailyEarning } from '../../src/api/devices/device';
import type { IncomeCounts, RankRowV2 } from '../../src/api/shared';
import type { Page } from '../../src/api/types';
import { maskName } from '../../src/lib/format';
import { money, sum, toWire } from '../../src/lib/money';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { DAY_MS, dayStart } from '../../src/mocks/db/calendar';
import type { DeviceIncomeRow } from '../../src/mocks/db/schema';
import { HOUR, MINUTE } from '../../src/mocks/db/seedClock';
import { publicUserOf } from '../../src/mocks/db/users';
import { expectLedgerBalanced, lastLine, ledgerOf } from './myHelpers';
import { send, USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';
import { bind, D, deviceBySn, devInfo, incomeOf, page, SEEDED_DEVICES } from './deviceHelpers';

withFrozenClock();

const { livingRoom, alwaysOn, dailyOutage } = SEEDED_DEVICES;
const [freePro = '', freeMini = ''] = alwaysOn;
/** A Mini offline from 00:30 to 02:00 of every server day (16:30–18:00 UTC): T0 is 17:00 server time. */
const [flakyMini = ''] = dailyOutage;
const outageStart = dayStart(T0) + DAY_MS + 30 * MINUTE;

/** The server day T0 falls on (2026-03-01, T0 is 17:00 server time) ends 7 hours after it. */
const dayEnd = dayStart(T0) + DAY_MS;

const total = (rows: readonly { amount: number }[]) => toWire(sum(rows.map((r) => money(r.amount))));
const demoRows = (): DeviceIncomeRow[] => db().deviceIncome.filter((r) => r.uid === userAt(USERS.demo).uid);
const rowsOfDay = (uid: number, day: number): DeviceIncomeRow[] =>
  db().deviceIncome.filter((r) => r.uid === uid && dayStart(r.createTime) === day);

describe('fake backend: device income', () => {
  it('writes a row each whole hour for the minutes online, rounded down to the cent; QC waits', async () => {
    const token = await signInDemo();
    clock.setNow(T0 + 30 * MINUTE);
    await bind(token, freePro);
    const qc = userAt(USERS.demo).qcBalance;
    clock.setNow(T0 + HOUR - 1);
    expect((await incomeOf(token, freePro)).total).toBe(0);
    clock.setNow(T0 + 3 * HOUR);
    // 30 minutes of a Pro: 0.125 → 0.12; then two whole hours of 0.25.
    expect((await incomeOf(token, freePro)).list.map((r) => [r.amount, r.create_time])).toEqual([
      [0.25, T0 + 3 * HOUR],
      [0.25, T0 + 2 * HOUR],
      [0.12, T0 + HOUR],
    ]);
    const since = demoRows().filter((r) => r.createTime > T0);
    expect(since.filter((r) => r.sn === livingRoom.sn).map((r) => r.amount)).toEqual([0.25, 0.25, 0.25]);
    // Office is back 2 hours after seeding: one hour of a Mini.
    expect(since.filter((r) => r.sn === SEEDED_DEVICES.office.sn).map((r) => r.amount)).toEqual([0.1]);
    expect(total(since)).toBe(1.47);
    // Paid when the server day ends (T0 is 17:00 server time), not by the hour.
    expect(userAt(USERS.demo).qcBalance).toBe(qc);
    expect(ledgerOf(userAt(USERS.demo), 'QC').filter((l) => l.createTime > T0)).toEqual([]);
  });

  it('pays each owner the day’s rows into QC as one ledger line when the server day ends, once', async () => {
    const token = await signInDemo();
    await bind(token, freePro);
    const qc = userAt(USERS.demo).qcBalance;
    const lines = ledgerOf(userAt(USERS.demo), 'QC').length;
    clock.setNow(dayEnd - 1);
    await send(D.indexCt, token);
    expect(userAt(USERS.demo).qcBalance).toBe(qc);
    clock.setNow(dayEnd);
    await send(D.indexCt, token);
    // The day's rows: Living room's and Office's since midnight (seeded) and the new Pro's rows of 18:00–23:00
    // (the one written at midnight falls on the new day).
    const day = rowsOfDay(userAt(USERS.demo).uid, dayStart(T0));
    expect(day.filter((r) => r.sn === freePro)).toHaveLength(6);
    expect(ledgerOf(userAt(USERS.demo), 'QC').slice(lines)).toEqual([
      expect.objectContaining({
        amount: total(day),
        createTime: dayEnd,
        title: expect.objectContaining({ en_us: 'Device income 2026-03-01', zh_cn: '设备收益 2026-03-01' }),
      }),
    ]);
    expect(userAt(USERS.demo).qcBalance).toBe(toWire(money(qc).plus(total(day))));
    // The row written at midnight pays the hour before it, on the new day: it waits for that day's end.
    expect(demoRows().filter((r) => r.createTime === dayEnd)).toHaveLength(3);
    clock.setNow(dayEnd + 5 * HOUR);
    await send(D.indexCt, token);
    expect(ledgerOf(userAt(USERS.demo), 'QC')).toHaveLength(lines + 1);
    expectLedgerBalanced(userAt(USERS.demo));
    // So is every other owner with rows in the day: one line each.
    const owners = new Set(db().deviceIncome.map((r) => r.uid));
    expect(owners.size).toBe(6);
    for (const uid of owners) {
      const paid = db().ledger.filter((l) => l.uid === uid && l.createTime === dayEnd);
      expect(paid).toEqual([expect.objectContaining({ amount: total(rowsOfDay(uid, dayStart(T0))) })]);
    }
  });

  it('a 7-day clock skip writes every hour and pays each day once (Living room: 23 ¾ hours a day)', async () => {
    const token = await signInDemo();
    const before = demoRows().length;
    const qc = userAt(USERS.demo).qcBalance;
    const lines = ledgerOf(userAt(USERS.demo), 'QC').length;
    clock.setNow(T0 + 7 * DAY_MS);
    const started = Date.now();
    await send(D.indexCt, token);
    expect(Date.now() - started).toBeLessThan(3_000);
    const added = demoRows().slice(before);
    const living = added.filter((r) => r.sn === livingRoom.sn);
    // 24 rows a day, but the hour of the 15-minute outage pays 45 minutes: 0.1875 → 0.18.
    expect(living).toHaveLength(7 * 24);
    expect(total(living)).toBe(toWire(money(7).times(money(23 * 0.25).plus(0.18))));
    // The 7 days that ended, each once at its end; today's rows wait for today's end.
    const days = Array.from({ length: 7 }, (_, i) => dayStart(T0) + i * DAY_MS);
    const uid = userAt(USERS.demo).uid;
    const paid = ledgerOf(userAt(USERS.demo), 'QC').slice(lines);
    expect(paid.map((l) => [l.title.en_us, l.amount, l.createTime])).toEqual(
      days.map((day, i) => [`Device income 2026-03-0${i + 1}`, total(rowsOfDay(uid, day)), day + DAY_MS]),
    );
    expect(userAt(USERS.demo).qcBalance).toBe(toWire(sum([qc, ...paid.map((l) => l.amount)])));
    await send(D.indexCt, token);
    expect(ledgerOf(userAt(USERS.demo), 'QC')).toHaveLength(lines + 7);
    expectLedgerBalanced(userAt(USERS.demo));
  });

  it('unbinding: the device’s rows of the day are still paid to its owner when the day ends', async () => {
    const token = await signInDemo();
    clock.setNow(T0 + 90 * MINUTE);
    await send(D.unbind, token, { id: deviceBySn(livingRoom.sn).id });
    const uid = userAt(USERS.demo).uid;
    // The half hour online since 18:00: 0.125 → 0.12, written as it is unbound.
    const living = rowsOfDay(uid, dayStart(T0)).filter((r) => r.sn === livingRoom.sn);
    expect(living.at(-1)).toMatchObject({ amount: 0.12, createTime: T0 + 90 * MINUTE });
    const qc = userAt(USERS.demo).qcBalance;
    clock.setNow(dayEnd);
    await send(D.indexCt, token);
    const day = rowsOfDay(uid, dayStart(T0));
    expect(day).toEqual(expect.arrayContaining(living));
    expect(lastLine(userAt(USERS.demo), 'QC')).toMatchObject({ amount: total(day), createTime: dayEnd });
    expect(userAt(USERS.demo).qcBalance).toBe(toWire(money(qc).plus(total(day))));
    expectLedgerBalanced(userAt(USERS.demo));
  });

  it('goes offline in its daily outage (offline_time) and earns nothing while offline', async () => {
    const token = await signInDemo();
    await bind(token, flakyMini);
    clock.setNow(outageStart + 30 * MINUTE);
    const down = await devInfo(token, flakyMini);
    expect(down).toMatchObject({ online: false, offline_time: outageStart });
    expect(down.events).toEqual([
      { online: false, time: outageStart },
      { online: true, time: T0 },
    ]);
    clock.setNow(outageStart + 150 * MINUTE);
    expect(await devInfo(token, flakyMini)).toMatchObject({ online: true, offline_time: null });
    const rows = (await incomeOf(token, flakyMini)).list.map((r) => [r.amount, r.create_time]);
    // 17:00 → 00:00 whole hours of 0.10; 00:00–01:00 online 30 minutes (0.05); 01:00–02:00 offline: no row;
    // 02:00–03:00 online again.
    expect(rows.slice(0, 3)).toEqual([
      [0.1, outageStart + 150 * MINUTE],
      [0.05, outageStart + 30 * MINUTE],
      [0.1, outageStart - 30 * MINUTE],
    ]);
    expect(rows).toHaveLength(9);
  });

  it('shoyiList: one row per server day, newest first; shoyiCt: today, yesterday, in all', async () => {
    const token = await signInDemo();
    const rows = demoRows();
    const days = (await send<Page<DailyEarning>>(D.shoyiList, token, page)).data;
    const dates = [...new Set(rows.map((r) => dayStart(r.createTime)))].sort((a, b) => b - a);
    expect(days.total).toBe(dates.length);
    expect(days.list.map((d) => d.date)).toEqual(dates.slice(0, 20));
    const today = rows.filter((r) => r.createTime >= dayStart(T0));
    expect(days.list[0]).toEqual({ date: dayStart(T0), amount: total(today), device_count: 2 });
    const counts = (await send<IncomeCounts>(D.shoyiCt, token)).data;
    const yesterday = rows.filter(
      (r) => r.createTime >= dayStart(T0) - DAY_MS && r.createTime < dayStart(T0),
    );
    expect(counts).toEqual({ today: total(today), yesterday: total(yesterday), total: total(rows) });
    await bind(token, freeMini);
    expect((await send<IncomeCounts>(D.shoyiCt, token)).data).toEqual(counts);
  });
});

describe('fake backend: the device ranking (guest)', () => {
  it('sums income rows by owner in the window, most first, names masked, 10 a page', async () => {
    for (const type of ['today', '7day', 'history'] as const) {
      const from = type === 'history' ? 0 : dayStart(T0) - (type === '7day' ? 6 * DAY_MS : 0);
      const byOwner = new Map<number, DeviceIncomeRow[]>();
      for (const r of db().deviceIncome.filter((row) => row.createTime >= from))
        byOwner.set(r.uid, [...(byOwner.get(r.uid) ?? []), r]);
      const expected = [...byOwner]
        .map(([uid, rows]) => ({ uid, amount: total(rows) }))
        .sort((a, b) => b.amount - a.amount || a.uid - b.uid);
      const reply = await callFake<Page<RankRowV2>>(D.rank, { pageIndex: 1, pageSize: 10, type });
      expect(reply.data.total).toBe(expected.length);
      expect(reply.data.list).toEqual(
        expected.slice(0, 10).map(({ uid, amount }, index) => ({
          rank: index + 1,
          uid,
          nick_name: maskName(publicUserOf(uid).nickName),
          avatar: publicUserOf(uid).avatar,
          amount,
        })),
      );
    }
    const wang = deviceBySn(SEEDED_DEVICES.others[0]).ownerUid;
    const history = await callFake<Page<RankRowV2>>(D.rank, { pageIndex: 1, pageSize: 10, type: 'history' });
    expect(history.data.list[0]?.uid).toBe(wang);
    expect((await callFake(D.rank, { pageIndex: 1, pageSize: 10, type: 'year' })).msg).toBe(
      'Invalid request',
    );
  });
});
