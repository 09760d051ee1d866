import type { DbState, RedeemRow } from '../../../db/schema';
import { takeId } from '../../../db/sequence';

/** Records a redemption for Profile/GetRedeemList; a code's row is titled with the code itself. */
export function recordRedemption(
  state: DbState,
  row: Omit<RedeemRow, 'id' | 'createTime'>,
  time: number,
): RedeemRow {
  const saved: RedeemRow = { id: takeId(state, 'redeem'), ...row, createTime: time };
  state.redeems.push(saved);
  return saved;
}
