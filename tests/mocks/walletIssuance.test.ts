import type { RankRowV2 } from '../../src/api/shared';
import type { Page } from '../../src/api/types';
import type { IssuanceDay, IssuanceInfo, IssuanceShare } from '../../src/api/wallet/wallet';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { DAY_MS, dayStart } from '../../src/mocks/db/calendar';
import { shareOf } from '../../src/mocks/handlers/wallet/db/issuance';
import { priceOf } from '../../src/mocks/handlers/wallet/db/wallets';
import { send, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { held, logOf, mainOf, W, WALLET_USERS, walletUser } from './walletHelpers';

withFrozenClock();

const { minjun, oliver } = WALLET_USERS;

describe('fake backend: QC issuance', () => {
  it('zengFaList: 180 days, newest first, each with the QC price at its end; up to 400 a page', async () => {
    const page = await send<Page<IssuanceDay>>(W.zengFaList, '', { pageIndex: 1, pageSize: 400 });
    const days = page.data?.list ?? [];
    expect(page.data?.total).toBe(180);
    expect(days).toHaveLength(180);
    expect(days[0]?.date).toBe(dayStart(T0));
    expect(days[179]?.date).toBe(dayStart(T0) - 179 * DAY_MS);
    for (const [index, day] of days.entries()) {
      expect(day.price_usdt).toBe(priceOf('QC', day.date + DAY_MS - 1));
      const older = days[index + 1];
      if (older) expect(day.total_supply).toBe(older.total_supply + day.added);
    }
    const second = await send<Page<IssuanceDay>>(W.zengFaList, '', { pageIndex: 2, pageSize: 20 });
    expect(second.data?.list[0]).toEqual(days[20]);
  });

  it('zengfaInfo: today’s issuance, the user’s share of it (0 for guests), the next issuance', async () => {
    const guest = (await send<IssuanceInfo>(W.zengfaInfo, '')).data;
    const today = db().issuanceDays.at(-1);
    expect(guest).toMatchObject({
      today_added: today?.added,
      total_supply: today?.totalSupply,
      circulating: today?.circulating,
      my_today: 0,
      next_time: dayStart(T0) + DAY_MS,
    });
    const token = await walletUser(minjun);
    const mine = (await send<IssuanceInfo>(W.zengfaInfo, token)).data;
    const todays = db().issuanceShares.filter(
      (s) => s.uid === userAt(minjun).uid && s.createTime === dayStart(T0),
    );
    expect(todays).toHaveLength(1);
    expect(mine?.my_today).toBe(todays[0]?.amount);
  });

  it('getQcZengfaList: the user’s shares since the wallet was opened, newest first', async () => {
    const token = await walletUser(minjun);
    const page = await send<Page<IssuanceShare>>(W.getQcZengfaList, token, { pageIndex: 1, pageSize: 400 });
    const opened = mainOf(minjun).createTime;
    const days = db().issuanceDays.filter((d) => d.date > opened).length;
    expect(page.data?.total).toBe(days);
    expect(page.data?.list[0]).toMatchObject({ reason: 'Daily issuance share', create_time: dayStart(T0) });
    const zh = await send<Page<IssuanceShare>>(
      W.getQcZengfaList,
      token,
      { pageIndex: 1, pageSize: 1 },
      'zh_cn',
    );
    expect(zh.data?.list[0]?.reason).toBe('每日增发分配');
    const demo = await walletUser(0);
    expect(
      (await send<Page<IssuanceShare>>(W.getQcZengfaList, demo, { pageIndex: 1, pageSize: 20 })).data,
    ).toEqual({
      list: [],
      total: 0,
    });
  });

  it('a new server day issues once more and credits each main account its share (an issuance line)', async () => {
    const token = await walletUser(minjun);
    const savings = db().wallets.find((w) => w.uid === userAt(oliver).uid && !w.isMain);
    const savingsQc = savings ? held(savings, 'QC') : -1;
    const next = dayStart(T0) + DAY_MS;
    clock.setNow(next - 1);
    await send(W.list, token);
    expect(db().issuanceDays).toHaveLength(180);
    // 김민준's seeded stake has settled by then (docs/api.md §16): the share counts what the account holds.
    const qc = held(mainOf(minjun), 'QC');
    clock.setNow(next + 1_000);
    await send(W.list, token);
    expect(db().issuanceDays.at(-1)?.date).toBe(next);
    expect(db().issuanceDays).toHaveLength(180);
    expect(held(mainOf(minjun), 'QC')).toBe(qc + shareOf(qc));
    expect(logOf(mainOf(minjun)).at(-1)).toMatchObject({
      kind: 'issuance',
      symbol: 'QC',
      amount: shareOf(qc),
      createTime: next,
    });
    if (savings) expect(held(savings, 'QC')).toBe(savingsQc);
    const info = (await send<IssuanceInfo>(W.zengfaInfo, token)).data;
    expect(info?.my_today).toBe(shareOf(qc));
    expect(info?.next_time).toBe(next + DAY_MS);
  });

  it('zengfaRank: issuance received in the window, most first, 10 a page', async () => {
    const history = await send<Page<RankRowV2>>(W.zengfaRank, '', { type: 'history', pageIndex: 1 });
    expect(history.data?.list.map((r) => r.uid)).toEqual([
      userAt(oliver).uid,
      userAt(minjun).uid,
      userAt(WALLET_USERS.lucas).uid,
    ]);
    expect(history.data?.list[0]).toMatchObject({ rank: 1, nick_name: 'Oliver Bennett' });
    const today = await send<Page<RankRowV2>>(W.zengfaRank, '', { type: 'today', pageIndex: 1 });
    expect(today.data?.total).toBe(3);
    expect((await send(W.zengfaRank, '', { type: 'year' })).msg).toBe('Invalid request');
  });
});
