import type { LedgerAsset } from '../../../../api/account/profile';
import { purchaseWhy, type Why } from './ledgerTexts';
import { money, toWire, type Money } from '../../../../lib/money';
import { holding, writeLedger } from '../../../db/balances';
import { depositRefundWhy, depositWhy } from '../../auction/db/auctionClock';
import { assetOf } from '../../goods/db/bazaarListings';
import { CYCLE_DAYS, rewardOf } from './checkin';
import {
  acceptInvitation,
  expireInvitations,
  INVITATION_TTL_MS,
  rejectInvitation,
  sendInvitation,
} from '../../message/db/invitations';
import { goodsOf } from '../../treasure/db/issues';
import { isPurchase } from '../../orders/db/orders';
import { createRecharge, RECHARGE_SETTLE_MS } from '../../payment/db/recharges';
import { recordRedemption } from './redeems';
import { INVITE_REWARD_QC } from './referrals';
import { days, HOUR, type SeedClock } from '../../../db/seedClock';
import type { DbState, RedeemCodeRow, UserRow } from '../../../db/schema';

/** The codes RedeemByCode knows; the demo has used LAUNCH2026 already. */
const REDEEM_CODES: RedeemCodeRow[] = [
  { code: 'WELCOME100', asset: 'points', amount: 100, expiresAt: null },
  { code: 'QCBONUS', asset: 'balance', amount: 5, expiresAt: null },
  { code: 'LAUNCH2026', asset: 'points', amount: 20, expiresAt: null },
  { code: 'SUMMER2025', asset: 'points', amount: 50, expiresAt: Date.UTC(2025, 8, 1) },
];
const USED_BY_DEMO = 'LAUNCH2026';

export interface Movement {
  asset: LedgerAsset;
  amount: number;
  why: Why;
  time: number;
}

/** Writes `moves` as the user's ledger; `balanceSeededLedgers` works out each line's `after` once the seed is done. */
export function writeHistory(state: DbState, user: UserRow, moves: Movement[]): void {
  for (const { asset, amount, why, time } of [...moves].sort((a, b) => a.time - b.time))
    writeLedger(state, user.uid, { asset, amount, after: 0 }, why, time);
}

/**
 * Like every seeded history the ledger happened before the seeded holdings, and some of it was paid as the seed
 * went (devices, mining): the lines are put in time order and each line's `after` is worked back from what the
 * user holds now.
 */
export function balanceSeededLedgers(state: DbState): void {
  state.ledger.sort((a, b) => a.createTime - b.createTime || a.id - b.id);
  const level = new Map<string, Money>();
  for (const line of [...state.ledger].reverse()) {
    const key = `${line.uid}:${line.asset}`;
    const user = state.users.find((u) => u.uid === line.uid);
    const after = level.get(key) ?? money(user ? holding(user, line.asset) : 0);
    line.after = toWire(after);
    level.set(key, after.minus(money(line.amount)));
  }
}

/** What the user paid for orders; a won auction is paid by its deposit (below) and, once claimed, the rest. */
export function purchases(state: DbState, user: UserRow): Movement[] {
  return state.orders
    .filter((o) => o.uid === user.uid && isPurchase(o) && o.kind !== 'auction')
    .map((o) => ({
      asset: o.payType,
      amount: -o.amount,
      why: purchaseWhy(o.kind, goodsOf(state, o.goodsId).name),
      time: o.payTime,
    }));
}

/** What the user paid for bazaar orders (the orders' money moved before the seeded holdings, like every purchase). */
function bazaarPurchases(state: DbState, user: UserRow): Movement[] {
  return state.bazaarOrders.flatMap((o): Movement[] =>
    o.buyerUid === user.uid && o.payTime !== null
      ? [
          {
            asset: assetOf(o.currency),
            amount: -o.amount,
            why: { title: 'bazaarBought', params: { goods: goodsOf(state, o.goodsId).name } },
            time: o.payTime,
          },
        ]
      : [],
  );
}

/** The user's auction deposits: taken when paid, given back when refunded (a counted one stays in its order). */
function auctionDeposits(state: DbState, user: UserRow): Movement[] {
  return state.auctionDeposits.flatMap((deposit): Movement[] => {
    const auction = state.auctions.find((a) => a.id === deposit.auctionId);
    if (deposit.uid !== user.uid || !auction) return [];
    const taken: Movement = {
      asset: 'balance',
      amount: -deposit.amount,
      why: depositWhy(auction),
      time: deposit.createTime,
    };
    if (deposit.state !== 'refunded' || deposit.settleTime === null) return [taken];
    const back: Movement = {
      asset: 'balance',
      amount: deposit.amount,
      why: depositRefundWhy(auction),
      time: deposit.settleTime,
    };
    return [taken, back];
  });
}

/** One card top-up paid, one USDT top-up that failed before the simulated checkout existed. */
function topUps(state: DbState, user: UserRow, clock: SeedClock): Movement[] {
  const paid = createRecharge(state, user.uid, { amount: 500, type: 'card' }, clock.ago(days(12)));
  paid.status = 1;
  paid.settledAt = paid.createTime + RECHARGE_SETTLE_MS;
  const failed = createRecharge(state, user.uid, { amount: 100, type: 'usdt' }, clock.ago(days(9)));
  failed.status = 2;
  failed.settledAt = failed.createTime + HOUR;
  const why: Why = { title: 'topUp', params: { orderNo: paid.orderNo } };
  return [{ asset: 'balance', amount: paid.amount, why, time: paid.settledAt }];
}

function codeRedeemed(state: DbState, user: UserRow, clock: SeedClock): Movement[] {
  const code = REDEEM_CODES.find((c) => c.code === USED_BY_DEMO);
  if (!code) throw new Error(`seed: no redeem code ${USED_BY_DEMO}`);
  const time = clock.ago(days(30));
  const { asset, amount } = code;
  recordRedemption(state, { uid: user.uid, source: 'code', title: code.code, asset, amount, cost: 0 }, time);
  return [{ asset, amount, why: { title: 'codeRedeemed', params: { code: code.code } }, time }];
}

/** The days of the current cycle up to `signinDay`, one a day, ending at the last check-in. */
function checkIns(user: UserRow): Movement[] {
  const last = user.lastCheckInAt;
  if (last === null) return [];
  return Array.from({ length: Math.min(user.signinDay, CYCLE_DAYS) }, (_, i) => ({
    asset: 'points' as const,
    amount: rewardOf(i + 1),
    why: { title: 'checkIn', params: { day: String(i + 1) } },
    time: last - days(user.signinDay - 1 - i),
  }));
}

/** Each invitee's sign-up credited the inviter, as a sign-up does now (db/referrals). */
function inviteRewards(state: DbState, user: UserRow): Movement[] {
  const invitees = state.users.filter((u) => u.invitedBy === user.uid);
  for (const invitee of invitees) invitee.inviteReward = INVITE_REWARD_QC;
  return invitees.map((invitee) => ({
    asset: 'QC',
    amount: INVITE_REWARD_QC,
    why: { title: 'inviteReward', params: { name: invitee.nickName } },
    time: invitee.createdAt,
  }));
}

/**
 * The demo leads a team: of its invitees who lead no team themselves, one accepted, one declined and one
 * let the invitation expire; the leader among them was never asked (the partners page can invite them).
 * Another leader's invitation to the demo expired too.
 */
function teamInvitations(state: DbState, demo: UserRow, clock: SeedClock): void {
  const [accepts, declines, ignores] = state.users.filter((u) => u.invitedBy === demo.uid && !u.isTeam);
  if (!accepts || !declines || !ignores) throw new Error('seed: the demo has too few invitees');
  const first = sendInvitation(state, demo.uid, accepts.uid, clock.ago(days(20)));
  acceptInvitation(state, first, first.createTime + 2 * HOUR);
  const second = sendInvitation(state, demo.uid, declines.uid, clock.ago(days(19)));
  rejectInvitation(second, second.createTime + 5 * HOUR);
  const third = sendInvitation(state, demo.uid, ignores.uid, clock.ago(days(18)));
  const leader = state.users.find((u) => u.isTeam && u.uid !== demo.uid);
  if (leader) sendInvitation(state, leader.uid, demo.uid, clock.ago(days(17)));
  expireInvitations(state, third.createTime + INVITATION_TTL_MS + days(1));
}

/** The rewards of the tasks the user collected. */
function taskRewards(state: DbState, user: UserRow): Movement[] {
  return state.taskLogs.flatMap((log) => {
    const task = state.tasks.find((t) => t.id === log.taskId);
    if (log.uid !== user.uid || log.collectTime === null || !task) return [];
    const why: Why = { title: 'taskReward', params: { task: task.title } };
    return [{ asset: task.rewardType, amount: task.reward, why, time: log.collectTime }];
  });
}

/** The "my" area of the seed: redeem codes, the demo's top-ups, redemptions, team and ledger history. */
export function seedMy(state: DbState, clock: SeedClock): void {
  state.redeemCodes = structuredClone(REDEEM_CODES);
  const demo = state.users[0];
  if (!demo) throw new Error('seed: no demo user');
  teamInvitations(state, demo, clock);
  writeHistory(state, demo, [
    ...purchases(state, demo),
    ...bazaarPurchases(state, demo),
    ...auctionDeposits(state, demo),
    ...topUps(state, demo, clock),
    ...codeRedeemed(state, demo, clock),
    ...checkIns(demo),
    ...inviteRewards(state, demo),
    ...taskRewards(state, demo),
  ]);
}
