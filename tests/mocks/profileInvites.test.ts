import * as endpoints from '../../src/api/endpoints';
import type { TeamInvitation } from '../../src/api/messages/message';
import type { Invitee } from '../../src/api/account/profile';
import type { Page } from '../../src/api/types';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { INVITATION_TTL_MS } from '../../src/mocks/handlers/message/db/invitations';
import { M, P, send, signInAt, USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';
import { refused, snapshot } from './treasureHelpers';

withFrozenClock();

/** Of the demo's invitees, 王小明 leads a team of his own and was never asked; Oliver joined the demo's team. */
const LEADER = USERS.wang;
const MEMBER = USERS.oliver;

const uidOf = (index: number) => userAt(index).uid;
const inviteList = async (token: string) =>
  (await send<Page<Invitee>>(P.GetInviteList, token, { pageIndex: 1, pageSize: 20 })).data;
const invitationOf = async (token: string, uid: number) =>
  (await inviteList(token)).list.find((i) => i.uid === uid)?.invitation;
const invite = (token: string, uid: unknown) => send<TeamInvitation>(M.SendTeamInvitation, token, { uid });
const received = async (token: string) =>
  (await send<Page<TeamInvitation>>(M.GetTeamInvitationList, token, { page: 1, pageSize: 20 })).data;
const handle = (token: string, id: unknown, action: string) =>
  send(M.HandleTeamInvitation, token, { id, action });

async function expectRefused(reply: Promise<unknown>, msg: string, code = 400) {
  const before = snapshot();
  expect(await reply).toEqual(refused(msg, code));
  expect(snapshot()).toBe(before);
}

describe('fake backend: invitees', () => {
  it('lists who signed up with the demo’s code: 5 QC each, and the team invitation each was sent', async () => {
    const token = await signInDemo();
    const page = await inviteList(token);
    expect(page.total).toBe(4);
    const byUser = Object.fromEntries(page.list.map((i) => [i.uid, [i.reward, i.invitation]]));
    expect(byUser).toEqual({
      [uidOf(USERS.oliver)]: [5, 'accepted'],
      [uidOf(USERS.wang)]: [5, null],
      [uidOf(USERS.emily)]: [5, 'rejected'],
      [uidOf(USERS.joao)]: [5, 'expired'],
    });
    expect(page.list[0]).toMatchObject({ nickName: expect.any(String), avatar: expect.any(String) });
  });

  it('a sign-up with the demo’s code credits the demo 5 QC and comes first in the list', async () => {
    const token = await signInDemo();
    const qc = userAt(USERS.demo).qcBalance;
    const phone = { phoneRegion: '+82', phoneNumber: '1099998888' };
    await callFake(endpoints.Profile.SendCode, { ...phone, type: 'register' });
    const body = {
      ...phone,
      code: '123456',
      password: 'Secret123',
      inviteCode: userAt(USERS.demo).inviteCode,
    };
    expect((await callFake(endpoints.Profile.SignUp, body)).code).toBe(200);
    expect(userAt(USERS.demo).qcBalance).toBe(qc + 5);
    const page = await inviteList(token);
    expect(page.total).toBe(5);
    expect(page.list[0]).toMatchObject({
      uid: db().users.at(-1)?.uid,
      reward: 5,
      invitation: null,
      createTime: T0,
    });
  });

  it('the house code rewards nobody', async () => {
    const before = db().ledger.length;
    const phone = { phoneRegion: '+82', phoneNumber: '1099998887' };
    await callFake(endpoints.Profile.SendCode, { ...phone, type: 'register' });
    await callFake(endpoints.Profile.SignUp, {
      ...phone,
      code: '123456',
      password: 'Secret123',
      inviteCode: 'QC2026',
    });
    expect(db().ledger.length).toBe(before);
    expect(db().users.at(-1)?.inviteReward).toBe(0);
  });
});

describe('fake backend: team invitations', () => {
  it('a leader invites; the invitee sees it pending, for 7 days', async () => {
    const token = await signInDemo();
    const sent = await invite(token, uidOf(LEADER));
    expect(sent).toMatchObject({ code: 200, msg: 'Invitation sent' });
    expect(sent.data).toEqual({
      id: expect.any(Number),
      leaderId: uidOf(USERS.demo),
      leaderName: 'QC Demo',
      leaderAvatar: userAt(USERS.demo).avatar,
      status: 'pending',
      createTime: T0,
      expireTime: T0 + INVITATION_TTL_MS,
    });
    expect(await invitationOf(token, uidOf(LEADER))).toBe('pending');
    const invitee = await signInAt(LEADER);
    const box = await received(invitee);
    expect(box.list[0]).toEqual(sent.data);
    expect(box.total).toBe(1);
  });

  it('refuses non-leaders, oneself, unknown users, members and a second pending invitation', async () => {
    const token = await signInDemo();
    const emily = await signInAt(USERS.emily);
    await expectRefused(invite(emily, uidOf(USERS.joao)), 'Only team leaders can invite members');
    await expectRefused(invite(token, uidOf(USERS.demo)), 'You cannot invite yourself');
    await expectRefused(invite(token, 999_999), 'User not found', 404);
    await expectRefused(invite(token, uidOf(MEMBER)), 'This user is already in your team');
    await invite(token, uidOf(LEADER));
    await expectRefused(invite(token, uidOf(LEADER)), 'This user already has a pending invitation from you');
  });

  it('accepting joins the team, once', async () => {
    const token = await signInDemo();
    const { data } = await invite(token, uidOf(USERS.joao));
    const joao = await signInAt(USERS.joao);
    expect(await handle(joao, data.id, 'accept')).toEqual({
      code: 200,
      msg: 'You joined the team',
      data: null,
    });
    expect(db().teamMembers.find((m) => m.uid === uidOf(USERS.joao))).toEqual({
      leaderUid: uidOf(USERS.demo),
      uid: uidOf(USERS.joao),
      joinedAt: T0,
    });
    expect(await invitationOf(token, uidOf(USERS.joao))).toBe('accepted');
    await expectRefused(handle(joao, data.id, 'reject'), 'This invitation has already been answered');
    await expectRefused(invite(token, uidOf(USERS.joao)), 'This user is already in your team');
  });

  it('rejecting leaves the invitee out; the leader may ask again', async () => {
    const token = await signInDemo();
    const { data } = await invite(token, uidOf(LEADER));
    const invitee = await signInAt(LEADER);
    expect(await handle(invitee, data.id, 'reject')).toMatchObject({ code: 200, msg: 'Invitation declined' });
    expect(await invitationOf(token, uidOf(LEADER))).toBe('rejected');
    expect(db().teamMembers.some((m) => m.uid === uidOf(LEADER))).toBe(false);
    expect((await invite(token, uidOf(LEADER))).data.status).toBe('pending');
  });

  it('expires 7 days after it was sent, by the clock', async () => {
    const token = await signInDemo();
    const { data } = await invite(token, uidOf(LEADER));
    const invitee = await signInAt(LEADER);
    clock.setNow(T0 + INVITATION_TTL_MS - 1);
    expect((await received(invitee)).list[0]?.status).toBe('pending');
    clock.setNow(T0 + INVITATION_TTL_MS);
    expect((await received(invitee)).list[0]?.status).toBe('expired');
    expect(await invitationOf(token, uidOf(LEADER))).toBe('expired');
    await expectRefused(handle(invitee, data.id, 'accept'), 'This invitation has expired');
    expect((await invite(token, uidOf(LEADER))).code).toBe(200);
  });

  it('accepts up to the last moment of the week', async () => {
    const token = await signInDemo();
    const { data } = await invite(token, uidOf(LEADER));
    clock.setNow(T0 + INVITATION_TTL_MS - 1);
    expect((await handle(await signInAt(LEADER), data.id, 'accept')).code).toBe(200);
  });

  it('joining another team leaves the first one', async () => {
    const leader = await signInAt(LEADER);
    const { data } = await invite(leader, uidOf(MEMBER));
    const member = await signInAt(MEMBER);
    expect((await handle(member, data.id, 'accept')).code).toBe(200);
    expect(db().teamMembers.filter((m) => m.uid === uidOf(MEMBER))).toEqual([
      { leaderUid: uidOf(LEADER), uid: uidOf(MEMBER), joinedAt: T0 },
    ]);
    expect((await invite(await signInDemo(), uidOf(MEMBER))).code).toBe(200);
  });

  it('answers only the invitee’s own invitations, with accept or reject', async () => {
    const token = await signInDemo();
    const { data } = await invite(token, uidOf(LEADER));
    const emily = await signInAt(USERS.emily);
    await expectRefused(handle(emily, data.id, 'accept'), 'Invitation not found', 404);
    await expectRefused(
      handle(await signInAt(LEADER), data.id, 'maybe'),
      'Please accept or decline the invitation',
    );
  });

  it('the demo’s own box holds an invitation that expired, paged with page and pageSize', async () => {
    const token = await signInDemo();
    const box = await received(token);
    expect(box.list.map((i) => [i.leaderId, i.status])).toEqual([[uidOf(LEADER), 'expired']]);
    const past = await send<Page<TeamInvitation>>(M.GetTeamInvitationList, token, { page: 2, pageSize: 20 });
    expect(past.data).toEqual({ list: [], total: 1 });
  });

  it('needs login', async () => {
    for (const endpoint of [
      M.SendTeamInvitation,
      M.GetTeamInvitationList,
      M.HandleTeamInvitation,
      P.GetInviteList,
    ]) {
      expect((await send(endpoint, '')).code).toBe(-2000);
    }
  });
});
