import type { MessageBox, UnreadCounts } from '../../api/messages/message';
import type { DbState, InboxSeenRow, NoticeRow } from './schema';

/** The boxes whose rows carry no read flag: how far the user has read each is an id (InboxSeenRow). */
type SeenBox = Exclude<MessageBox, 'notice'>;

export const MESSAGE_BOXES: readonly MessageBox[] = ['notice', 'gift', 'invitation', 'kefu'];

function seenOf(state: DbState, uid: number): InboxSeenRow {
  return state.inboxSeen.find((row) => row.uid === uid) ?? { uid, gift: 0, invitation: 0, kefu: 0 };
}

export const noticesOf = (state: DbState, uid: number): NoticeRow[] =>
  state.notices.filter((row) => row.uid === uid);

/**
 * What is new in each box: notices not read; gifts still unclaimed, team invitations still pending and
 * support's replies, each received since the user last cleared that box.
 */
export function unreadCounts(state: DbState, uid: number): UnreadCounts {
  const seen = seenOf(state, uid);
  const notice = noticesOf(state, uid).filter((row) => !row.read).length;
  const gift = state.gifts.filter((g) => g.receiverUid === uid && g.status === 0 && g.id > seen.gift).length;
  const invitation = state.invitations.filter(
    (i) => i.uid === uid && i.status === 'pending' && i.id > seen.invitation,
  ).length;
  const kefu = state.kefu.filter((k) => k.uid === uid && k.from === 'staff' && k.id > seen.kefu).length;
  return { notice, gift, invitation, kefu, total: notice + gift + invitation + kefu };
}

const LAST_ID: Record<SeenBox, (state: DbState) => number> = {
  gift: (state) => state.seq.gift,
  invitation: (state) => state.seq.invitation,
  kefu: (state) => state.seq.kefu,
};

/** Marks everything in `box` read: every notice, or all the box held up to now. */
export function clearBox(state: DbState, uid: number, box: MessageBox): void {
  if (box === 'notice') {
    for (const row of noticesOf(state, uid)) row.read = true;
    return;
  }
  const seen = seenOf(state, uid);
  seen[box] = LAST_ID[box](state);
  if (!state.inboxSeen.includes(seen)) state.inboxSeen.push(seen);
}
