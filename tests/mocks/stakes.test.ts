import type { Page } from '../../src/api/types';
import type {
  CirculationDay,
  Stake,
  StakeCounts,
  StakeGate,
  StakePage,
  StakePayInfo,
} from '../../src/api/stakes/stakes';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { DAY_MS, dayStart } from '../../src/mocks/db/calendar';
import { STAKE_PAY_WINDOW_MS } from '../../src/mocks/handlers/stakes/db/stakes';
import { send, signInAt, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { createStake, payStake, S, stakeRow, stakesOf } from './stakesHelpers';
import {
  expectRefused,
  held,
  logOf,
  mainOf,
  requestId,
  WALLET_USERS,
  walletByAddress,
  SEEDED_WALLETS,
  walletUser,
} from './walletHelpers';

withFrozenClock();

const { minjun, oliver } = WALLET_USERS;
const page = { pageIndex: 1, pageSize: 20 };

describe('fake backend: stakes', () => {
  it('getPageData (guest): the four plans shortest first, the rules in the request’s language', async () => {
    const reply = await send<StakePage>(S.getPageData, '');
    expect(reply.data?.plans).toEqual([
      { term: 7, settle_ratio: 0.015, min_amount: 100 },
      { term: 30, settle_ratio: 0.08, min_amount: 100 },
      { term: 90, settle_ratio: 0.3, min_amount: 100 },
      { term: 180, settle_ratio: 0.7, min_amount: 100 },
    ]);
    expect(reply.data?.daily_ratio).toBe(0.0005);
    expect(reply.data?.qc_price_usdt).toBeGreaterThan(0.4);
    expect(reply.data?.rules).toContain('<h3>Staking rules</h3>');
    expect((await send<StakePage>(S.getPageData, '', {}, 'ja_jp')).data?.rules).toContain('ステーキング');
  });

  it('seeded: Oliver’s running, settled and to-pay stakes; 김민준’s maturing in an hour', async () => {
    const token = await walletUser(oliver);
    const all = (await send<Page<Stake>>(S.getTotalList, token, page)).data;
    expect(all?.list.map((s) => [s.term, s.amount, s.status])).toEqual([
      [30, 150, 0],
      [30, 200, 1],
      [7, 100, 2],
    ]);
    const [toPay, running, settled] = all?.list ?? [];
    expect(toPay?.pay_expire_time).toBe(T0 + 40 * 60_000);
    expect(running).toMatchObject({ start_time: T0 - 12 * DAY_MS, income: 1.2, settle_amount: 216 });
    expect(running?.maturity_time).toBe(T0 + 18 * DAY_MS);
    expect(settled).toMatchObject({ settle_amount: 101.5, income: 0.35, settle_time: T0 - 8 * DAY_MS });
    expect(held(walletByAddress(SEEDED_WALLETS.oliver.main), 'QC')).toBe(300);
    const rewards = (await send<Page<{ kind: string; amount: number }>>(S.getZfList, token, page)).data;
    expect(rewards?.total).toBe(12 + 7 + 1);
    expect(rewards?.list[0]).toMatchObject({ kind: 'daily', amount: 0.1 });
    const minjunStake = stakesOf(minjun)[0];
    expect(minjunStake).toMatchObject({ status: 1, maturityTime: T0 + 3_600_000 });
    const counts = (await send<StakeCounts>(S.indexCt, token)).data;
    expect(counts).toEqual({
      total_staked: 300,
      my_staked: 200,
      my_income: 1.2 + 0.35 + 1.5,
      today_income: 0.1,
      active_count: 1,
      next_maturity: T0 + 18 * DAY_MS,
    });
    expect((await send<StakeGate>(S.getStakesStatus, token)).data).toEqual({
      open: true,
      has_wallet: true,
      unpaid_count: 1,
    });
    expect((await send<Page<Stake>>(S.unpaidList, token, page)).data?.total).toBe(1);
    expect((await send<Page<Stake>>(S.settleList, token, page)).data?.list[0]?.status).toBe(2);
    expect((await send<Page<Stake>>(S.getTotalList, token, { ...page, status: 1 })).data?.total).toBe(1);
    await expectRefused(send(S.getTotalList, token, { ...page, status: 3 }), 'Invalid request');
    const demo = await signInDemo();
    expect((await send<StakeGate>(S.getStakesStatus, demo)).data).toEqual({
      open: true,
      has_wallet: false,
      unpaid_count: 0,
    });
  });

  it('stakes → payInfo → checkPay: the account’s QC pays it (a stake line), it runs for its term', async () => {
    const token = await walletUser(minjun);
    const wallet = mainOf(minjun);
    const id = requestId();
    const created = await createStake(token, minjun, { amount: 100, term: 30, request_id: id });
    expect(created).toMatchObject({ code: 200, msg: 'Stake created' });
    expect(created.data).toMatchObject({
      status: 0,
      amount: 100,
      term: 30,
      settle_ratio: 0.08,
      settle_amount: 108,
      create_time: T0,
      pay_expire_time: T0 + STAKE_PAY_WINDOW_MS,
      start_time: null,
      server_time: T0,
    });
    const stakeId = created.data?.id ?? 0;
    // The same request id answers the first stake and creates nothing.
    const count = db().stakes.length;
    const repeat = await createStake(token, minjun, { amount: 500, term: 7, request_id: id });
    expect(repeat.data?.id).toBe(stakeId);
    expect(repeat.data?.amount).toBe(100);
    expect(db().stakes).toHaveLength(count);

    const info = await send<StakePayInfo>(S.payInfo, token, { id: stakeId });
    expect(info.data).toEqual({
      id: stakeId,
      amount: 100,
      wallet_id: wallet.id,
      balance: 120,
      pay_expire_time: T0 + STAKE_PAY_WINDOW_MS,
    });
    await expectRefused(payStake(token, stakeId, '246802'), 'Wrong payment password');

    clock.setNow(T0 + 1_000);
    const paid = await payStake(token, stakeId);
    expect(paid).toMatchObject({ code: 200, msg: 'Staked successfully' });
    expect(paid.data).toMatchObject({
      status: 1,
      start_time: T0 + 1_000,
      maturity_time: T0 + 1_000 + 30 * DAY_MS,
    });
    expect(held(mainOf(minjun), 'QC')).toBe(20);
    expect(logOf(mainOf(minjun)).at(-1)).toMatchObject({ kind: 'stake', symbol: 'QC', amount: -100 });
    // Paying again (a retry after a lost answer) answers the stake and moves nothing.
    const lines = logOf(mainOf(minjun)).length;
    const again = await payStake(token, stakeId);
    expect(again.data).toMatchObject({ id: stakeId, status: 1 });
    expect(logOf(mainOf(minjun))).toHaveLength(lines);
    expect(held(mainOf(minjun), 'QC')).toBe(20);
    await expectRefused(send(S.payInfo, token, { id: stakeId }), 'This stake has already been paid');
  });

  it('refusals change nothing: wallet, term, amount, balance, password, another’s stake', async () => {
    const token = await walletUser(minjun);
    await expectRefused(createStake(token, minjun, { wallet_id: 9_999 }), 'Wallet not found', 404);
    await expectRefused(
      createStake(token, minjun, { wallet_id: mainOf(oliver).id }),
      'Wallet not found',
      404,
    );
    await expectRefused(createStake(token, minjun, { term: 14 }), 'Please choose a staking term');
    await expectRefused(createStake(token, minjun, { amount: 99.99 }), 'The amount must not be below 100');
    await expectRefused(createStake(token, minjun, { amount: 100.001 }), 'Please enter a valid amount');
    await expectRefused(createStake(token, minjun, { request_id: 'short' }), 'Invalid request');
    const demo = await signInDemo();
    await expectRefused(createStake(demo, minjun, { wallet_id: 1 }), 'Create a wallet first');

    const big = await createStake(token, minjun, { amount: 150 });
    const id = big.data?.id ?? 0;
    await expectRefused(payStake(token, id), 'Insufficient balance');
    await expectRefused(send(S.payInfo, token, { id: 9_999 }), 'Stake not found', 404);
    const oliverToPay = stakesOf(oliver).find((s) => s.status === 0)?.id ?? 0;
    await expectRefused(payStake(token, oliverToPay), 'Stake not found', 404);

    const noPassword = await signInAt(oliver);
    const unpaid = await createStake(noPassword, oliver, {});
    await expectRefused(payStake(noPassword, unpaid.data?.id ?? 0), 'No payment password set');
    expect((await send(S.getStakesStatus, '')).code).toBe(-2000);
  });

  it('a stake to pay lapses after an hour: gone from every list, paying it is "this stake has expired"', async () => {
    const token = await walletUser(oliver);
    const toPay = stakesOf(oliver).find((s) => s.status === 0);
    const id = toPay?.id ?? 0;
    clock.setNow(T0 + 40 * 60_000 - 1);
    expect((await send<Page<Stake>>(S.unpaidList, token, page)).data?.total).toBe(1);
    clock.setNow(T0 + 40 * 60_000);
    expect((await send<Page<Stake>>(S.unpaidList, token, page)).data?.total).toBe(0);
    expect((await send<Page<Stake>>(S.getTotalList, token, page)).data?.total).toBe(2);
    expect((await send<StakeGate>(S.getStakesStatus, token)).data?.unpaid_count).toBe(0);
    await expectRefused(send(S.payInfo, token, { id }), 'This stake has expired');
    await expectRefused(payStake(token, id), 'This stake has expired');
  });

  it('settles by itself at maturity, once, never before: a settle line, a settle row, a notice', async () => {
    const token = await walletUser(minjun);
    const stake = stakesOf(minjun)[0];
    const id = stake?.id ?? 0;
    const maturity = stake?.maturityTime ?? 0;
    const qc = held(mainOf(minjun), 'QC');
    clock.setNow(maturity - 1);
    expect((await send<Page<Stake>>(S.settleList, token, page)).data?.total).toBe(0);
    expect(stakeRow(id).status).toBe(1);
    expect(held(mainOf(minjun), 'QC')).toBe(qc);

    clock.setNow(maturity);
    const settled = (await send<Page<Stake>>(S.settleList, token, page)).data?.list[0];
    expect(settled).toMatchObject({ id, status: 2, settle_time: maturity, settle_amount: 101.5 });
    expect(held(mainOf(minjun), 'QC')).toBe(qc + 101.5);
    const settleLines = () => logOf(mainOf(minjun)).filter((l) => l.kind === 'settle');
    expect(settleLines()).toEqual([expect.objectContaining({ amount: 101.5, createTime: maturity })]);
    const rows = () => db().stakeRewards.filter((r) => r.stakeId === id && r.kind === 'settle');
    expect(rows()).toEqual([expect.objectContaining({ amount: 1.5 })]);
    const notices = () =>
      db().notices.filter((n) => n.uid === userAt(minjun).uid && n.kind === 'stakeSettled');
    expect(notices()).toHaveLength(1);
    expect(notices()[0]).toMatchObject({ refId: id });
    expect(notices()[0]?.content.en_us).toContain('101.5 QC');

    // Reads and clock skips later: still once.
    for (const skip of [0, 60_000, DAY_MS, 10 * DAY_MS]) {
      clock.setNow(maturity + skip);
      await send(S.getTotalList, token, page);
      await send(S.indexCt, token);
    }
    expect(settleLines()).toHaveLength(1);
    expect(rows()).toHaveLength(1);
    expect(notices()).toHaveLength(1);
    expect(stakeRow(id).status).toBe(2);
  });

  it('each server day’s start pays every running stake 0.05 % (a stake_reward line and a daily row)', async () => {
    const token = await walletUser(oliver);
    const running = stakesOf(oliver).find((s) => s.status === 1);
    const wallet = walletByAddress(SEEDED_WALLETS.oliver.main);
    const qc = held(wallet, 'QC');
    const next = dayStart(T0) + DAY_MS;
    clock.setNow(next - 1);
    await send(S.indexCt, token);
    expect(held(wallet, 'QC')).toBe(qc);
    clock.setNow(next + 5_000);
    const counts = (await send<StakeCounts>(S.indexCt, token)).data;
    expect(counts?.today_income).toBe(0.1);
    expect(held(wallet, 'QC')).toBeGreaterThanOrEqual(qc + 0.1);
    expect(
      logOf(wallet)
        .filter((l) => l.kind === 'stake_reward')
        .at(-1),
    ).toMatchObject({
      amount: 0.1,
      createTime: next,
    });
    expect(stakeRow(running?.id ?? 0).income).toBe(1.3);
    await send(S.indexCt, token);
    expect(stakeRow(running?.id ?? 0).income).toBe(1.3);
    // Two days later: two more, each at its day's start.
    clock.setNow(next + 2 * DAY_MS);
    await send(S.indexCt, token);
    expect(stakeRow(running?.id ?? 0).income).toBe(1.5);
  });

  it('getLiutongList (guest): one row a day, newest first, circulating as issuance’s, staked at the day’s end', async () => {
    const reply = await send<Page<CirculationDay>>(S.getLiutongList, '', { pageIndex: 1, pageSize: 400 });
    const days = reply.data?.list ?? [];
    expect(reply.data?.total).toBe(180);
    expect(days).toHaveLength(180);
    expect(days[0]).toEqual({
      date: dayStart(T0),
      circulating: db().issuanceDays.at(-1)?.circulating,
      staked: 300,
    });
    expect(days[10]?.staked).toBe(300);
    // Before any seeded stake.
    expect(days[30]?.staked).toBe(0);
    expect(
      (await send<Page<CirculationDay>>(S.getLiutongList, '', { pageIndex: 1, pageSize: 999 })).data?.list,
    ).toHaveLength(180);
  });
});
