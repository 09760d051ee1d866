import type { Invitee } from '../../../api/account/profile';
import { db } from '../../db';
import { latestInvitation } from '../message/db/invitations';
import type { UserRow } from '../../db/schema';
import { ok, pageOf, route, withAuth } from '../../http/route';

/**
 * Who signed up with the user's invitation code, newest first, with the QC their sign-up earned and the
 * state of the latest team invitation the user sent them.
 */
const getInviteList = route(
  'GET /api/Profile/GetInviteList',
  withAuth(({ user, fields }) => {
    const state = db();
    const rows = state.users
      .filter((u) => u.invitedBy === user.uid)
      .sort((a, b) => b.createdAt - a.createdAt || b.uid - a.uid);
    const toInvitee = (row: UserRow): Invitee => ({
      uid: row.uid,
      nickName: row.nickName,
      avatar: row.avatar,
      reward: row.inviteReward,
      createTime: row.createdAt,
      invitation: latestInvitation(state, user.uid, row.uid)?.status ?? null,
    });
    return ok(pageOf(rows, fields, toInvitee));
  }),
);

export const inviteHandlers = [getInviteList];
