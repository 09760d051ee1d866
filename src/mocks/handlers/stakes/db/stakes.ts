import type { StakePlan } from '../../../../api/stakes/stakes';
import { maxOf, money, sum, toWire, truncate, type Money } from '../../../../lib/money';
import { DAY_MS, dayStart } from '../../../db/calendar';
import { addNotice } from '../../../db/notices';
import type { DbState, StakeRow, WalletRow } from '../../../db/schema';
import { serialFor, takeId } from '../../../db/sequence';
import { move } from '../../wallet/db/wallets';

/** Staking's rules (docs/api.md §16, decision 0039), shared by the handlers, the clock and the seed. */

export const STAKE_PLANS: readonly StakePlan[] = [
  { term: 7, settle_ratio: 0.015, min_amount: 100 },
  { term: 30, settle_ratio: 0.08, min_amount: 100 },
  { term: 90, settle_ratio: 0.3, min_amount: 100 },
  { term: 180, settle_ratio: 0.7, min_amount: 100 },
];
/** A stake to pay lapses this long after it was created. */
export const STAKE_PAY_WINDOW_MS = 3_600_000;
/** A running stake's payout at each server day's start: this share of its amount, rounded down, at least 0.01. */
export const STAKE_DAILY_RATIO = 0.0005;
const DAILY_MIN = 0.01;

export const planOf = (term: number): StakePlan | undefined => STAKE_PLANS.find((p) => p.term === term);

/** A stake to pay whose hour has passed: gone from every list, and paying it is "this stake has expired". */
export const isLapsed = (stake: StakeRow, time: number): boolean =>
  stake.status === 0 && stake.payExpireTime <= time;

export const settleAmountOf = (stake: Pick<StakeRow, 'amount' | 'settleRatio'>): Money =>
  money(stake.amount).times(money(1).plus(money(stake.settleRatio)));

export const dailyPayoutOf = (amount: number): number =>
  toWire(maxOf(truncate(money(amount).times(money(STAKE_DAILY_RATIO)), 2), money(DAILY_MIN)));

/** A new stake of the user's, to pay within the hour. */
export function createStake(
  state: DbState,
  order: { uid: number; walletId: number; plan: StakePlan; amount: Money },
  time: number,
): StakeRow {
  const id = takeId(state, 'stake');
  const row: StakeRow = {
    id,
    orderNo: serialFor('S', id),
    uid: order.uid,
    walletId: order.walletId,
    amount: toWire(order.amount),
    term: order.plan.term,
    settleRatio: order.plan.settle_ratio,
    status: 0,
    createTime: time,
    payExpireTime: time + STAKE_PAY_WINDOW_MS,
    startTime: null,
    maturityTime: null,
    settleTime: null,
    income: 0,
    paidDay: null,
  };
  state.stakes.push(row);
  return row;
}

/** Pays a stake from its account's QC (the caller checked the balance): it runs from now for its term. */
export function payStake(state: DbState, stake: StakeRow, wallet: WalletRow, time: number): void {
  move(state, wallet, { kind: 'stake', symbol: 'QC', amount: money(stake.amount).neg() }, time);
  stake.status = 1;
  stake.startTime = time;
  stake.maturityTime = time + stake.term * DAY_MS;
  stake.paidDay = dayStart(time);
}

function reward(state: DbState, stake: StakeRow, kind: 'daily' | 'settle', amount: number, time: number) {
  state.stakeRewards.push({
    id: takeId(state, 'stakeReward'),
    uid: stake.uid,
    stakeId: stake.id,
    orderNo: stake.orderNo,
    kind,
    amount,
    createTime: time,
  });
}

/** At maturity: principal and return into the account once, a `settle` row of the return, the user told. */
function settleStake(state: DbState, stake: StakeRow, wallet: WalletRow, time: number): void {
  const total = settleAmountOf(stake);
  move(state, wallet, { kind: 'settle', symbol: 'QC', amount: total }, time);
  reward(state, stake, 'settle', toWire(total.minus(money(stake.amount))), time);
  stake.status = 2;
  stake.settleTime = time;
  const params = { orderNo: stake.orderNo, amount: String(toWire(total)), wallet: wallet.name };
  addNotice(state, stake.uid, { kind: 'stakeSettled', refId: stake.id }, params, time);
}

/**
 * Brings every running stake up to `time`: each server day that started while it ran pays its daily payout
 * (a `stake_reward` line and a `daily` row) at that moment, and a stake whose maturity has come settles then,
 * once (status 1 → 2). Nothing settles before its maturity.
 */
export function advanceStakes(state: DbState, time: number): void {
  for (const stake of state.stakes) {
    if (stake.status !== 1 || stake.maturityTime === null || stake.paidDay === null) continue;
    const wallet = state.wallets.find((w) => w.id === stake.walletId);
    if (!wallet) continue;
    const until = Math.min(time, stake.maturityTime);
    for (let day = stake.paidDay + DAY_MS; day <= until && day < stake.maturityTime; day += DAY_MS) {
      const amount = dailyPayoutOf(stake.amount);
      move(state, wallet, { kind: 'stake_reward', symbol: 'QC', amount }, day);
      reward(state, stake, 'daily', amount, day);
      stake.income = toWire(money(stake.income).plus(money(amount)));
      stake.paidDay = day;
    }
    if (stake.maturityTime <= time) settleStake(state, stake, wallet, stake.maturityTime);
  }
}

/** QC in stakes running at `time` (every user's, or the rows given). */
export const stakedAt = (stakes: readonly StakeRow[], time: number): number =>
  toWire(
    sum(
      stakes
        .filter(
          (s) =>
            s.startTime !== null &&
            s.startTime <= time &&
            (s.settleTime === null ? s.status === 1 : s.settleTime > time),
        )
        .map((s) => s.amount),
    ),
  );
