import type { MessageBox } from '../../api/messages/message';
import type { DbState, KefuRow, Sequences } from './schema';

/** Something new in a user's box; a support reply carries itself, as it is pushed whole. */
export type Arrival =
  { uid: number; box: Exclude<MessageBox, 'kefu'> } | { uid: number; box: 'kefu'; reply: KefuRow };

/** The ids each arriving table had reached: rows past them were written since. */
export type Marks = Pick<Sequences, 'notice' | 'gift' | 'invitation' | 'kefu'>;

export const marksOf = ({ seq }: DbState): Marks => ({
  notice: seq.notice,
  gift: seq.gift,
  invitation: seq.invitation,
  kefu: seq.kefu,
});

/**
 * What arrived in someone's box since `marks` were taken, read from the rows themselves so the rules that
 * write them need not know anyone is told: notices, gifts delivered (unclaimed; not the part a holder splits
 * off to pass on), team invitations and support's replies.
 */
export function arrivalsSince(state: DbState, marks: Marks): Arrival[] {
  const notices = state.notices.filter((row) => row.id > marks.notice);
  const gifts = state.gifts.filter((row) => row.id > marks.gift && row.status === 0);
  const invitations = state.invitations.filter((row) => row.id > marks.invitation);
  const replies = state.kefu.filter((row) => row.id > marks.kefu && row.from === 'staff');
  return [
    ...notices.map((row) => ({ uid: row.uid, box: 'notice' as const })),
    ...gifts.map((row) => ({ uid: row.receiverUid, box: 'gift' as const })),
    ...invitations.map((row) => ({ uid: row.uid, box: 'invitation' as const })),
    ...replies.map((reply) => ({ uid: reply.uid, box: 'kefu' as const, reply })),
  ];
}
