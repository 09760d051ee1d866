import { credit } from '../../../db/balances';
import type { DbState, UserRow } from '../../../db/schema';

/** QC the inviter is credited when someone signs up with their invitation code. */
export const INVITE_REWARD_QC = 5;

/** A new account's inviter gets the reward (a ledger line), noted on the invitee for the invite list. */
export function rewardInviter(state: DbState, invitee: UserRow, time: number): void {
  const inviter = state.users.find((u) => u.uid === invitee.invitedBy);
  if (!inviter) return;
  invitee.inviteReward = INVITE_REWARD_QC;
  const why = { title: 'inviteReward', params: { name: invitee.nickName } } as const;
  credit(state, inviter, 'QC', INVITE_REWARD_QC, why, time);
}
