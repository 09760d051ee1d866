import { DAY_MS } from '../../../db/calendar';
import type { DbState, InvitationRow, TeamMemberRow } from '../../../db/schema';
import { takeId } from '../../../db/sequence';

/** A team invitation not answered within this expires. */
export const INVITATION_TTL_MS = 7 * DAY_MS;

export const teamOf = (state: DbState, uid: number): TeamMemberRow | undefined =>
  state.teamMembers.find((m) => m.uid === uid);

/** The latest invitation `leaderUid` sent `uid`, if any. */
export const latestInvitation = (state: DbState, leaderUid: number, uid: number): InvitationRow | undefined =>
  state.invitations.filter((i) => i.leaderUid === leaderUid && i.uid === uid).at(-1);

export function sendInvitation(state: DbState, leaderUid: number, uid: number, time: number): InvitationRow {
  const row: InvitationRow = {
    id: takeId(state, 'invitation'),
    leaderUid,
    uid,
    status: 'pending',
    createTime: time,
    expireTime: time + INVITATION_TTL_MS,
    closedAt: null,
  };
  state.invitations.push(row);
  return row;
}

/** Joins the leader's team, leaving any team the user was in: a user belongs to one team at most. */
export function acceptInvitation(state: DbState, row: InvitationRow, time: number): void {
  row.status = 'accepted';
  row.closedAt = time;
  state.teamMembers = state.teamMembers.filter((m) => m.uid !== row.uid);
  state.teamMembers.push({ leaderUid: row.leaderUid, uid: row.uid, joinedAt: time });
}

export function rejectInvitation(row: InvitationRow, time: number): void {
  row.status = 'rejected';
  row.closedAt = time;
}

/** Pending invitations past their expiry time expire then; runs before every request (db/clockwork). */
export function expireInvitations(state: DbState, time: number): void {
  for (const row of state.invitations) {
    if (row.status === 'pending' && row.expireTime <= time) {
      row.status = 'expired';
      row.closedAt = row.expireTime;
    }
  }
}
