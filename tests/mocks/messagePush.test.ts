import * as endpoints from '../../src/api/endpoints';
import { HUB_TARGETS } from '../../src/api/hubTargets';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { KEFU_REPLY_DELAY_MS } from '../../src/mocks/handlers/kefu/db/kefu';
import { DEMO } from '../../src/mocks/db/seed';
import { parseFrames, RECORD_SEPARATOR } from '../../src/mocks/hub/protocol';
import { openConnections } from '../../src/mocks/hub/socket';
import { KEFU_TEXT_REPLIES } from '../../src/mocks/handlers/kefu/kefuReplies';
import { M, O, send, signInAt, USERS, userAt } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';

withFrozenClock();

const HUB = 'ws://127.0.0.1:4173/chat';
const HANDSHAKE = `{"protocol":"json","version":1}${RECORD_SEPARATOR}`;

/** A hub client past its handshake, with the invocations it received after it (target and arguments). */
async function listen(token = '') {
  const socket = new WebSocket(`${HUB}?token=${encodeURIComponent(token)}`);
  const frames: string[] = [];
  socket.addEventListener('message', (event) => frames.push(String(event.data)));
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
  socket.send(HANDSHAKE);
  await vi.waitFor(() => expect(frames).toHaveLength(1));
  const received = () =>
    frames.slice(1).flatMap((frame) => parseFrames(frame)) as { target: string; arguments: unknown[] }[];
  return { socket, received };
}

const arrived = (box: string) => ({ type: 1, target: HUB_TARGETS.messageArrived, arguments: [{ box }] });

afterEach(async () => {
  await vi.waitFor(() => expect(openConnections()).toBe(0));
});

describe('fake backend: live “something arrived” pushes over the hub', () => {
  it('a gift tells its receiver (gift box and notice box), nobody else, and a refusal tells nobody', async () => {
    const demoToken = await signInDemo();
    const wangToken = await signInAt(USERS.wang);
    const [demo, wang, guest] = [await listen(demoToken), await listen(wangToken), await listen()];
    const gift = {
      receiverId: userAt(USERS.wang).uid,
      quantity: 5,
      asset: 'balance',
      password: DEMO.password,
    };
    expect((await send(O.GiftMoney, demoToken, { ...gift, password: 'wrong' })).code).toBe(400);
    expect((await send(O.GiftMoney, demoToken, gift)).code).toBe(200);
    await vi.waitFor(() => expect(wang.received()).toHaveLength(2));
    expect(wang.received()).toEqual(expect.arrayContaining([arrived('gift'), arrived('notice')]));
    expect(demo.received()).toEqual([]);
    expect(guest.received()).toEqual([]);
    for (const client of [demo, wang, guest]) client.socket.close();
  });

  it('a team invitation tells the invitee', async () => {
    const demoToken = await signInDemo();
    const wang = await listen(await signInAt(USERS.wang));
    expect((await send(M.SendTeamInvitation, demoToken, { uid: userAt(USERS.wang).uid })).code).toBe(200);
    await vi.waitFor(() => expect(wang.received()).toEqual([arrived('invitation')]));
    wang.socket.close();
  });

  it('support’s reply is pushed when its timer fires, with no request, and only once', async () => {
    const token = await signInDemo();
    const demo = await listen(token);
    const other = await listen(await signInAt(USERS.wang));
    const sent = await send(
      endpoints.KeFu.send,
      token,
      { type: 'text', content: 'Is anyone there?' },
      'pt_br',
    );
    expect(sent.code).toBe(200);
    clock.setNow(T0 + KEFU_REPLY_DELAY_MS);
    await vi.waitFor(() => expect(demo.received()).toHaveLength(2), { timeout: KEFU_REPLY_DELAY_MS + 3000 });
    const reply = db().kefu.find((row) => row.from === 'staff');
    expect(demo.received()).toEqual([
      {
        type: 1,
        target: HUB_TARGETS.kefuMessage,
        arguments: [
          {
            id: reply?.id,
            from: 'staff',
            type: 'text',
            content: KEFU_TEXT_REPLIES[0].pt_br,
            create_time: T0 + KEFU_REPLY_DELAY_MS,
          },
        ],
      },
      arrived('kefu'),
    ]);
    expect((await send(endpoints.KeFu.list, token, { pageIndex: 1, pageSize: 20 })).data).toMatchObject({
      total: 2,
    });
    expect(db().kefu.filter((row) => row.from === 'staff')).toHaveLength(1);
    expect(demo.received()).toHaveLength(2);
    expect(other.received()).toEqual([]);
    demo.socket.close();
    other.socket.close();
  });
});
