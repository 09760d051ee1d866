import * as endpoints from '../../src/api/endpoints';
import type { TeamInvitation, UnreadCounts } from '../../src/api/messages/message';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { INVITATION_TTL_MS } from '../../src/mocks/handlers/message/db/invitations';
import { KEFU_REPLY_DELAY_MS } from '../../src/mocks/handlers/kefu/db/kefu';
import { DEMO } from '../../src/mocks/db/seed';
import { giftsTo, M, O, send, signInAt, USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { refused, snapshot } from './treasureHelpers';

withFrozenClock();

const unread = async (token: string) => (await send<UnreadCounts>(M.GetUnRead, token)).data;
const clear = (token: string, box: string) => send(M.ClearMessage, token, { box });
const giveBalance = (token: string, to: number, quantity = 5) =>
  send(O.GiftMoney, token, {
    receiverId: userAt(to).uid,
    quantity,
    asset: 'balance',
    password: DEMO.password,
  });
const invite = (token: string, to: number) =>
  send<TeamInvitation>(M.SendTeamInvitation, token, { uid: userAt(to).uid });
const handle = (token: string, id: number, action: string) =>
  send(M.HandleTeamInvitation, token, { id, action });

describe('fake backend: unread counts (GetUnRead)', () => {
  it('counts the demo’s unread notices, its two unclaimed gifts, no pending invitation and no reply', async () => {
    const token = await signInDemo();
    const notice = db().notices.filter((n) => n.uid === userAt(USERS.demo).uid && !n.read).length;
    expect(await unread(token)).toEqual({ notice, gift: 2, invitation: 0, kefu: 0, total: notice + 2 });
  });

  it('a gift from another user raises the gift count and adds a notice; clearing the gift box lowers it', async () => {
    const token = await signInDemo();
    const before = await unread(token);
    const wang = await signInAt(USERS.wang);
    expect((await giveBalance(wang, USERS.demo)).code).toBe(200);
    expect(await unread(token)).toEqual({
      ...before,
      gift: before.gift + 1,
      notice: before.notice + 1,
      total: before.total + 2,
    });
    expect((await clear(token, 'gift')).code).toBe(200);
    const cleared = await unread(token);
    expect(cleared).toMatchObject({ gift: 0, notice: before.notice + 1 });
    expect(cleared.total).toBe(cleared.notice);

    expect((await giveBalance(wang, USERS.demo)).code).toBe(200);
    expect((await unread(token)).gift).toBe(1);
    const { id } = giftsTo(USERS.demo).at(-1) ?? { id: 0 };
    expect((await send(O.ClaimGift, token, { id })).code).toBe(200);
    expect((await unread(token)).gift).toBe(0);
  });

  it('a pending invitation counts until the box is cleared, it is answered or it expires', async () => {
    const demo = await signInDemo();
    const wang = await signInAt(USERS.wang);
    const first = await invite(demo, USERS.wang);
    expect((await unread(wang)).invitation).toBe(1);
    expect((await clear(wang, 'invitation')).code).toBe(200);
    expect((await unread(wang)).invitation).toBe(0);
    expect((await handle(wang, first.data.id, 'reject')).code).toBe(200);

    const second = await invite(demo, USERS.wang);
    expect((await unread(wang)).invitation).toBe(1);
    clock.setNow(T0 + INVITATION_TTL_MS);
    expect((await unread(wang)).invitation).toBe(0);
    expect(db().invitations.find((i) => i.id === second.data.id)?.status).toBe('expired');
  });

  it('support’s replies count until the support box is cleared', async () => {
    const token = await signInDemo();
    expect((await send(endpoints.KeFu.send, token, { type: 'text', content: 'Hello?' })).code).toBe(200);
    expect((await unread(token)).kefu).toBe(0);
    clock.advance(KEFU_REPLY_DELAY_MS);
    expect((await unread(token)).kefu).toBe(1);
    expect((await clear(token, 'kefu')).code).toBe(200);
    expect((await unread(token)).kefu).toBe(0);
  });

  it('ClearMessage without a box clears all four', async () => {
    const token = await signInDemo();
    await send(endpoints.KeFu.send, token, { type: 'text', content: 'Hello?' });
    clock.advance(KEFU_REPLY_DELAY_MS);
    await invite(await signInAt(USERS.wang), USERS.demo);
    expect((await unread(token)).total).toBeGreaterThan(0);
    expect(await send(M.ClearMessage, token)).toEqual({ code: 200, msg: 'Success', data: null });
    expect(await unread(token)).toEqual({ notice: 0, gift: 0, invitation: 0, kefu: 0, total: 0 });
  });
});

describe('fake backend: a team invitation is answered once', () => {
  it('a declined invitation cannot be accepted, an expired one cannot be declined; nothing changes', async () => {
    const demo = await signInDemo();
    const wang = await signInAt(USERS.wang);
    const declined = await invite(demo, USERS.wang);
    expect((await handle(wang, declined.data.id, 'reject')).code).toBe(200);
    let before = snapshot();
    expect(await handle(wang, declined.data.id, 'accept')).toEqual(
      refused('This invitation has already been answered'),
    );
    expect(snapshot()).toBe(before);

    const lapsed = await invite(demo, USERS.wang);
    clock.setNow(T0 + INVITATION_TTL_MS);
    expect((await send(M.GetTeamInvitationList, wang, { page: 1, pageSize: 10 })).code).toBe(200);
    before = snapshot();
    expect(await handle(wang, lapsed.data.id, 'reject')).toEqual(refused('This invitation has expired'));
    expect(snapshot()).toBe(before);
    expect(db().teamMembers.some((m) => m.uid === userAt(USERS.wang).uid)).toBe(false);
  });
});
