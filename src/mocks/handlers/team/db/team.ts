import { money, sum, toWire, truncate, type Money } from '../../../../lib/money';
import { credit } from '../../../db/balances';
import { teamOf } from '../../message/db/invitations';
import { isPurchase } from '../../orders/db/orders';
import type { DbState, OrderRow, TeamEarningRow, UserRow } from '../../../db/schema';
import { takeId } from '../../../db/sequence';

/** The team's rules (docs/api.md §11, decision 0040), shared by the buy handlers, the team handlers and the seed. */

/** The leader's share of what a member pays. */
export const TEAM_SHARE = 0.1;
/** A withdrawal needs more than this available. */
export const TEAM_WITHDRAW_ABOVE = 500;
/** A member is online while their last signed-in request is younger than this. */
export const TEAM_ONLINE_MS = 15 * 60_000;

const EARNING_KINDS: readonly OrderRow['kind'][] = ['goods', 'treasure', 'crowd'];

/**
 * A member's payment from their mall balance for goods, a draw or crowdfunding earns the leader of the team they
 * are in at that moment 10 % of it, rounded down to the cent: one row, written as it is paid.
 */
export function earnFromOrder(state: DbState, order: OrderRow): void {
  const team = teamOf(state, order.uid);
  if (!team || order.payType !== 'balance' || !EARNING_KINDS.includes(order.kind) || !isPurchase(order))
    return;
  state.teamEarnings.push({
    id: takeId(state, 'teamEarning'),
    leaderUid: team.leaderUid,
    memberUid: order.uid,
    orderId: order.id,
    contribution: order.amount,
    amount: toWire(truncate(money(order.amount).times(TEAM_SHARE), 2)),
    createTime: order.payTime,
  });
}

export const earningsOf = (state: DbState, leaderUid: number): TeamEarningRow[] =>
  state.teamEarnings.filter((e) => e.leaderUid === leaderUid);

/** What the leader can withdraw: every earning row less what was withdrawn. */
export function availableOf(state: DbState, leaderUid: number): Money {
  const earned = sum(earningsOf(state, leaderUid).map((e) => e.amount));
  const withdrawn = sum(state.teamWithdrawals.filter((w) => w.leaderUid === leaderUid).map((w) => w.amount));
  return earned.minus(withdrawn);
}

/** Moves `amount` of the leader's team earnings to their mall balance (a ledger line); the caller checked it. */
export function withdrawTeamEarnings(state: DbState, leader: UserRow, amount: Money, time: number): void {
  const id = takeId(state, 'teamWithdrawal');
  state.teamWithdrawals.push({ id, leaderUid: leader.uid, amount: toWire(amount), createTime: time });
  credit(state, leader, 'balance', amount, { title: 'teamWithdrawal' }, time);
}
