import type { Buyer, RankRow, ScrollEntry, Winner } from '../../src/api/draws/treasure';
import type { Page } from '../../src/api/types';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { DAY_MS, dayStart } from '../../src/mocks/db/calendar';
import { T0, withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';
import { buyCrowd, buyTreasure, demoUser, GOODS, openIssueOf, refused, T } from './treasureHelpers';

withFrozenClock();

const rank = (endpoint: typeof T.GetLotteryRank, type: string, extra: Record<string, unknown> = {}) =>
  callFake<Page<RankRow>>(endpoint, { pageIndex: 1, pageSize: 10, type, ...extra });

/** Every row on one page, wherever the demo ranks. */
const ALL = { pageSize: 50 };

const rowOf = (page: Page<RankRow>, uid: number) => page.list.find((r) => r.uid === uid);

/** The units of `kind` the user bought from `from` up to now, by the seed and the test. */
const unitsSince = (uid: number, kind: string, from: number) =>
  db()
    .orders.filter((o) => o.uid === uid && o.kind === kind && o.payTime >= from)
    .reduce((sum, o) => sum + o.count, 0);

describe('fake backend: rankings', () => {
  it('counts units bought today, in the last 7 days and ever, as the clock moves', async () => {
    const token = await signInDemo();
    const uid = demoUser().uid;
    const seeded = db()
      .orders.filter((o) => o.uid === uid && o.kind === 'treasure')
      .reduce((sum, o) => sum + o.count, 0);
    const seededToday = (await rank(T.GetLotteryRank, 'today', ALL)).data;
    expect(seededToday.total).toBeGreaterThan(1);
    expect(rowOf(seededToday, uid)?.amount).toBe(unitsSince(uid, 'treasure', dayStart(T0)));
    await buyTreasure({ id: openIssueOf(GOODS.speaker).id, count: 7, payType: 'balance' }, { token });

    const today = (await rank(T.GetLotteryRank, 'today', ALL)).data;
    expect(rowOf(today, uid)).toMatchObject({
      amount: unitsSince(uid, 'treasure', dayStart(T0)),
      winCount: 0,
      nickName: 'QC Demo',
    });
    expect(today.total).toBe(seededToday.total);
    clock.setNow(dayStart(T0) + DAY_MS);
    expect((await rank(T.GetLotteryRank, 'today')).data.total).toBe(0);
    expect(rowOf((await rank(T.GetLotteryRank, '7day', ALL)).data, uid)?.amount).toBe(
      unitsSince(uid, 'treasure', dayStart(T0) - 5 * DAY_MS),
    );
    clock.setNow(dayStart(T0) + 7 * DAY_MS);
    expect((await rank(T.GetLotteryRank, '7day')).data.total).toBe(0);
    const history = (await rank(T.GetLotteryRank, 'history', ALL)).data;
    expect(rowOf(history, uid)).toMatchObject({ amount: seeded + 7, winCount: 1 });
    expect(history.list.map((r) => r.rank)).toEqual(history.list.map((_, i) => i + 1));
    const amounts = history.list.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('ranks crowdfunding separately', async () => {
    const token = await signInDemo();
    await buyCrowd({ id: openIssueOf(GOODS.pendant).id, count: 150, payType: 'balance' }, { token });
    const uid = demoUser().uid;
    const crowd = (await rank(T.GetCrowdRank, 'today', ALL)).data;
    expect(rowOf(crowd, uid)).toMatchObject({ amount: 150 });
    const lottery = (await rank(T.GetLotteryRank, 'today', ALL)).data;
    expect(rowOf(lottery, uid)?.amount).toBe(unitsSince(uid, 'treasure', dayStart(T0)));
  });

  it('pages ten rows by default and refuses an unknown window', async () => {
    const all = (await rank(T.GetLotteryRank, 'history', { pageSize: 3 })).data;
    expect(all.list).toHaveLength(3);
    const second = (await rank(T.GetLotteryRank, 'history', { pageIndex: 2, pageSize: 3 })).data;
    expect(second.list[0]?.rank).toBe(4);
    expect(await rank(T.GetLotteryRank, 'year')).toEqual(refused('Invalid request'));
    expect(await callFake(T.GetCrowdRank, { pageIndex: 1, pageSize: 10 })).toEqual(
      refused('Invalid request'),
    );
  });
});

describe('fake backend: winners, marquee and buyers', () => {
  it('lists winners newest first, ten to a page unless asked otherwise', async () => {
    const token = await signInDemo();
    const seededWinners = db().issues.filter((i) => i.status === 2).length;
    const box = openIssueOf(GOODS.voucher);
    await buyTreasure({ id: box.id, count: box.totalUnits - box.soldUnits, payType: 'balance' }, { token });
    await buyTreasure({ id: openIssueOf(GOODS.voucher).id, count: 10, payType: 'balance' }, { token });
    const total = seededWinners + 2;
    expect(total).toBeGreaterThan(10);
    const first = await callFake<Page<Winner>>(T.GetWinnerList, { pageIndex: 1 });
    expect(first.data.total).toBe(total);
    expect(first.data.list).toHaveLength(10);
    const rest = await callFake<Page<Winner>>(T.GetWinnerList, { pageIndex: 2 });
    expect(rest.data.list).toHaveLength(total - 10);
    const times = [...first.data.list, ...rest.data.list].map((w) => w.drawTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const latest = first.data.list[0];
    const drawn = db().issues.find((i) => i.id === latest?.id);
    const winner = db().users.find((u) => u.uid === drawn?.result?.winnerUid);
    expect(latest).toMatchObject({
      issueNumber: drawn?.issueNumber,
      winNumber: drawn?.result?.winNumber,
      goodsName: 'QC Mall 10 Balance Voucher',
      prizeValue: 10,
      phoneNumber: winner?.phoneNumber,
      nickName: winner?.nickName,
      drawTime: T0,
    });
  });

  it('shows at most 20 recent wins and buys, newest first, nothing from the future', async () => {
    const token = await signInDemo();
    const seeded = await callFake<ScrollEntry[]>(T.GetScrollList);
    expect(seeded.data).toHaveLength(20);
    expect(new Set(seeded.data.map((e) => e.kind))).toEqual(new Set(['win', 'buy']));
    await buyTreasure({ id: openIssueOf(GOODS.earbuds).id, count: 3, payType: 'balance' }, { token });
    const after = (await callFake<ScrollEntry[]>(T.GetScrollList)).data;
    expect(
      after
        .slice(0, 2)
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['buy', 'win']);
    expect(after.find((e) => e.kind === 'buy')).toMatchObject({ nickName: 'QC Demo', time: T0 });
    clock.setNow(T0 - 1);
    expect((await callFake<ScrollEntry[]>(T.GetScrollList)).data).toEqual(seeded.data);
  });

  it('pages the buyers of an issue, newest first, or 404', async () => {
    const token = await signInDemo();
    const issue = openIssueOf(GOODS.speaker);
    await buyTreasure({ id: issue.id, count: 4, payType: 'balance' }, { token });
    const page = await callFake<Page<Buyer>>(T.GetBuyerList, { id: issue.id, pageIndex: 1, pageSize: 5 });
    expect(page.data.total).toBe(db().orders.filter((o) => o.issueId === issue.id).length);
    expect(page.data.list).toHaveLength(5);
    expect(page.data.list[0]).toMatchObject({ uid: demoUser().uid, units: 4, buyTime: T0 });
    expect(await callFake(T.GetBuyerList, { id: 9999, pageIndex: 1, pageSize: 5 })).toEqual(
      refused('This round was not found', 404),
    );
  });

  it('GetNextId answers null for a goods without rounds, 404 for no goods', async () => {
    expect((await callFake(T.GetNextId, { goodsId: GOODS.watch })).data).toBeNull();
    expect(await callFake(T.GetNextId, { goodsId: 999 })).toEqual(refused('Product not found', 404));
  });
});
