import { credit } from '../../../db/balances';
import { payWalletRecharge } from '../../wallet/db/wallets';
import { addNotice } from '../../../db/notices';
import type { DbState, RechargeRow } from '../../../db/schema';
import { serialFor, takeId } from '../../../db/sequence';

/** Top-ups below this are refused. */
export const RECHARGE_MIN = 10;
/** The simulated checkout reports the payment this long after the top-up was ordered. */
export const RECHARGE_SETTLE_MS = 5_000;
/** The app's own card checkout page (the simulated payment provider). */
export const CHECKOUT_PATH = '/pages/my/paddle';

export function createRecharge(
  state: DbState,
  uid: number,
  order: Pick<RechargeRow, 'amount' | 'type'> & { walletId?: number | null },
  time: number,
): RechargeRow {
  const id = takeId(state, 'recharge');
  const row: RechargeRow = {
    id,
    uid,
    orderNo: serialFor('R', id),
    amount: order.amount,
    type: order.type,
    status: 0,
    createTime: time,
    settledAt: null,
    walletId: order.walletId ?? null,
  };
  state.recharges.push(row);
  return row;
}

/**
 * The payment reported back: the balance rises (a ledger line) and the user is told. A wallet account's top-up
 * raises that account's USDT instead (a `recharge` line).
 */
function pay(state: DbState, row: RechargeRow, time: number): void {
  row.status = 1;
  row.settledAt = time;
  if (row.walletId !== null) {
    payWalletRecharge(state, row, time);
    return;
  }
  const user = state.users.find((u) => u.uid === row.uid);
  if (!user) return;
  credit(state, user, 'balance', row.amount, { title: 'topUp', params: { orderNo: row.orderNo } }, time);
  // No page of the app opens one top-up: the notice points to nothing (its text names the order number).
  const params = { orderNo: row.orderNo, amount: String(row.amount) };
  addNotice(state, row.uid, { kind: 'rechargePaid', refId: null }, params, time);
}

/** Every top-up still waiting whose payment has reported back by `time` is paid, at the time it reported. */
export function settleRecharges(state: DbState, time: number): void {
  for (const row of state.recharges) {
    if (row.status === 0 && row.createTime + RECHARGE_SETTLE_MS <= time) {
      pay(state, row, row.createTime + RECHARGE_SETTLE_MS);
    }
  }
}
