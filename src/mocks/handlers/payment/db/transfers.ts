import { money, toWire, type MoneyLike } from '../../../../lib/money';
import { credit } from '../../../db/balances';
import { addNotice } from '../../../db/notices';
import type { DbState, TransferRow, UserRow } from '../../../db/schema';
import { serialFor, takeId } from '../../../db/sequence';

/** At most this many receivers are offered again. */
export const RECENT_RECEIVERS_MAX = 10;

/** Moves USDT between mall accounts (the caller has checked it): both ledgers, and the receiver is told. */
export function transferUsdt(
  state: DbState,
  sender: UserRow,
  receiver: UserRow,
  amount: MoneyLike,
  time: number,
): TransferRow {
  const id = takeId(state, 'transfer');
  const row: TransferRow = {
    id,
    orderNo: serialFor('U', id),
    senderUid: sender.uid,
    receiverUid: receiver.uid,
    amount: toWire(amount),
    createTime: time,
  };
  state.transfers.push(row);
  credit(
    state,
    sender,
    'USDT',
    money(row.amount).neg(),
    { title: 'transferOut', params: { name: receiver.nickName } },
    time,
  );
  credit(
    state,
    receiver,
    'USDT',
    row.amount,
    { title: 'transferIn', params: { name: sender.nickName } },
    time,
  );
  const params = { name: sender.nickName, amount: String(row.amount), symbol: 'USDT' };
  addNotice(state, receiver.uid, { kind: 'transferReceived', refId: null }, params, time);
  return row;
}

/** Whom the user sent USDT to, each once with the time of the latest transfer, newest first. */
export function recentReceivers(state: DbState, uid: number): { uid: number; lastTime: number }[] {
  const latest = new Map<number, number>();
  for (const row of state.transfers) {
    if (row.senderUid !== uid) continue;
    // Re-inserted, so the map ends in the order of each receiver's latest transfer.
    latest.delete(row.receiverUid);
    latest.set(row.receiverUid, row.createTime);
  }
  return [...latest]
    .reverse()
    .slice(0, RECENT_RECEIVERS_MAX)
    .map(([receiverUid, lastTime]) => ({ uid: receiverUid, lastTime }));
}
