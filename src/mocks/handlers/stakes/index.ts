import type {
  CirculationDay,
  Stake,
  StakeCounts,
  StakeGate,
  StakePage,
  StakePayInfo,
  StakeReward,
  StakeStatus,
} from '../../../api/stakes/stakes';
import { money, sum, toWire } from '../../../lib/money';
import { now } from '../../clock';
import { db } from '../../db';
import { DAY_MS, dayStart } from '../../db/calendar';
import type { StakeRewardRow, StakeRow, UserRow } from '../../db/schema';
import {
  createStake,
  isLapsed,
  payStake,
  planOf,
  settleAmountOf,
  stakedAt,
  STAKE_DAILY_RATIO,
  STAKE_PLANS,
} from './db/stakes';
import { balanceOf, priceOf, walletsOf } from '../wallet/db/wallets';
import { ensurePayPassword } from '../../rules/common';
import { idOf, optionalOf, readMoney, wholeNumber } from '../../rules/input';
import { STAKE_RULES } from './stakeTexts';
import { CODE, ensure, ok, pageOf, reader, Refusal, route, withAuth, type Fields } from '../../http/route';
import type { CheckPayRequest } from '../../../api/stakes/stakes';
import { longPage } from '../wallet/issuance';
import { readRequestId, readWallet, sendOnce } from '../wallet/input';
import { newestFirst } from '../wallet/views';

const toStake = (row: StakeRow, time: number): Stake => ({
  id: row.id,
  order_no: row.orderNo,
  wallet_id: row.walletId,
  amount: row.amount,
  term: row.term,
  settle_ratio: row.settleRatio,
  status: row.status,
  create_time: row.createTime,
  pay_expire_time: row.payExpireTime,
  start_time: row.startTime,
  maturity_time: row.maturityTime,
  settle_amount: toWire(settleAmountOf(row)),
  settle_time: row.settleTime,
  income: row.income,
  server_time: time,
});

const toReward = (row: StakeRewardRow): StakeReward => ({
  id: row.id,
  stake_id: row.stakeId,
  order_no: row.orderNo,
  kind: row.kind,
  amount: row.amount,
  create_time: row.createTime,
});

/** The user's stakes as the lists show them: lapsed ones are gone. */
const stakesOf = (user: UserRow, time: number): StakeRow[] =>
  db().stakes.filter((s) => s.uid === user.uid && !isLapsed(s, time));

/** The user's own stake by `id`: another's or an unknown one is "stake not found" (404). */
function readStake(user: UserRow, value: unknown): StakeRow {
  const id = idOf(value);
  const stake = db().stakes.find((s) => s.uid === user.uid && s.id === id);
  ensure(stake, 'stakeNotFound', CODE.notFound);
  return stake;
}

const getPageData = route('GET /apiv2/Stakes/getPageData', ({ lang }) => {
  const page: StakePage = {
    plans: [...STAKE_PLANS],
    rules: STAKE_RULES[lang],
    qc_price_usdt: priceOf('QC', now()),
    daily_ratio: STAKE_DAILY_RATIO,
  };
  return ok(page);
});

const indexCt = route(
  'GET /apiv2/Stakes/indexCt',
  withAuth(({ user }) => {
    const time = now();
    const state = db();
    const running = state.stakes.filter((s) => s.status === 1);
    const mine = running.filter((s) => s.uid === user.uid);
    const rewards = state.stakeRewards.filter((r) => r.uid === user.uid);
    const today = dayStart(time);
    const counts: StakeCounts = {
      total_staked: stakedAt(running, time),
      my_staked: stakedAt(mine, time),
      my_income: toWire(sum(rewards.map((r) => r.amount))),
      today_income: toWire(sum(rewards.filter((r) => r.createTime >= today).map((r) => r.amount))),
      active_count: mine.length,
      next_maturity: mine.reduce<number | null>(
        (first, s) => (s.maturityTime === null ? first : Math.min(first ?? s.maturityTime, s.maturityTime)),
        null,
      ),
    };
    return ok(counts);
  }),
);

const getStakesStatus = route(
  'GET /apiv2/Stakes/getStakesStatus',
  withAuth(({ user }) => {
    const gate: StakeGate = {
      open: true,
      has_wallet: walletsOf(db(), user.uid).length > 0,
      unpaid_count: stakesOf(user, now()).filter((s) => s.status === 0).length,
    };
    return ok(gate);
  }),
);

/**
 * A stake to pay of one of the user's accounts, on a plan's term, from the plan's minimum, to the cent; a
 * repeated request_id answers the first stake (as it is now) and creates nothing.
 */
const stakes = route(
  'POST /apiv2/Stakes/stakes',
  withAuth(({ user, fields }) => {
    // Its own namespace: a request id a wallet send used cannot answer a stake.
    const reply = sendOnce(user, `stake:${readRequestId(fields.request_id)}`, () => {
      const wallet = readWallet(user, fields.wallet_id);
      const plan = planOf(wholeNumber(fields.term) ?? Number.NaN);
      ensure(plan, 'stakeTermInvalid');
      const amount = readMoney(fields.amount);
      if (amount.lt(money(plan.min_amount)))
        throw new Refusal('stakeAmountMin', CODE.invalid, { min: String(plan.min_amount) });
      const row = createStake(db(), { uid: user.uid, walletId: wallet.id, plan, amount }, now());
      return ok({ id: row.id }, 'stakeCreated');
    });
    const { id } = reply.data as { id: number };
    return ok(toStake(readStake(user, id), now()), reply.messageKey);
  }),
);

/** What paying a stake takes: it must be the user's, still to pay and not lapsed. */
const payInfo = route(
  'POST /apiv2/Stakes/payInfo',
  withAuth(({ user, fields }) => {
    const stake = readStake(user, fields.id);
    ensure(stake.status === 0, 'stakeAlreadyPaid');
    ensure(!isLapsed(stake, now()), 'stakeExpired');
    const info: StakePayInfo = {
      id: stake.id,
      amount: stake.amount,
      wallet_id: stake.walletId,
      balance: balanceOf(db(), stake.walletId, 'QC'),
      pay_expire_time: stake.payExpireTime,
    };
    return ok(info);
  }),
);

/** Pays with the payment password from the stake's account; a stake already paid is answered and moves nothing. */
const checkPay = route(
  'POST /apiv2/Stakes/checkPay',
  withAuth(({ user, fields }) => {
    const stake = readStake(user, fields.id);
    const time = now();
    if (stake.status !== 0) return ok(toStake(stake, time));
    ensure(!isLapsed(stake, time), 'stakeExpired');
    const wallet = readWallet(user, stake.walletId);
    ensure(money(balanceOf(db(), wallet.id, 'QC')).gte(money(stake.amount)), 'insufficientBalance');
    ensurePayPassword(user, reader<CheckPayRequest>(fields)('pay_password'));
    payStake(db(), stake, wallet, time);
    return ok(toStake(stake, time), 'stakePaid');
  }),
);

const STATUSES: readonly StakeStatus[] = [0, 1, 2];

type Order = (a: StakeRow, b: StakeRow) => number;

function stakeList(
  user: UserRow,
  fields: Fields,
  keep: (s: StakeRow) => boolean,
  order: Order = newestFirst,
) {
  const time = now();
  const rows = stakesOf(user, time).filter(keep).sort(order);
  return ok(pageOf(rows, fields, (row) => toStake(row, time)));
}

const getTotalList = route(
  'GET /apiv2/Stakes/getTotalList',
  withAuth(({ user, fields }) => {
    const status = optionalOf(fields.status, STATUSES, wholeNumber);
    return stakeList(user, fields, (s) => status === undefined || s.status === status);
  }),
);

const unpaidList = route(
  'GET /apiv2/Stakes/unpaidList',
  withAuth(({ user, fields }) => stakeList(user, fields, (s) => s.status === 0)),
);

const settleList = route(
  'GET /apiv2/Stakes/settleList',
  withAuth(({ user, fields }) =>
    stakeList(
      user,
      fields,
      (s) => s.status === 2,
      (a, b) => (b.settleTime ?? 0) - (a.settleTime ?? 0) || b.id - a.id,
    ),
  ),
);

const getZfList = route(
  'GET /apiv2/Stakes/getZfList',
  withAuth(({ user, fields }) =>
    ok(
      pageOf(
        db()
          .stakeRewards.filter((r) => r.uid === user.uid)
          .sort(newestFirst),
        fields,
        toReward,
      ),
    ),
  ),
);

/** One row a server day, newest first: circulating as the issuance's, staked as at the day's end (or now). */
const getLiutongList = route('GET /apiv2/Stakes/getLiutongList', ({ fields }) => {
  const time = now();
  const { stakes: all, issuanceDays } = db();
  const rows = [...issuanceDays].reverse();
  return ok(
    longPage(rows, fields, (day): CirculationDay => ({
      date: day.date,
      circulating: day.circulating,
      staked: stakedAt(all, Math.min(day.date + DAY_MS - 1, time)),
    })),
  );
});

export const stakeHandlers = [
  getPageData,
  indexCt,
  getStakesStatus,
  stakes,
  payInfo,
  checkPay,
  getTotalList,
  unpaidList,
  settleList,
  getZfList,
  getLiutongList,
];
