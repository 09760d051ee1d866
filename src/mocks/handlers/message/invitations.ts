import type { HandleInvitationQuery, TeamInvitation } from '../../../api/messages/message';
import { now } from '../../clock';
import { db } from '../../db';
import {
  acceptInvitation,
  latestInvitation,
  rejectInvitation,
  sendInvitation,
  teamOf,
} from './db/invitations';
import type { InvitationRow } from '../../db/schema';
import { findUser, publicUserOf } from '../../db/users';
import { idOf } from '../../rules/input';
import { CODE, ensure, ok, pageOf, reader, route, withAuth } from '../../http/route';

function toInvitation(row: InvitationRow): TeamInvitation {
  const leader = publicUserOf(row.leaderUid);
  return {
    id: row.id,
    leaderId: leader.uid,
    leaderName: leader.nickName,
    leaderAvatar: leader.avatar,
    status: row.status,
    createTime: row.createTime,
    expireTime: row.expireTime,
  };
}

/** A team leader invites someone not yet in the team and not already waiting on an invitation from it. */
const sendTeamInvitation = route(
  'GET /api/Message/SendTeamInvitation',
  withAuth(({ user, fields }) => {
    ensure(user.isTeam, 'notTeamLeader');
    const invitee = findUser(idOf(fields.uid));
    ensure(invitee, 'userNotFound', CODE.notFound);
    ensure(invitee.uid !== user.uid, 'inviteSelf');
    const state = db();
    ensure(teamOf(state, invitee.uid)?.leaderUid !== user.uid, 'alreadyTeamMember');
    ensure(latestInvitation(state, user.uid, invitee.uid)?.status !== 'pending', 'invitationPending');
    return ok(toInvitation(sendInvitation(state, user.uid, invitee.uid, now())), 'invitationSent');
  }),
);

/** Invitations the user received, newest first; paged with `page` like the /apiv2 groups. */
const getTeamInvitationList = route(
  'GET /api/Message/GetTeamInvitationList',
  withAuth(({ user, fields }) => {
    const rows = db()
      .invitations.filter((i) => i.uid === user.uid)
      .sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return ok(pageOf(rows, fields, toInvitation, undefined, 'page'));
  }),
);

/** Accepting joins the leader's team (leaving any other); only a pending invitation, within its week. */
const handleTeamInvitation = route(
  'GET /api/Message/HandleTeamInvitation',
  withAuth(({ user, fields }) => {
    const row = db().invitations.find((i) => i.id === idOf(fields.id) && i.uid === user.uid);
    ensure(row, 'invitationNotFound', CODE.notFound);
    const action = reader<HandleInvitationQuery>(fields)('action');
    ensure(action === 'accept' || action === 'reject', 'invitationActionInvalid');
    ensure(row.status !== 'expired', 'invitationExpired');
    ensure(row.status === 'pending', 'invitationHandled');
    if (action === 'reject') {
      rejectInvitation(row, now());
      return ok(null, 'invitationRejected');
    }
    acceptInvitation(db(), row, now());
    return ok(null, 'invitationAccepted');
  }),
);

export const invitationHandlers = [sendTeamInvitation, getTeamInvitationList, handleTeamInvitation];
