import * as endpoints from '../../../src/api/endpoints';
import * as account from '../../../src/api/account/account';
import * as messages from '../../../src/api/messages/message';
import * as team from '../../../src/api/team/team';
import { skipAll, type Contract } from '../../contract';
import { readMe, succeeded } from '../../readBack';
import type { SecondAccount, WriteContext } from '../context';
import { inSession, phoneOf } from '../../session';

const { Profile: P, Message: M, Team } = endpoints;

/**
 * The fake backend's invitee when the second account is in the team already: Emily O'Brien, who declined the
 * demo's invitation (README, "Demo account": every seeded user signs in with `Demo1234`).
 */
const SEEDED_INVITEE: SecondAccount = { uid: 100_004, phone: '+1 2025550143', password: 'Demo1234' };

/** Someone outside the team who can sign in, and how to act as them. */
interface Invitee {
  uid: number;
  act: (steps: () => Promise<void>) => Promise<unknown>;
}

/**
 * The team's invitation: sent to the second account when it is outside the team (else, on the fake backend, to
 * a seeded invitee); the invitee reads it pending, declines it, and reads it declined. Declining leaves the team
 * as it was, so the flow runs again.
 */
export async function inviteToTeam(ctx: WriteContext) {
  const { c } = ctx;
  const calls = [M.SendTeamInvitation, M.HandleTeamInvitation];
  if (!(await readMe(c))?.isTeam) return skipAll(c, calls, 'the account leads no team');
  const invitee = await inviteeOf(ctx);
  if (!invitee) return skipAll(c, calls, 'no one outside the team to sign in as');
  if (!(await c.check(M.SendTeamInvitation, () => succeeded(messages.sendTeamInvitation(invitee.uid)))))
    return c.skip(M.HandleTeamInvitation, 'no invitation was sent');
  await invitee.act(() => decline(c, ctx.uid));
}

async function inviteeOf(ctx: WriteContext): Promise<Invitee | undefined> {
  const members = await ctx.c.check(Team.list, () => team.getTeamList({ page: 1, pageSize: 100 }));
  const outside = (uid: number) => members !== null && !members.list.some((each) => each.uid === uid);
  const { second, asSecond } = ctx;
  if (second && asSecond && outside(second.uid)) return { uid: second.uid, act: asSecond };
  // Only the fake backend has a clock to move, and seeded users.
  if (ctx.skip && outside(SEEDED_INVITEE.uid))
    return { uid: SEEDED_INVITEE.uid, act: (steps) => signedInAs(ctx.c, SEEDED_INVITEE, steps) };
  return undefined;
}

/** Runs `steps` signed in as `them`, then puts the test account's session back. */
async function signedInAs(c: Contract, them: SecondAccount, steps: () => Promise<void>) {
  const body = { ...phoneOf(them.phone), password: them.password };
  const grant = await c.check(P.SignIn, () => account.signIn(body));
  if (!grant) return c.skip(M.HandleTeamInvitation, `${them.phone} could not sign in`);
  await inSession(grant, steps);
}

/** As the invitee: the leader's invitation reads pending, is declined, and reads declined. */
async function decline(c: Contract, leaderId: number) {
  const query = { page: 1, pageSize: 20 };
  const received = async () =>
    (await c.check(M.GetTeamInvitationList, () => messages.getTeamInvitationList(query)))?.list ?? [];
  const pending = (await received()).find((each) => each.leaderId === leaderId && each.status === 'pending');
  c.expect(M.SendTeamInvitation, pending !== undefined, `no invitation from ${leaderId} reads pending`);
  if (!pending) return c.skip(M.HandleTeamInvitation, 'no pending invitation to answer');
  const answer = { id: pending.id, action: 'reject' } as const;
  if (!(await c.check(M.HandleTeamInvitation, () => succeeded(messages.handleTeamInvitation(answer)))))
    return;
  const status = (await received()).find((each) => each.id === pending.id)?.status;
  c.expect(M.HandleTeamInvitation, status === 'rejected', `invitation ${pending.id} reads ${status}`);
}
